/**
 * A blocked account (decision 0035: its sessions are revoked, and a device login of its device
 * answers 633) is told once that it is blocked: not "login state expired, log in again" with a
 * toast on top, and not a silent page that never loads.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { jsonResponse } from '#web/testing/network.ts';
import { userInfo } from '#web/testing/fixtures.ts';
import { apiRequest, loginAsDevice } from './api-client.ts';
import { failure, notice, ok, requests, serve, setUpApiClientTests, stubs } from './api-client.testing.ts';

setUpApiClientTests();

const BLOCKED = { code: 633, msg: 'This account is blocked. Please contact customer service', data: null };

beforeEach(() => {
  useSessionPrompt.setState({ visible: false, requested: false, blocked: false });
});

describe('a blocked account', () => {
  it("registered user blocked by an operator: one dialog says blocked, never 'log in again', no toast", async () => {
    useSession.getState().applyUserInfo(userInfo({ email: 'me@example.com' }));
    serve((request) =>
      request.url.endsWith('/user/device-login')
        ? jsonResponse(BLOCKED)
        : jsonResponse({ code: 301, msg: 'Login state expired', data: null }),
    );

    const results = await Promise.allSettled([apiRequest('userIndex'), apiRequest('inviteInfo', {})]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(requests.filter((r) => r.url.endsWith('/user/device-login'))).toHaveLength(1);
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: true, visible: true, requested: true });
    expect(notice()).toBeNull();
    expect(useSession.getState()).toMatchObject({ token: '', hadLogin: false, email: '' });
    expect(stubs.reload).not.toHaveBeenCalled();
    // A later 301 (or expiry) does not bring the "log in again" prompt back over it.
    useSessionPrompt.getState().hide();
    useSessionPrompt.getState().show();
    expect(useSessionPrompt.getState().visible).toBe(false);
  });

  it('a guest whose device is blocked: the same dialog, no toast', async () => {
    serve((request) =>
      request.url.endsWith('/user/device-login')
        ? jsonResponse(BLOCKED)
        : jsonResponse({ code: 301, msg: 'Login state expired', data: null }),
    );
    await failure(apiRequest('userIndex'));
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: true, visible: true });
    expect(notice()).toBeNull();
    expect(stubs.reload).not.toHaveBeenCalled();
  });

  it("at start-up (no token yet): the device login's 633 is the dialog, and a later device login lifts it", async () => {
    useSession.getState().logout();
    serve(() => jsonResponse(BLOCKED));
    expect(await failure(loginAsDevice())).toMatchObject({ code: 633 });
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: true, visible: true });
    expect(notice()).toBeNull();

    // Unblocked: the next device login goes through and the block is over.
    vi.setSystemTime(Date.now() + 5000);
    serve(() => ok({ user_token: 'token-guest', nickname: 'Guest', email: '' }));
    await loginAsDevice();
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: false, visible: false });
    expect(useSession.getState().token).toBe('token-guest');
  });

  it('633 from another call (an email code for a blocked address) stays a toast', async () => {
    serve(() => jsonResponse(BLOCKED));
    await failure(apiRequest('sendEmail', { email: 'someone@example.com' }));
    expect(notice()?.message).toBe(BLOCKED.msg);
    expect(useSessionPrompt.getState().blocked).toBe(false);
  });
});
