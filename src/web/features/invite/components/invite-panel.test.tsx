// @vitest-environment jsdom
/**
 * The invite page: a blocked account (no session to load with) is told it is blocked instead
 * of skeletons and a "Log in" button; in Thai a friend who counted reads "สำเร็จ" (succeeded),
 * not "ถูกต้อง" ("correct").
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InviteInfoData, InvitePage } from '#shared/contract/invite.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { InvitePanel } from './invite-panel.tsx';

const network = setupTestNetwork();

const INFO: InviteInfoData = {
  invite_code: 'ABCD2345',
  invite_link: 'http://127.0.0.1:8255/?invite=ABCD2345',
  reward_per_friend: 2000,
  invited_count: 2,
  valid_count: 1,
  total_earned: 2000,
  rules: ['One rule'],
};

const FRIENDS: InvitePage = {
  list: [
    {
      uid: 7,
      nickname: 'A***',
      avatar: '',
      status: 1,
      reward: 2000,
      created_at: 1_780_000_000,
      rewarded_at: 1_780_000_100,
    },
    { uid: 8, nickname: 'B***', avatar: '', status: 0, reward: 0, created_at: 1_780_000_200, rewarded_at: 0 },
  ],
  total: 2,
  page: 1,
  page_size: 20,
};

function show(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InvitePanel />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSessionPrompt.setState({ visible: false, requested: false, blocked: false });
  useSession.setState({ token: 'viewer-token', hadLogin: true, serviceEmail: 'help@example.com' });
  network.serve((request) =>
    jsonResponse({
      code: 200,
      msg: 'success',
      data: request.url.endsWith('/invite/list') ? FRIENDS : INFO,
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvitePanel', () => {
  it('a blocked account: says blocked with the service email, no skeletons, no log-in button', async () => {
    await applyLanguage(3);
    useSession.setState({ token: '', hadLogin: false });
    useSessionPrompt.getState().showBlocked();
    show();
    const state = screen.getByTestId('account-blocked-state');
    expect(state.textContent).toContain('Account blocked');
    expect(within(state).getByTestId('blocked-service-email').getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(screen.queryByTestId('invite-login')).toBeNull();
    expect(screen.queryByTestId('invite-share')).toBeNull();
    expect(network.requests).toEqual([]);
  });

  it('in Thai, a friend who counted "succeeded" (สำเร็จ), in the counts and in the list', async () => {
    await applyLanguage(4);
    show();
    await waitFor(() => expect(screen.getByTestId('invite-valid-count').textContent).toBe('1'), {
      timeout: 5000,
    });
    const valid = screen.getByTestId('invite-valid-count').previousElementSibling;
    expect(valid?.textContent).toBe('สำเร็จ');
    const friends = await screen.findAllByText('สำเร็จ', {}, { timeout: 5000 });
    expect(friends.length).toBe(2);
    expect(screen.queryByText('ถูกต้อง')).toBeNull();
  });
});
