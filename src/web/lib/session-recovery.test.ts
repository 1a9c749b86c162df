/**
 * Code 301 ends the session as a logout does: the account's downloads leave the device with it
 * (decision 0043), for a guest's silent recovery and for a registered user asked to log in again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '#web/testing/fixtures.ts';
import { useSession } from '#web/stores/session.ts';
import { handleSessionExpired, type RecoveryCalls } from './session-recovery.ts';

const cleared = vi.hoisted(() => ({ count: 0 }));
vi.mock('./download-storage.ts', () => ({
  clearDownloads: () => {
    cleared.count += 1;
    return Promise.resolve();
  },
}));

const calls: RecoveryCalls = {
  deviceLogin: () => Promise.resolve({ user_token: 'token-new', nickname: 'Guest', email: '' }),
  userInfo: () => Promise.resolve(userInfo({ uid: 9 })),
};

beforeEach(() => {
  cleared.count = 0;
  vi.stubGlobal('location', { reload: vi.fn() });
  useSession.getState().logout();
});

describe('code 301 and downloads', () => {
  it("a guest's recovery clears the downloads before the new guest's session", async () => {
    useSession.getState().setToken('token-old');
    await handleSessionExpired({ token: 'token-old', hadLogin: false }, calls);
    expect(cleared.count).toBe(1);
    expect(useSession.getState().token).toBe('token-new');
  });

  it('a registered user asked to log in again leaves no downloads to the guest meanwhile', async () => {
    useSession.getState().setToken('token-old');
    useSession.getState().applyUserInfo(userInfo({ email: 'me@example.com' }));
    await handleSessionExpired({ token: 'token-old', hadLogin: true }, calls);
    await vi.waitFor(() => expect(cleared.count).toBe(1));
  });

  it('a 301 for a session already replaced clears nothing', async () => {
    useSession.getState().setToken('token-current');
    await handleSessionExpired({ token: 'token-old', hadLogin: false }, calls);
    expect(cleared.count).toBe(0);
  });
});
