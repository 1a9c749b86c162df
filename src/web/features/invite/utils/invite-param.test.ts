import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeviceLoginPayload, clearPendingInvite } from '#web/lib/device.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { installBrowserStubs, type BrowserStubs } from '#web/testing/browser-env.ts';
import { captureInviteParam, withoutInviteParam } from './invite-param.ts';

let stubs: BrowserStubs;
beforeEach(() => {
  stubs = installBrowserStubs();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function at(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const hist = {
    state: { idx: 0 },
    replaceState: (_state: unknown, _title: string, to?: string | URL | null) => {
      replaced.push(String(to));
    },
  };
  return { loc: { href: url.href, search: url.search }, hist, replaced };
}

describe('captureInviteParam', () => {
  it('keeps the code of an invite link and takes the parameter out of the address', () => {
    const { loc, hist, replaced } = at('https://drama.example/?invite=abcd2345');
    expect(captureInviteParam(loc, hist)).toBe('ABCD2345');
    expect(stubs.localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('ABCD2345');
    expect(replaced).toEqual(['/']);
  });

  it('keeps the other parameters, the path and the hash', () => {
    const { loc, hist, replaced } = at('https://drama.example/pages/video/play?id=7&invite=ABCD2345&x=1#top');
    captureInviteParam(loc, hist);
    expect(replaced).toEqual(['/pages/video/play?id=7&x=1#top']);
  });

  it('removes an unusable code from the address without keeping it', () => {
    const { loc, hist, replaced } = at('https://drama.example/?invite=%3Cscript%3E');
    expect(captureInviteParam(loc, hist)).toBeUndefined();
    expect(stubs.localStorage.getItem(STORAGE_KEYS.inviteCode)).toBeNull();
    expect(replaced).toEqual(['/']);
  });

  it('leaves an address without an invite alone', () => {
    const { loc, hist, replaced } = at('https://drama.example/?id=3');
    expect(captureInviteParam(loc, hist)).toBeUndefined();
    expect(replaced).toEqual([]);
  });
});

describe('the device-login payload', () => {
  it('carries the kept code until a device login clears it', () => {
    expect(getDeviceLoginPayload()).not.toHaveProperty('invite_code');
    const { loc, hist } = at('https://drama.example/?invite=ABCD2345');
    captureInviteParam(loc, hist);
    expect(getDeviceLoginPayload()).toMatchObject({ invite_code: 'ABCD2345', marketChannel: 'web' });
    clearPendingInvite();
    expect(getDeviceLoginPayload()).not.toHaveProperty('invite_code');
  });

  it('withoutInviteParam turns any address into a path', () => {
    expect(withoutInviteParam('http://10.0.0.2:8080/?invite=X&invite=Y')).toBe('/');
  });
});
