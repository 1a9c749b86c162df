/**
 * The security headers of the server-rendered pages (issue 14, docs/decisions/0017): the
 * article pages (framed by this site only), the sandbox gateway's and the OAuth stand-in's
 * pages (never framed, forms to this site). The app shell, API answers, media and the service
 * worker: security-headers.api.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createOrderData } from '#shared/contract/wallet.ts';
import { deviceToken } from '../testing/build-test-app.ts';
import { inlineScripts } from './spa.ts';
import {
  cdn,
  COMMON_HEADERS,
  get,
  policyOf,
  PUBLIC_URL,
  sha256Source,
  STAND_IN_POLICY,
  t,
  useSecurityApps,
} from './security-headers.testing.ts';

useSecurityApps();

describe('server-rendered pages', () => {
  it('articles: no script, nothing loaded, framed by this site only (the agreement popup)', async () => {
    for (const key of ['user', 'privacy', 'help', 'wallet']) {
      const res = await get(t, `/article/${key}?language=3`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script');
      expect(policyOf(res)).toEqual({
        'default-src': ["'none'"],
        'style-src': ["'unsafe-inline'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'self'"],
      });
      expect(res.headers).toMatchObject({ ...COMMON_HEADERS, 'x-frame-options': 'SAMEORIGIN' });
    }
  });

  it('the sandbox gateway: a form to this site, which then sends the buyer back to this site', async () => {
    const token = await deviceToken(t.api, 'csp-device-0000001');
    const order = await t.api.post('/pay/create-order', { goods_id: 101, pay_channel_id: 1 }, { token });
    const created = createOrderData.parse(order.body.data);
    // The browser's visits, all on one origin (http://csp.test).
    const host = { host: 'csp.test' };
    const gateway = await get(
      t,
      `${created.gateway}?${new URLSearchParams({ order_id: created.orderId, order_name: created.orderName, return_url: '/pages/user/index' })}`,
      host,
    );
    expect(gateway.statusCode).toBe(303);
    const checkout = String(gateway.headers.location);
    expect(checkout).toMatch(/^\/sandbox-pay\/checkout\/sp_[0-9a-f]{24}$/);

    const page = await get(t, checkout, host);
    expect(page.statusCode).toBe(200);
    expect(policyOf(page)).toEqual(STAND_IN_POLICY);
    expect(page.headers).toMatchObject({
      ...COMMON_HEADERS,
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    expect(page.body).not.toContain('<script');
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(action.startsWith(`${checkout}?`)).toBe(true);

    // Chromium applies form-action to the redirect after the POST too: it stays on this site.
    const paid = await t.app.inject({
      method: 'POST',
      url: action.replace(/&amp;/g, '&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...host },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toBe('http://csp.test/pages/user/index');

    const missing = await get(t, '/sandbox-pay/checkout/sp_000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(policyOf(missing)).toEqual(STAND_IN_POLICY);
  });

  it('the OAuth stand-in: consent forms to this site; the popup runs only its own script', async () => {
    const authorize = `/sandbox-oauth/tiktok/authorize?${new URLSearchParams({
      client_key: 'sandbox-tiktok-client',
      response_type: 'code',
      redirect_uri: 'http://csp.test/pages/login/callback',
      state: 's',
    }).toString()}`;
    const consent = await get(t, authorize, { host: 'csp.test' });
    expect(consent.statusCode).toBe(200);
    expect(policyOf(consent)).toEqual(STAND_IN_POLICY);
    expect(consent.headers).toMatchObject({ 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });

    const bad = await get(t, '/sandbox-oauth/tiktok/authorize');
    expect(bad.statusCode).toBe(400);
    expect(policyOf(bad)).toEqual(STAND_IN_POLICY);

    const dialog = '/sandbox-oauth/facebook/sdk/dialog/oauth?client_id=sandbox-facebook-app&display=popup';
    expect(policyOf(await get(t, dialog))).toEqual(STAND_IN_POLICY);
    const popup = await t.app.inject({
      method: 'POST',
      url: dialog,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=allow&name=CSP+Fan',
    });
    expect(popup.statusCode).toBe(200);
    const scripts = inlineScripts(popup.body);
    expect(scripts).toHaveLength(1);
    expect(policyOf(popup)).toEqual({ ...STAND_IN_POLICY, 'script-src': scripts.map(sha256Source) });

    // With PUBLIC_URL the stand-ins redirect there: form-action names its origin too.
    const staged = await get(
      cdn,
      `/sandbox-oauth/tiktok/authorize?${new URLSearchParams({
        client_key: 'sandbox-tiktok-client',
        response_type: 'code',
        redirect_uri: `${PUBLIC_URL}/pages/login/callback`,
      }).toString()}`,
    );
    expect(staged.statusCode).toBe(200);
    expect(policyOf(staged)['form-action']).toEqual(["'self'", PUBLIC_URL]);
  });
});
