/**
 * A package identical to one on sale (the same kind, coins or VIP days, and price, in windows
 * that meet) is refused, created or edited into, with a 601 the form shows; one off sale, one
 * priced otherwise, one whose window does not meet, and a package's own edit are not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleGoods,
  goodsList,
  type ConsoleGoods,
  type GoodsInput,
} from '#shared/contract/console-goods.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { consoleCall, setUpOperator, testClock, type ConsoleSession } from '../operator/console.testing.ts';

const clock = testClock();
let t: TestApp;
let finance: ConsoleSession;

const call = (method: 'GET' | 'POST', path: string, body?: unknown, language = '3') =>
  consoleCall(t.app, method, path, {
    session: finance,
    headers: { language },
    ...(body === undefined ? {} : { body }),
  });

/** The input that saves `g` as it is, with `fields` changed. */
function inputOf(g: ConsoleGoods, fields: Partial<GoodsInput> = {}): GoodsInput {
  return {
    type: g.type === 2 ? 2 : 1,
    price_cents: g.price_cents,
    gold: g.gold,
    bonus: g.bonus,
    vip_days: g.vip_days,
    tag: g.tag,
    tag_text: g.tag_text,
    tag_color: g.tag_color,
    note: g.note,
    sort: g.sort,
    sale_from: g.sale_from,
    sale_until: g.sale_until,
    active: g.active,
    ...fields,
  };
}

async function seeded(id: number): Promise<ConsoleGoods> {
  const list = goodsList.parse((await call('GET', '/goods')).body.data);
  const found = list.items.find((g) => g.id === id);
  if (!found) throw new Error(`no package ${id}`);
  return found;
}

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  finance = (await setUpOperator(t.app, clock, { email: 'fin@example.com', role: 'finance', name: 'Finn' }))
    .session;
});
afterAll(async () => {
  await t.close();
});

describe('duplicate packages', () => {
  it('are refused on sale at the same time, with the package they repeat', async () => {
    const coins = await seeded(101);
    expect(coins.active).toBe(true);
    // Another bonus, tag and note do not make it another package: the same coins for the same price.
    const twin = inputOf(coins, { bonus: coins.bonus + 10, tag: 'hot', note: { en: 'Again' }, sort: 99 });
    const refused = await call('POST', '/goods', twin);
    expect(refused.body.code).toBe(601);
    expect(refused.body.msg).toBe(
      'Package #101 has the same kind, price and contents and is on sale at the same time. Change this one, or take #101 off sale first.',
    );
    expect(refused.body.data).toEqual({ duplicate_of: 101 });
    const th = await call('POST', '/goods', twin, '4');
    expect(th.body.msg).toContain('#101');
    expect(th.body.msg).not.toContain('Package');

    // The VIP package likewise.
    const vip = await seeded(201);
    expect((await call('POST', '/goods', inputOf(vip, { sort: 50 }))).body.code).toBe(601);

    // Off sale it is kept (not offered); put on sale, it is refused.
    const off = await call('POST', '/goods', { ...twin, active: false });
    expect(off.body.code).toBe(200);
    const offId = consoleGoods.parse(off.body.data).id;
    expect((await call('POST', `/goods/${offId}`, twin)).body.code).toBe(601);

    // Another price is another package; a window that ends before the other's opens as well.
    expect((await call('POST', '/goods', { ...twin, price_cents: coins.price_cents + 100 })).body.code).toBe(
      200,
    );
    const june = { sale_from: '2026-06-01T00:00:00.000Z', sale_until: '2026-07-01T00:00:00.000Z' };
    const july = { sale_from: '2026-07-01T00:00:00.000Z', sale_until: '2026-08-01T00:00:00.000Z' };
    const priced = { ...twin, price_cents: 777 };
    expect((await call('POST', '/goods', { ...priced, ...june })).body.code).toBe(200);
    expect((await call('POST', '/goods', { ...priced, ...july })).body.code).toBe(200);
    expect(
      (await call('POST', '/goods', { ...priced, sale_from: '2026-06-15T00:00:00.000Z', sale_until: null }))
        .body.code,
    ).toBe(601);

    // A package saved as it is, is not its own duplicate.
    expect((await call('POST', '/goods/101', inputOf(coins, { sort: coins.sort + 1 }))).body.code).toBe(200);
  });
});
