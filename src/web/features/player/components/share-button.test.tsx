// @vitest-environment jsdom
/**
 * Share on the player (the audit: nothing shared a series or an episode): the system share
 * sheet with the drama at this episode, the link carrying the viewer's invite code so a friend
 * who joins through it counts as invited; without a share sheet the link is copied.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InviteInfoData } from '#shared/contract/invite.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { ShareButton } from './share-button.tsx';

const network = setupTestNetwork();

const INFO: InviteInfoData = {
  invite_code: 'ABCD2345',
  invite_link: 'http://localhost/?invite=ABCD2345',
  reward_per_friend: 2000,
  invited_count: 0,
  valid_count: 0,
  total_earned: 0,
  rules: [],
};

function show(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShareButton dramaId={7} title="The Alpha King's Mate" episode={3} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSession.setState({ token: 'viewer-token', hadLogin: true, appName: 'Enjoy Drama' });
  network.serve(() => jsonResponse({ code: 200, msg: 'success', data: INFO }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('shares the drama at this episode with the invite code', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    show();
    const button = screen.getByRole('button', { name: 'Share' });
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]?.[0];
    const url = new URL(data?.url ?? '');
    expect(url.pathname).toBe('/pages/video/play');
    expect(Object.fromEntries(url.searchParams)).toEqual({ drama_id: '7', ep: '3', invite: 'ABCD2345' });
    expect(data?.title).toBe("The Alpha King's Mate - Enjoy Drama");
    expect(data?.text).toContain("The Alpha King's Mate");
    expect(network.requests.filter((r) => r.url.endsWith('/invite/info'))).toHaveLength(1);
  });

  it('copies the link where the browser cannot share, and says so', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]?.[0]).toMatch(/\/pages\/video\/play\?drama_id=7&ep=3&invite=ABCD2345$/);
    await waitFor(() =>
      expect(useNotice.getState().current?.message).toBe('Link copied, paste it to share with friends'),
    );
  });

  it('shares without the code when it cannot be had', async () => {
    network.serve(() => jsonResponse({ code: 500, msg: 'down', data: null }));
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(new URL(share.mock.calls[0]?.[0].url ?? '').searchParams.has('invite')).toBe(false);
  });
});
