// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { FLOATING_MENU_AUTO_HIDE_MS } from '#shared/constants.ts';
import { paths } from '#web/config/paths.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { bindRouter } from '#web/lib/navigation.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { FloatingMenu } from './floating-menu.tsx';

function setup() {
  const router = createMemoryRouter([{ path: '*', Component: () => null }], { initialEntries: ['/'] });
  bindRouter(router);
  render(<FloatingMenu />);
  return {
    router,
    toggle: screen.getByTestId('floating-menu-toggle'),
    menu: screen.getByTestId('floating-menu'),
  };
}

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  vi.useFakeTimers();
  useSession.setState({ hadLogin: false });
  useLoginPopup.setState({ visible: false, requested: false });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FloatingMenu', () => {
  it('starts open and closes by itself after FLOATING_MENU_AUTO_HIDE_MS', () => {
    const { toggle, menu } = setup();
    expect(menu.dataset.open).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    act(() => vi.advanceTimersByTime(FLOATING_MENU_AUTO_HIDE_MS - 1));
    expect(menu.dataset.open).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(menu.dataset.open).toBe('false');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Open shortcuts');
  });

  it('toggles on tap of the main button and stays open until tapped again', () => {
    const { toggle, menu } = setup();
    act(() => vi.advanceTimersByTime(FLOATING_MENU_AUTO_HIDE_MS));
    fireEvent.click(toggle);
    expect(menu.dataset.open).toBe('true');
    act(() => vi.advanceTimersByTime(FLOATING_MENU_AUTO_HIDE_MS * 5));
    expect(menu.dataset.open).toBe('true');
    fireEvent.click(toggle);
    expect(menu.dataset.open).toBe('false');
  });

  it('user centre asks a guest to log in', () => {
    const { router } = setup();
    fireEvent.click(screen.getByTestId('floating-menu-user'));
    expect(useLoginPopup.getState().visible).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('user centre opens the personal centre for a logged-in user', async () => {
    useSession.setState({ hadLogin: true });
    const { router } = setup();
    await act(async () => {
      fireEvent.click(screen.getByTestId('floating-menu-user'));
    });
    expect(useLoginPopup.getState().visible).toBe(false);
    expect(router.state.location.pathname).toBe(paths.mine.path);
  });

  it('labels its shortcuts in the interface language', () => {
    setup();
    expect(screen.getByTestId('floating-menu-user').textContent).toBe('User centre');
    expect(screen.getByTestId('floating-menu-service').textContent).toBe('Customer service');
  });
});
