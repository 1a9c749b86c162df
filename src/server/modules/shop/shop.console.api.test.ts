/**
 * What is sold, through /console-api (issue 18): packages edited and seen by /pay/center at
 * once (and by another process within the freshness bound), the on-sale window, a package
 * taken off sale refused at create-order, the channels' switches and order (a channel off is
 * neither offered nor sold through; one without a gateway cannot be switched on), roles and
 * the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { channelList, consoleGoods, goodsList, type GoodsInput } from '#shared/contract/console-goods.ts';
import { createOrderData, payCenterData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';

const clock = testClock();
let t: TestApp;
let other: TestApp;
let owner: ConsoleSession;
let editor: ConsoleSession;
let finance: ConsoleSession;
let viewer: string;

const call = (method: 'GET' | 'POST', path: string, body?: unknown, session = finance) =>
  consoleCall(t.app, method, path, { session, ...(body === undefined ? {} : { body }) });

const pack: GoodsInput = {
  type: 1,
  price_cents: 299,
  gold: 300,
  bonus: 20,
  vip_days: 0,
  tag: 'new',
  tag_text: { en: 'Spring', th: '' },
  tag_color: '#123ABC',
  note: { en: 'Only this week' },
  sort: 5,
  sale_from: null,
  sale_until: null,
  active: true,
};

async function center(app: TestApp = t, language = 3) {
  const res = await app.api.post('/pay/center', {}, { token: viewer, language });
  expect(res.body.code).toBe(200);
  return payCenterData.parse(res.body.data);
}

async function createOrder(goodsId: number, channelId = 1) {
  clock.advance(2000);
  const res = await t.api.post(
    '/pay/create-order',
    { goods_id: goodsId, pay_channel_id: channelId },
    { token: viewer, language: 3 },
  );
  return res.body.code;
}

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  // A second process over the same database (its own caches).
  other = await buildTestApp({
    now: clock.now,
    database: { ...t.database, close: async () => undefined },
  });
  ({ owner, editor } = await setUpConsoleTeam(t.app, clock));
  finance = (await setUpOperator(t.app, clock, { email: 'fin@example.com', role: 'finance', name: 'Finn' }))
    .session;
  viewer = await deviceToken(t.api, 'selling-device-000001');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('packages', () => {
  it('are for finance and owners only; bad input is 601, an unknown package 404', async () => {
    expect((await call('GET', '/goods', undefined, owner)).body.code).toBe(200);
    expect((await call('GET', '/goods', undefined, editor)).body.code).toBe(903);
    expect((await call('POST', '/goods', pack, editor)).body.code).toBe(903);
    expect((await consoleCall(t.app, 'GET', '/goods')).body.code).toBe(901);
    expect((await call('POST', '/goods', { ...pack, price_cents: 0 })).body.code).toBe(601);
    expect((await call('POST', '/goods', { ...pack, gold: 0 })).body.code).toBe(601);
    expect((await call('POST', '/goods', { ...pack, tag_color: 'red' })).body.code).toBe(601);
    expect((await call('POST', '/goods', { ...pack, tag_text: { xx: 'a' } })).body.code).toBe(601);
    const window = { sale_from: '2026-12-02T00:00:00Z', sale_until: '2026-12-01T00:00:00Z' };
    expect((await call('POST', '/goods', { ...pack, ...window })).body.code).toBe(601);
    expect((await call('POST', '/goods/9999', pack)).body.code).toBe(404);
    expect((await call('POST', '/goods/101', { ...pack, type: 2, vip_days: 7 })).body.code).toBe(601);
  });

  it('a price change is seen by /pay/center at once here, and by another process within the bound', async () => {
    await center(other);
    const before = (await center()).items.find((i) => i.goods_id === 102);
    expect(before?.price).toBe('9.99');
    const res = await call('POST', '/goods/102', { ...pack, price_cents: 1099, gold: 1000, bonus: 150 });
    expect(res.body.code).toBe(200);
    expect(consoleGoods.parse(res.body.data)).toMatchObject({ id: 102, price_cents: 1099, state: 'on_sale' });
    const after = (await center()).items.find((i) => i.goods_id === 102);
    expect(after).toMatchObject({ price: '10.99', fat_price: '$10.99', gold_num: 1000, bonus_num: 150 });
    expect(after?.tag).toEqual([{ tab: 'Spring', color: '#123abc' }]);
    expect(after?.note).toBe('Only this week');
    // Thai has no text of its own: the tag key's text, the operator's colour.
    const th = (await center(t, 4)).items.find((i) => i.goods_id === 102);
    expect(th?.tag[0]?.color).toBe('#123abc');
    expect(th?.tag[0]?.tab).not.toBe('Spring');
    expect(th?.note).toBe('');
    clock.advance(CATALOGUE_FRESHNESS.serverTtlMs);
    expect((await center(other)).items.find((i) => i.goods_id === 102)?.price).toBe('10.99');
  });

  it('creates a package, lists it with its orders, and audits every write', async () => {
    const res = await call('POST', '/goods', pack);
    const created = consoleGoods.parse(res.body.data);
    expect(created).toMatchObject({ id: 106, type: 1, gold: 300, orders: 0, tag_text: { en: 'Spring' } });
    expect((await center()).items.some((i) => i.goods_id === 106)).toBe(true);
    expect(await createOrder(106)).toBe(200);
    const list = goodsList.parse((await call('GET', '/goods')).body.data);
    expect(list.items.find((g) => g.id === 106)?.orders).toBe(1);
    const audit = auditResponse.parse((await call('GET', '/audit?entity=goods', undefined, owner)).body.data);
    expect(audit.items.map((i) => [i.action, i.entity_id, i.operator_name])).toEqual(
      expect.arrayContaining([
        ['create', '106', 'Finn'],
        ['update', '102', 'Finn'],
      ]),
    );
  });

  it('offers a package only inside its on-sale window, and refuses orders outside it', async () => {
    const at = clock.now();
    const window = {
      sale_from: new Date(at + 60_000).toISOString(),
      sale_until: new Date(at + 120_000).toISOString(),
    };
    const res = await call('POST', '/goods/106', { ...pack, ...window });
    expect(consoleGoods.parse(res.body.data).state).toBe('scheduled');
    expect((await center()).items.some((i) => i.goods_id === 106)).toBe(false);
    expect(await createOrder(106)).toBe(803);
    clock.advance(60_000);
    expect((await center()).items.some((i) => i.goods_id === 106)).toBe(true);
    expect(await createOrder(106)).toBe(200);
    clock.advance(60_000);
    expect((await center()).items.some((i) => i.goods_id === 106)).toBe(false);
    expect(await createOrder(106)).toBe(803);
    const list = goodsList.parse((await call('GET', '/goods')).body.data);
    expect(list.items.find((g) => g.id === 106)?.state).toBe('ended');
  });

  it('a package taken off sale is not offered and its orders are refused with 803', async () => {
    expect((await call('POST', '/goods/101', { ...pack, active: false })).body.code).toBe(200);
    expect((await center()).items.some((i) => i.goods_id === 101)).toBe(false);
    expect(await createOrder(101)).toBe(803);
    const list = goodsList.parse((await call('GET', '/goods')).body.data);
    expect(list.items.find((g) => g.id === 101)?.state).toBe('off');
  });
});

describe('payment channels', () => {
  it('lists each channel with whether this deployment can use it', async () => {
    expect((await call('GET', '/pay-channels', undefined, editor)).body.code).toBe(903);
    const list = channelList.parse((await call('GET', '/pay-channels')).body.data);
    expect(list.items).toEqual([
      { channel: 'stripe', channel_id: 2, enabled: false, configured: false },
      { channel: 'sandbox', channel_id: 1, enabled: true, configured: true },
    ]);
  });

  it('a channel without its gateway cannot be switched on (961), nor a list missing one (601)', async () => {
    const on = {
      channels: [
        { channel: 'stripe', enabled: true },
        { channel: 'sandbox', enabled: true },
      ],
    };
    const res = await call('POST', '/pay-channels', on);
    expect(res.body.code).toBe(961);
    expect(res.body.msg).toContain('stripe');
    expect(
      (await call('POST', '/pay-channels', { channels: [{ channel: 'sandbox', enabled: true }] })).body.code,
    ).toBe(601);
  });

  it('a channel switched off is not offered and its orders are refused; on again, both come back', async () => {
    const off = {
      channels: [
        { channel: 'sandbox', enabled: false },
        { channel: 'stripe', enabled: false },
      ],
    };
    // An order made while the channel was on, not yet on its way to the gateway.
    clock.advance(2000);
    const pending = await t.api.post(
      '/pay/create-order',
      { goods_id: 102, pay_channel_id: 1 },
      { token: viewer, language: 3 },
    );
    const tradeNo = createOrderData.parse(pending.body.data).orderId;
    const res = await call('POST', '/pay-channels', off);
    expect(res.body.code).toBe(200);
    // Switched off, its gateway sends nobody on to pay: a page says so, in the buyer's language.
    const gatewayOf = (language: number) =>
      t.app.inject({ method: 'GET', url: `/pay/gateway/sandbox?order_id=${tradeNo}&language=${language}` });
    const closed = await gatewayOf(3);
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain('This payment method is not available right now');
    expect((await gatewayOf(4)).body).toContain('วิธีชำระเงินนี้ไม่พร้อมใช้งาน');
    expect(channelList.parse(res.body.data).items.map((c) => c.channel)).toEqual(['sandbox', 'stripe']);
    expect((await center()).items.every((i) => i.pal_channel.length === 0)).toBe(true);
    expect(await createOrder(102)).toBe(804);
    const on = {
      channels: [
        { channel: 'stripe', enabled: false },
        { channel: 'sandbox', enabled: true },
      ],
    };
    expect((await call('POST', '/pay-channels', on, owner)).body.code).toBe(200);
    expect((await center()).items[0]?.pal_channel.map((c) => c.channel_id)).toEqual([1]);
    expect(await createOrder(102)).toBe(200);
    // On again, the order made before goes on to its checkout.
    expect((await gatewayOf(3)).statusCode).toBe(303);
    const audit = auditResponse.parse(
      (await call('GET', '/audit?entity=pay_channels', undefined, owner)).body.data,
    );
    expect(audit.items.map((i) => i.operator_name)).toEqual(['Olga', 'Finn']);
  });
});

describe('on a public address', () => {
  it('the sandbox is neither offered nor can be switched on', async () => {
    const siteClock = testClock();
    const site = await buildTestApp({ env: { PUBLIC_URL: 'https://drama.example.com' }, now: siteClock.now });
    try {
      const boss = (await setUpOperator(site.app, siteClock, { email: 'o@example.com', role: 'owner' }))
        .session;
      const body = {
        channels: [
          { channel: 'sandbox', enabled: true },
          { channel: 'stripe', enabled: false },
        ],
      };
      const res = await consoleCall(site.app, 'POST', '/pay-channels', { session: boss, body });
      expect(res.body.code).toBe(961);
      const token = await deviceToken(site.api, 'selling-public-000001');
      const data = payCenterData.parse((await site.api.post('/pay/center', {}, { token })).body.data);
      expect(data.items.every((i) => i.pal_channel.length === 0)).toBe(true);
    } finally {
      await site.close();
    }
  });
});
