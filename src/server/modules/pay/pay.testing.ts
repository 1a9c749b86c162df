/**
 * The app of the pay tests, at the test file's movable clock, the ledger checked after every
 * test; and the calls they share: a new viewer, balances, an order, the browser's visit to the
 * sandbox gateway, its signed notification. A test file calls usePayApp(() => clock) once at
 * its top: `t` is set before its tests run.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createOrderData, payCenterData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { ledgerMismatches } from '../../testing/money.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../sandbox-gateway/sandbox-signing.ts';

export let t: TestApp;
let now: () => number = Date.now;
let device = 0;

export function usePayApp(clock: () => number): void {
  now = clock;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock });
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });
}

export async function newUser(): Promise<{ token: string; uid: number }> {
  const token = await deviceToken(t.api, `pay-device-${String(++device).padStart(6, '0')}`);
  const uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  return { token, uid };
}

export async function balances(token: string) {
  const center = payCenterData.parse((await t.api.post('/pay/center', {}, { token })).body.data);
  return { gold: center.goldRemain, coin: center.silverRemain, vip: center.user.expiry_date };
}

export async function order(token: string, goodsId: number) {
  const res = await t.api.post('/pay/create-order', { goods_id: goodsId, pay_channel_id: 1 }, { token });
  expect(res.body.code).toBe(200);
  return createOrderData.parse(res.body.data);
}

/** The browser's visit to the gateway: returns the sandbox payment id. */
export async function visitGateway(
  orderId: string,
  returnUrl = '/pages/video/play?drama=1&ep=3',
): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/pay/gateway/sandbox?${new URLSearchParams({ order_id: orderId, order_name: 'x', return_url: returnUrl })}`,
  });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  expect(location).toMatch(/^\/sandbox-pay\/checkout\/sp_[0-9a-f]{24}$/);
  return location.split('/').pop() ?? '';
}

export function notification(paymentId: string, tradeNo: string, status: string, amountCents: number) {
  return JSON.stringify({
    type: 'payment.updated',
    data: {
      id: paymentId,
      merchant_reference: tradeNo,
      status,
      amount_cents: amountCents,
      currency: 'USD',
      created: 0,
    },
  });
}

export async function notify(
  body: string,
  signature = signSandboxPayload(t.app.services.sandboxSecret, body, Math.floor(now() / 1000)),
) {
  return t.app.inject({
    method: 'POST',
    url: '/enjoy-api/pay/notify/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
}
