/**
 * The built-in Facebook and TikTok stand-ins of the default install: their consent pages issue
 * tokens and codes that the real adapters then verify and exchange over HTTP, as with the
 * providers themselves. Only our own login callback may receive a code or a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoData } from '#shared/contract/user.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';

const PUBLIC_URL = 'https://drama.example';
const CALLBACK = `${PUBLIC_URL}/pages/login/callback`;

let t: TestApp;
/** The same server with the stand-ins switched off. */
let off: TestApp;

beforeAll(async () => {
  [t, off] = await Promise.all([
    buildTestApp({ env: { SANDBOX: '1', PUBLIC_URL } }),
    buildTestApp({ env: { SANDBOX: '0', PUBLIC_URL } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
});

async function settings(app: TestApp) {
  const res = await app.api.post('/service/check-setting');
  return (res.body.data as { system_setting: Record<string, unknown> }).system_setting;
}

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload: new URLSearchParams(fields).toString(),
});

async function uid(token: string): Promise<number> {
  return userInfoData.parse((await t.api.post('/user/index', undefined, { token })).body.data).uid;
}

describe('the stand-ins are offered where no provider is configured', () => {
  it('check-setting names the stand-in apps; with SANDBOX=0 both channels stay hidden', async () => {
    expect(await settings(t)).toMatchObject({
      facebook_appid: 'sandbox-facebook-app',
      tiktok_clientkey: 'sandbox-tiktok-client',
    });
    expect(await settings(off)).toMatchObject({ facebook_appid: '', tiktok_clientkey: '' });
    const page = await off.app.inject({ method: 'GET', url: '/sandbox-oauth/facebook/sdk.js' });
    expect(page.statusCode).not.toBe(200);
  });
});

describe('TikTok', () => {
  const authorizeUrl = (redirect = CALLBACK, state = 'state-1') =>
    `/sandbox-oauth/tiktok/authorize?${new URLSearchParams({
      client_key: 'sandbox-tiktok-client',
      scope: 'user.info.basic',
      response_type: 'code',
      redirect_uri: redirect,
      state,
    }).toString()}`;

  it('authorize → code on our callback → tiktok-bind logs in with the chosen name; the code works once', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: authorizeUrl(),
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Authorize with TikTok (sandbox)');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const answer = await t.app.inject({
      method: 'POST',
      url: authorizeUrl(),
      ...form({ decision: 'allow', name: 'Mei Lin' }),
    });
    expect(answer.statusCode).toBe(303);
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('state-1');
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const guest = await deviceToken(t.api, 'sandbox-tt-device-01');
    const bound = await t.api.post('/user/tiktok-bind', { code }, { token: guest, language: 3 });
    expect(bound.body).toMatchObject({ code: 200, data: { nickname: 'Mei Lin' } });
    const again = await t.api.post('/user/tiktok-bind', { code }, { token: guest, language: 3 });
    expect(again.body.code).not.toBe(200);
  });

  it('counts consents apart from page loads: 40 app pages in a minute leave the consent free', async () => {
    for (let i = 0; i < 40; i++) {
      const spa = await t.app.inject({ method: 'GET', url: `/pages/user/index?i=${i}` });
      expect(spa.statusCode).not.toBe(429);
    }
    const answer = await t.app.inject({
      method: 'POST',
      url: authorizeUrl(CALLBACK, 'state-after-pages'),
      ...form({ decision: 'allow', name: 'After Pages' }),
    });
    expect(answer.statusCode).toBe(303);
  });

  it('cancel sends access_denied back; a foreign callback or client key gets a page, never a redirect', async () => {
    const cancel = await t.app.inject({
      method: 'POST',
      url: authorizeUrl(),
      ...form({ decision: 'cancel', name: '' }), // Cancel cancels whatever the name field holds
    });
    expect(cancel.statusCode).toBe(303);
    expect(new URL(String(cancel.headers.location)).searchParams.get('error')).toBe('access_denied');

    for (const url of [
      authorizeUrl('https://evil.example/pages/login/callback'),
      authorizeUrl(`${PUBLIC_URL}/somewhere-else`),
      authorizeUrl().replace('sandbox-tiktok-client', 'another-client'),
    ]) {
      const res = await t.app.inject({ method: 'POST', url, ...form({ decision: 'allow', name: 'X' }) });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('a long display name becomes a nickname of the nickname rule (20 characters), which the settings accept', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: authorizeUrl(CALLBACK, 'state-long'),
      ...form({ decision: 'allow', name: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789wxyz' }),
    });
    const code = new URL(String(answer.headers.location)).searchParams.get('code') ?? '';
    const guest = await deviceToken(t.api, 'sandbox-tt-device-02');
    const bound = await t.api.post('/user/tiktok-bind', { code }, { token: guest, language: 3 });
    expect(bound.body).toMatchObject({ code: 200, data: { nickname: 'ABCDEFGHIJKLMNOPQRST' } });
    const token = (bound.body.data as { user_token: string }).user_token;
    const saved = await t.api.post('/user/update-profile', { nickname: 'ABCDEFGHIJKLMNOPQRST' }, { token });
    expect(saved.body.code).toBe(200);
  });

  it('an empty or too long name shows the form again with the reason', async () => {
    for (const name of ['   ', 'x'.repeat(41)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: authorizeUrl(),
        ...form({ decision: 'allow', name }, { 'accept-language': 'th-TH,th;q=0.9' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('oauth-sandbox-error');
      expect(res.body).toContain('กรอกชื่อไม่เกิน 40 ตัวอักษร');
    }
  });
});

describe('Facebook', () => {
  const dialog = (query: Record<string, string> = {}) =>
    `/sandbox-oauth/facebook/sdk/dialog/oauth?${new URLSearchParams({ client_id: 'sandbox-facebook-app', ...query }).toString()}`;

  function tokenOf(html: string): string {
    const match = /"accessToken":"([^"]+)"/.exec(html);
    return match?.[1] ?? '';
  }

  it('serves the SDK stand-in (FB.init, FB.login)', async () => {
    const sdk = await t.app.inject({ method: 'GET', url: '/sandbox-oauth/facebook/sdk.js' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toContain('javascript');
    expect(sdk.body).toContain('window.FB');
  });

  it('the SDK popup hands a token to the app; facebook-bind verifies it; the same email is the same account', async () => {
    const page = await t.app.inject({ method: 'GET', url: dialog({ hl: 'th' }) });
    expect(page.body).toContain('เข้าสู่ระบบด้วย Facebook');

    const login = async (device: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: dialog(),
        ...form({ decision: 'allow', name: 'Ana Putri', email: 'ana@fb.example' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
      const token = tokenOf(res.body);
      expect(token).toMatch(/^sbx\./);
      const guest = await deviceToken(t.api, device);
      const bound = await t.api.post(
        '/user/facebook-bind',
        { access_token: token },
        { token: guest, language: 3 },
      );
      expect(bound.body).toMatchObject({ code: 200, data: { nickname: 'Ana Putri' } });
      return uid((bound.body.data as { user_token: string }).user_token);
    };
    expect(await login('sandbox-fb-device-01')).toBe(await login('sandbox-fb-device-02'));
  });

  it('cancel hands no token; a token nobody issued is refused by the adapter', async () => {
    const cancel = await t.app.inject({
      method: 'POST',
      url: dialog(),
      ...form({ decision: 'cancel', name: 'x'.repeat(60), email: 'not-an-email' }),
    });
    expect(cancel.body).toContain('"accessToken":null');
    const guest = await deviceToken(t.api, 'sandbox-fb-device-03');
    const bound = await t.api.post(
      '/user/facebook-bind',
      { access_token: 'sbx.forged' },
      { token: guest, language: 3 },
    );
    expect(bound.body.code).not.toBe(200);
  });

  it('the redirect flow puts the token in the fragment of our callback, and only ours', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: dialog({ redirect_uri: CALLBACK, state: 'fb-state' }),
      ...form({ decision: 'allow', name: 'Budi' }),
    });
    expect(answer.statusCode).toBe(303);
    const location = new URL(String(answer.headers.location));
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('access_token')).toMatch(/^sbx\./);
    expect(fragment.get('state')).toBe('fb-state');
    const foreign = await t.app.inject({
      method: 'POST',
      url: dialog({ redirect_uri: 'https://evil.example/pages/login/callback' }),
      ...form({ decision: 'allow', name: 'Budi' }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
  });
});
