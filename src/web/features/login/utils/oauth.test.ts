import { describe, expect, it } from 'vitest';
import { buildTiktokAuthorizeUrl, createOAuthState, facebookSdkUrl, readCallback } from './oauth.ts';

describe('createOAuthState', () => {
  it('is 32 hex characters from the random source', () => {
    expect(createOAuthState((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(16));
    const a = createOAuthState();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(createOAuthState()).not.toBe(a);
  });
});

describe('buildTiktokAuthorizeUrl', () => {
  it('carries the client key, scope user.info.basic, response_type code, the callback and the state', () => {
    const url = new URL(buildTiktokAuthorizeUrl('key-1', 'https://drama.example', 'state-1'));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.tiktok.com/v2/auth/authorize/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: 'key-1',
      scope: 'user.info.basic',
      response_type: 'code',
      redirect_uri: 'https://drama.example/pages/login/callback',
      state: 'state-1',
    });
  });
});

describe('readCallback', () => {
  it('accepts the code when the returned state is the stored one', () => {
    expect(readCallback('?code=abc*1&scopes=user.info.basic&state=s1', 's1')).toEqual({
      kind: 'ok',
      code: 'abc*1',
    });
  });

  it('refuses a different, a missing or an unstored state', () => {
    expect(readCallback('?code=abc&state=s2', 's1')).toEqual({ kind: 'state-mismatch' });
    expect(readCallback('?code=abc', 's1')).toEqual({ kind: 'state-mismatch' });
    expect(readCallback('?code=abc&state=s1', null)).toEqual({ kind: 'state-mismatch' });
    expect(readCallback('?code=abc&state=', '')).toEqual({ kind: 'state-mismatch' });
  });

  it('reports the provider error and a missing code', () => {
    expect(readCallback('?error=access_denied&error_description=no&state=s1', 's1')).toEqual({
      kind: 'denied',
      error: 'access_denied',
    });
    expect(readCallback('?state=s1', 's1')).toEqual({ kind: 'no-code' });
  });
});

describe('facebookSdkUrl', () => {
  it('loads the SDK in the interface language', () => {
    expect(facebookSdkUrl('zh-Hant')).toBe('https://connect.facebook.net/zh_TW/sdk.js');
    expect(facebookSdkUrl('th')).toBe('https://connect.facebook.net/th_TH/sdk.js');
    expect(facebookSdkUrl('xx')).toBe('https://connect.facebook.net/en_US/sdk.js');
  });
});
