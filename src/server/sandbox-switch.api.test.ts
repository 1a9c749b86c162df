/**
 * Safe by default (issue 14): the stand-ins (sandbox gateway, Facebook and TikTok logins) run
 * only where they cannot be mistaken for the real thing. A public PUBLIC_URL without keys
 * offers no fake money and no fake login, and the stand-ins' routes answer 404; SANDBOX=1
 * turns them on for a staging site, and the page then says so (the runtime config's flag).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payCenterData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from './testing/build-test-app.ts';

const PUBLIC_URL = 'https://drama.example.com';

let publicSite: TestApp;
let staging: TestApp;
let local: TestApp;

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-'));

beforeAll(async () => {
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="zh-Hant"><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  [publicSite, staging, local] = await Promise.all([
    buildTestApp({ env: { PUBLIC_URL }, webRoot }),
    buildTestApp({ env: { PUBLIC_URL, SANDBOX: '1' }, webRoot }),
    buildTestApp({ env: { PUBLIC_URL: 'http://192.168.1.20:8080' }, webRoot }),
  ]);
});
afterAll(async () => {
  await Promise.all([publicSite.close(), staging.close(), local.close()]);
  rmSync(webRoot, { recursive: true, force: true });
});

/** Whether the served page keeps room for the sandbox strip from its first paint. */
async function pageMarked(t: TestApp): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/pages/user/index' });
  expect(res.statusCode).toBe(200);
  return res.body.includes('<html data-sandbox lang="zh-Hant">');
}

async function channels(t: TestApp): Promise<string[]> {
  const token = await deviceToken(t.api, 'switch-device-000001');
  const center = payCenterData.parse((await t.api.post('/pay/center', {}, { token })).body.data);
  return [...new Set(center.items.flatMap((i) => i.pal_channel.map((c) => c.gateway)))];
}

async function loginChannels(t: TestApp) {
  const res = await t.api.post('/service/check-setting');
  const s = (res.body.data as { system_setting: Record<string, string | number> }).system_setting;
  return { facebook: s.facebook_appid, tiktok: s.tiktok_clientkey, email: s.email_login };
}

async function runtimeSandboxFlag(t: TestApp): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
  const json = /^window\.__APP_CONFIG__=(.*);$/.exec(res.body.trim())?.[1] ?? 'null';
  return (JSON.parse(json) as { sandbox?: unknown }).sandbox;
}

/** GET and POST answers of the stand-ins' pages and the sandbox notification. */
async function standInStatuses(t: TestApp): Promise<number[]> {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  return Promise.all([
    get('/sandbox-pay/checkout/sbx_123').then((r) => r.statusCode),
    t.app
      .inject({
        method: 'POST',
        url: '/sandbox-pay/checkout/sbx_123',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      })
      .then((r) => r.statusCode),
    get('/sandbox-oauth/facebook/sdk.js').then((r) => r.statusCode),
    get('/sandbox-oauth/facebook/v19.0/dialog/oauth?client_id=sandbox-facebook-app').then(
      (r) => r.statusCode,
    ),
    get(
      `/sandbox-oauth/tiktok/authorize?client_key=sandbox-tiktok-client&response_type=code&redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/pages/login/callback`)}`,
    ).then((r) => r.statusCode),
    t.app
      .inject({
        method: 'POST',
        url: '/enjoy-api/pay/notify/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      .then((r) => r.statusCode),
  ]);
}

describe('a public address without keys', () => {
  it('lists no sandbox channel and offers no stand-in login', async () => {
    expect(publicSite.config.sandbox).toEqual({ enabled: false, publicAddress: true });
    expect(await channels(publicSite)).toEqual([]);
    expect(await loginChannels(publicSite)).toEqual({ facebook: '', tiktok: '', email: 0 });
    expect(await runtimeSandboxFlag(publicSite)).toBe(0);
    expect(await pageMarked(publicSite)).toBe(false);
  });

  it("answers 404 on every stand-in route, and creating an order names SPEC 8's channel error", async () => {
    expect(await standInStatuses(publicSite)).toEqual([404, 404, 404, 404, 404, 404]);
    const token = await deviceToken(publicSite.api, 'switch-device-000002');
    const center = payCenterData.parse((await publicSite.api.post('/pay/center', {}, { token })).body.data);
    const goodsId = center.items[0]?.goods_id;
    expect(goodsId).toBeDefined();
    const order = await publicSite.api.post(
      '/pay/create-order',
      { goods_id: goodsId, pay_channel_id: 1 },
      { token },
    );
    expect(order.body).toMatchObject({ code: 804, msg: 'This payment method is not available' });
    const gateway = await publicSite.app.inject({ method: 'GET', url: '/pay/gateway/sandbox?order_id=x' });
    expect(gateway.statusCode).toBe(404);
  });

  it('sends no login code into the outbox, where nobody reads it', async () => {
    const res = await publicSite.api.post(
      '/message/send-email',
      { email: 'viewer@example.com' },
      { language: 4 },
    );
    expect(res.body).toMatchObject({ code: 623, msg: 'ยังไม่รองรับการเข้าสู่ระบบด้วยอีเมล' });
  });
});

describe('SANDBOX=1 on a public address (a staging site)', () => {
  it('offers the stand-ins and flags every page for the ribbon', async () => {
    expect(staging.config.sandbox).toEqual({ enabled: true, publicAddress: true });
    expect(await channels(staging)).toEqual(['/pay/gateway/sandbox']);
    expect(await loginChannels(staging)).toEqual({
      facebook: 'sandbox-facebook-app',
      tiktok: 'sandbox-tiktok-client',
      email: 1,
    });
    expect(await runtimeSandboxFlag(staging)).toBe(1);
    expect(await pageMarked(staging)).toBe(true);
    const [checkout, , sdk] = await standInStatuses(staging);
    expect(checkout).toBe(404); // no such checkout, but the route is there: its own page
    expect(sdk).toBe(200);
  });
});

describe('a private address (the default install on a home network)', () => {
  it('runs the stand-ins by default', async () => {
    expect(local.config.sandbox).toEqual({ enabled: true, publicAddress: false });
    expect(await channels(local)).toEqual(['/pay/gateway/sandbox']);
    expect(await runtimeSandboxFlag(local)).toBe(1);
  });
});
