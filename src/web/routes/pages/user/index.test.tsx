// @vitest-environment jsdom
/**
 * The personal centre offline: the page stays (it tells the shell it has something to show, so
 * no "network signal lost" placeholder covers it), with the user info this visit has under its
 * own "no connection" note, or a card that says it is offline when it has none; its Downloads
 * entry opens the downloads.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { paths } from '#web/config/paths.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { useSession } from '#web/stores/session.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';
import { Component as Mine } from './index.tsx';

// The unread badges ask the server: none here.
vi.mock('#web/hooks/use-feedback-unread.ts', () => ({ useFeedbackUnread: () => 0 }));
vi.mock('#web/hooks/use-notice-unread.ts', () => ({ useNoticeUnread: () => 0 }));

function show() {
  return renderRoutes(
    [
      { path: paths.mine.path, Component: Mine },
      { path: paths.downloads.path, Component: () => <p data-testid="downloads-page">downloads</p> },
    ],
    paths.mine.path,
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  useSession.setState({ token: 'token-1', userId: null, nickName: '', goldValue: 0, coinValue: 0 });
});
afterEach(() => {
  cleanup();
  useOfflineScreen.setState({ offline: false, holders: [], shown: false });
});

describe('/pages/user/index offline', () => {
  it('holds the screen when the network goes, with the user info it had', () => {
    useSession.setState({ userId: 1234, nickName: 'Mei', goldValue: 120 });
    show();
    act(() => useOfflineScreen.setState({ offline: true }));
    expect(useOfflineScreen.getState().holders).toEqual([{ banner: 'page' }]);
    expect(screen.getByTestId('offline-banner').textContent).toBe("No connection — showing what's loaded");
    expect(screen.getByTestId('user-nickname').textContent).toBe('Mei');
    expect(screen.getByTestId('user-uid').textContent).toBe('1234');
    expect(screen.queryByTestId('offline-user-card')).toBeNull();
  });

  it('without any user info (opened offline): a note in the card’s place, no made-up balances', () => {
    useOfflineScreen.setState({ offline: true });
    show();
    expect(useOfflineScreen.getState().holders).toEqual([{ banner: 'page' }]);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.getByTestId('offline-user-card').textContent).toContain("You're offline");
    expect(screen.queryByTestId('user-gold')).toBeNull();
  });

  it('the offline card leads to the downloads too', async () => {
    useOfflineScreen.setState({ offline: true });
    const router = show();
    fireEvent.click(screen.getByTestId('offline-user-card-downloads'));
    await screen.findByTestId('downloads-page');
    expect(router.state.location.pathname).toBe(paths.downloads.path);
  });

  it('its Downloads entry opens the downloads', async () => {
    useOfflineScreen.setState({ offline: true });
    const router = show();
    fireEvent.click(screen.getByTestId('mine-entry-downloads'));
    await screen.findByTestId('downloads-page');
    expect(router.state.location.pathname).toBe(paths.downloads.path);
  });

  it('online, the user card as always (even before the user info)', () => {
    show();
    expect(screen.getByTestId('user-nickname')).toBeTruthy();
    expect(screen.queryByTestId('offline-user-card')).toBeNull();
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
