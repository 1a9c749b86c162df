// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAntdRenderer } from '#web/app/antd-render.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { switchAccount } from '../api/logout.ts';
import { SettingList } from './setting-list.tsx';

vi.mock('../api/logout.ts', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  const switchMock = vi.fn<() => Promise<void>>(() => Promise.resolve());
  const logoutMock = vi.fn<() => Promise<void>>(() => Promise.resolve());
  return {
    switchAccount: switchMock,
    logout: logoutMock,
    useSwitchAccount: () => useMutation({ mutationFn: () => switchMock() }),
    useLogout: () => useMutation({ mutationFn: () => logoutMock() }),
  };
});

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SettingList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  installAntdRenderer(); // Dialog.confirm renders through it, as in the app
  await applyLanguage(3);
});
beforeEach(() => {
  vi.mocked(switchAccount).mockClear();
});
afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
  cleanup();
});

/**
 * Waits until the dialog has finished opening. antd-mobile's centre popup takes no pointer
 * events until its opening animation ends, so a person cannot tap its buttons before; jsdom's
 * click can, and a Cancel pressed mid-opening left the dialog mounted (its spring's onRest saw
 * the open state), failing this file about one run in two on a quiet machine.
 */
async function dialogOpened(): Promise<void> {
  await waitFor(() => {
    const body = document.querySelector<HTMLElement>('.adm-center-popup-wrap > div');
    expect(body?.style.pointerEvents).toBe('unset');
  });
}

describe('switch account', () => {
  it('asks a registered user first, and does nothing on cancel', async () => {
    useSession.setState({ hadLogin: true });
    renderList();
    fireEvent.click(screen.getByTestId('setting-switch-account'));
    expect(await screen.findByText('Switch account?')).toBeTruthy();
    await dialogOpened();
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByText('Switch account?')).toBeNull());
    expect(switchAccount).not.toHaveBeenCalled();
  });

  it('switches once the registered user confirms', async () => {
    useSession.setState({ hadLogin: true });
    renderList();
    fireEvent.click(screen.getByTestId('setting-switch-account'));
    const confirm = await screen.findByTestId('switch-account-confirm');
    await dialogOpened();
    fireEvent.click(confirm);
    await waitFor(() => expect(switchAccount).toHaveBeenCalledTimes(1));
  });

  it('opens the login at once for a guest (nothing to log out of)', async () => {
    useSession.setState({ hadLogin: false });
    renderList();
    fireEvent.click(screen.getByTestId('setting-switch-account'));
    await waitFor(() => expect(switchAccount).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Switch account?')).toBeNull();
  });
});

describe('help, legal pages and About (audit L, item 5)', () => {
  it('are in the settings for everyone, with the login methods for a registered user only', () => {
    useSession.setState({ hadLogin: false });
    renderList();
    for (const id of ['setting-page-help', 'setting-about']) expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('login-methods')).toBeNull();
  });
});

describe('new episode alerts (audit N)', () => {
  it('are in the settings of a registered user only (only an account follows series)', async () => {
    useSession.setState({ hadLogin: true });
    renderList();
    expect(await screen.findByTestId('setting-push-alerts')).toBeTruthy();
    cleanup();
    useSession.setState({ hadLogin: false });
    renderList();
    expect(screen.queryByTestId('setting-push-alerts')).toBeNull();
  });
});
