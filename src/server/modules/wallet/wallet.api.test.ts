import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { dramas, episodes, unlocks } from '#db/schema/catalogue.ts';
import { users } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';
import { goldDetailPage, unlockData, unlockQuoteData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import { openTestDatabase, testDatabaseKind } from '../../testing/test-database.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';

let t: TestApp;
let device = 0;

async function newUser(): Promise<{ token: string; uid: number }> {
  const token = await deviceToken(t.api, `wallet-device-${String(++device).padStart(6, '0')}`);
  const uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  return { token, uid };
}

async function episodeId(dramaNumber: number, number: number): Promise<number> {
  const slug = `money-${String(dramaNumber).padStart(3, '0')}`;
  const [row] = await t.database.db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
    .where(and(eq(dramas.slug, slug), eq(episodes.number, number)));
  if (!row) throw new Error(`no episode ${slug}#${number}`);
  return row.id;
}

async function call(path: string, body: unknown, token: string) {
  return (await t.api.post(path, body, { token })).body;
}

let database: (DatabaseHandle & { url?: string }) | undefined;
/** The app's clock: the tests move it past the duplicate-submit window instead of sleeping. */
let clock = Date.now();
const DAY_MS = 86_400_000;
/** When auto-unlock's day ends by the app's clock (unix seconds): the next midnight UTC. */
const resetsAt = (): number => ((Math.floor(clock / DAY_MS) + 1) * DAY_MS) / 1000;

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 12 });
  t = await buildTestApp({ database, now: () => clock });
  await seedCatalogue(t.database.db, moneyCatalogue(60));
});
afterEach(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
});
afterAll(async () => {
  // Closes the database too (the app's onClose hook).
  await t.close();
});

describe('the locked-episode sheet', () => {
  it('quotes the price, vouchers first, and the batch offers with their discount', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100, coin: 15 });
    const res = await call('/video/unlock-quote', { episode_id: await episodeId(1, 3) }, u.token);
    expect(res.code).toBe(200);
    const quote = unlockQuoteData.parse(res.data);
    expect(quote).toMatchObject({ number: 3, price: 10, playable: 0, can_unlock: 1, blocked_by: 0 });
    expect(quote.balance).toEqual({ gold: 100, coin: 15 });
    expect(quote.auto_unlock).toEqual({ enabled: 0, daily_cap: 300, spent_today: 0, resets_at: resetsAt() });
    const [one, next] = quote.offers;
    expect(one).toMatchObject({
      scope: 'one',
      count: 1,
      price: 10,
      from_coin: 10,
      from_gold: 0,
      affordable: 1,
    });
    // Episodes 3..12: ten episodes, 100 listed. "Next 10" and "all remaining" are the same ten,
    // so only the deeper discount (all remaining, 20% off) is offered.
    expect(next).toMatchObject({
      scope: 'rest',
      count: 10,
      first_number: 3,
      last_number: 12,
      list_price: 100,
      discount_percent: 20,
      price: 80,
      from_coin: 15,
      from_gold: 65,
    });
    expect(quote.offers).toHaveLength(2);
  });

  it('names the episode to unlock first when the order rule blocks', async () => {
    const u = await newUser();
    const quote = unlockQuoteData.parse(
      (await call('/video/unlock-quote', { episode_id: await episodeId(1, 6) }, u.token)).data,
    );
    expect(quote).toMatchObject({ can_unlock: 0, blocked_by: 3, offers: [] });
  });
});

describe('unlocking', () => {
  it('spends vouchers first, then gold, writes the ledger, and never charges twice', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100, coin: 15 });
    const ep3 = await episodeId(2, 3);
    const first = unlockData.parse((await call('/video/unlock', { episode_id: ep3 }, u.token)).data);
    expect(first).toEqual({
      unlocked_numbers: [3],
      spent_coin: 10,
      spent_gold: 0,
      balance: { gold: 100, coin: 5 },
    });
    const ep4 = await episodeId(2, 4);
    const second = unlockData.parse((await call('/video/unlock', { episode_id: ep4 }, u.token)).data);
    expect(second).toEqual({
      unlocked_numbers: [4],
      spent_coin: 5,
      spent_gold: 5,
      balance: { gold: 95, coin: 0 },
    });
    // Asking again (after the 1 s duplicate window would have passed or not) charges nothing.
    clock += 1100;
    const again = unlockData.parse((await call('/video/unlock', { episode_id: ep3 }, u.token)).data);
    expect(again).toEqual({
      unlocked_numbers: [],
      spent_coin: 0,
      spent_gold: 0,
      balance: { gold: 95, coin: 0 },
    });
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.userId, u.uid));
    expect(rows.filter((r) => r.reason === 'unlock').map((r) => [r.asset, r.delta, r.balanceAfter])).toEqual([
      ['coin', -10, 5],
      ['coin', -5, 0],
      ['gold', -5, 95],
    ]);
  });

  it('refuses an identical request within 1000 ms (duplicate-submit guard)', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 50 });
    const body = { episode_id: await episodeId(3, 3) };
    const [a, b] = await Promise.all([
      call('/video/unlock', body, u.token),
      call('/video/unlock', body, u.token),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 602]);
  });

  it('keeps the order rule: no skipping a locked episode', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    const res = await call('/video/unlock', { episode_id: await episodeId(4, 5) }, u.token);
    expect(res.code).toBe(702);
    expect(await t.database.db.select().from(unlocks).where(eq(unlocks.userId, u.uid))).toEqual([]);
  });

  it('answers 802 with nothing written when the balance is short', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 6, coin: 3 });
    const res = await call('/video/unlock', { episode_id: await episodeId(5, 3) }, u.token);
    expect(res.code).toBe(802);
    expect(res.msg).toBe('Insufficient balance');
    expect(await t.database.db.select().from(unlocks).where(eq(unlocks.userId, u.uid))).toEqual([]);
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.userId, u.uid));
    expect(rows.map((r) => r.reason)).toEqual(['grant', 'grant']);
  });

  it('unlocks a batch in order at the price the quote shows for it, whatever scope is sent', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 200 });
    // Ten locked episodes left: the quote offers one or the rest (20% off), not next10 (10% off).
    const quote = unlockQuoteData.parse(
      (await call('/video/unlock-quote', { episode_id: await episodeId(6, 3) }, u.token)).data,
    );
    expect(quote.offers.map((o) => [o.scope, o.count, o.price])).toEqual([
      ['one', 1, 10],
      ['rest', 10, 80],
    ]);
    const res = unlockData.parse(
      (await call('/video/unlock', { episode_id: await episodeId(6, 3), scope: 'next10' }, u.token)).data,
    );
    expect(res.unlocked_numbers).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(res.spent_gold).toBe(80);
    expect(res.balance.gold).toBe(120);
  });

  it("charges a batch scope that covers one episode the quote's undiscounted price (issue 14)", async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 200 });
    const first = await call('/video/unlock', { episode_id: await episodeId(10, 3), scope: 'rest' }, u.token);
    expect(unlockData.parse(first.data).spent_gold).toBe(80);
    // Re-lock the last one: one locked episode left, which the quote offers at 10 coins.
    const last = await episodeId(10, 12);
    await t.database.db.delete(unlocks).where(and(eq(unlocks.userId, u.uid), eq(unlocks.episodeId, last)));
    const quote = unlockQuoteData.parse(
      (await call('/video/unlock-quote', { episode_id: await episodeId(10, 12) }, u.token)).data,
    );
    expect(quote.offers.map((o) => [o.scope, o.price])).toEqual([['one', 10]]);
    for (const scope of ['rest', 'next10'] as const) {
      const res = await call('/video/unlock', { episode_id: await episodeId(10, 12), scope }, u.token);
      const data = unlockData.parse(res.data);
      // The first charges the quote's 10; the repeat finds it open and charges nothing.
      expect(data.spent_gold).toBe(scope === 'rest' ? 10 : 0);
    }
  });

  it('lets a VIP watch everything free without charging', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    await t.database.db
      .update(users)
      .set({ vipUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, u.uid));
    const quote = unlockQuoteData.parse(
      (await call('/video/unlock-quote', { episode_id: await episodeId(7, 9) }, u.token)).data,
    );
    expect(quote).toMatchObject({ playable: 1, offers: [] });
    const res = unlockData.parse(
      (await call('/video/unlock', { episode_id: await episodeId(7, 9) }, u.token)).data,
    );
    expect(res).toMatchObject({ unlocked_numbers: [], spent_gold: 0 });
  });

  it('auto-unlocks only when switched on, within the daily cap', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    const ep3 = await episodeId(8, 3);
    expect((await call('/video/unlock', { episode_id: ep3, auto: 1 }, u.token)).code).toBe(704);
    // (past the duplicate-submit window of the identical request above)
    clock += 1100;
    const state = await call('/wallet/auto-unlock', { enabled: 1, daily_cap: 15 }, u.token);
    expect(state.data).toEqual({ enabled: 1, daily_cap: 15, spent_today: 0, resets_at: resetsAt() });
    expect((await call('/video/unlock', { episode_id: ep3, auto: 1 }, u.token)).code).toBe(200);
    const over = await call('/video/unlock', { episode_id: await episodeId(8, 4), auto: 1 }, u.token);
    expect(over.code).toBe(703);
    const quote = unlockQuoteData.parse(
      (await call('/video/unlock-quote', { episode_id: await episodeId(8, 4) }, u.token)).data,
    );
    expect(quote.auto_unlock).toEqual({ enabled: 1, daily_cap: 15, spent_today: 10, resets_at: resetsAt() });
  });

  it('keeps the cap the viewer picked when auto-unlock is switched off without one', async () => {
    const u = await newUser();
    clock += 1100;
    const on = await call('/wallet/auto-unlock', { enabled: 1, daily_cap: 1000 }, u.token);
    expect(on.data).toMatchObject({ enabled: 1, daily_cap: 1000 });
    clock += 1100;
    const off = await call('/wallet/auto-unlock', { enabled: 0 }, u.token);
    expect(off.data).toMatchObject({ enabled: 0, daily_cap: 1000 });
  });

  it('starts the daily cap again on the next day of the app’s clock', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    clock += 1100;
    await call('/wallet/auto-unlock', { enabled: 1, daily_cap: 15 }, u.token);
    expect((await call('/video/unlock', { episode_id: await episodeId(9, 3), auto: 1 }, u.token)).code).toBe(
      200,
    );
    const ep4 = await episodeId(9, 4);
    expect((await call('/video/unlock', { episode_id: ep4, auto: 1 }, u.token)).code).toBe(703);
    // The next UTC day by the injected clock (no waiting): what auto-unlock spent is yesterday's.
    const endOfDay = resetsAt();
    clock = (Math.floor(clock / DAY_MS) + 1) * DAY_MS + 60_000;
    expect((await call('/video/unlock', { episode_id: ep4, auto: 1 }, u.token)).code).toBe(200);
    const quote = unlockQuoteData.parse(
      (await call('/video/unlock-quote', { episode_id: await episodeId(9, 5) }, u.token)).data,
    );
    expect(quote.auto_unlock.spent_today).toBe(10);
    // The new day ends a day after the one before.
    expect(quote.auto_unlock.resets_at).toBe(endOfDay + 86_400);
  });

  it('lists every movement in the wallet detail with what it was for', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    await call('/video/unlock', { episode_id: await episodeId(9, 3), scope: 'next10' }, u.token);
    const page = goldDetailPage.parse(
      (await t.api.post('/pay/gold-detail', {}, { token: u.token, language: 1 })).body.data,
    );
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({ asset: 'gold', delta: -80, balance_after: 20, reason: 'unlock' });
    expect(page.list[0]?.title).toBe('解锁《金錢劇 9》第 3–12 集');
    expect(page.list[1]).toMatchObject({ delta: 100, reason: 'grant' });
  });
});

describe('under concurrency', () => {
  it('charges exactly once for 100 parallel unlocks of one episode with money for one', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 10 });
    const ep = await episodeId(10, 3);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.services.unlocks.unlock(u.uid, { episode_id: ep, scope: 'one', auto: 0 }).then(
          (r) => r,
          (e: unknown) => e,
        ),
      ),
    );
    const charged = results.filter(
      (r) =>
        unlockData.safeParse(r).success && (r as { unlocked_numbers: number[] }).unlocked_numbers.length > 0,
    );
    expect(charged).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, u.uid), eq(ledger.reason, 'unlock')));
    expect(rows.map((r) => r.delta)).toEqual([-10]);
  });

  it('lets exactly k of 50 parallel unlocks of different episodes succeed with money for k', async () => {
    const u = await newUser();
    const k = 7;
    await grant(t.database.db, u.uid, { gold: 10 * k });
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => episodeId(11 + i, 3)));
    // Two server instances on one database when it is PostgreSQL: half the requests each.
    let second: TestApp | undefined;
    let secondDb: DatabaseHandle | undefined;
    if (testDatabaseKind() === 'postgres' && database?.url) {
      secondDb = await openDatabase({ databaseUrl: database.url, poolSize: 12 });
      second = await buildTestApp({ database: secondDb });
    }
    const results = await Promise.all(
      ids.map((id, i) =>
        (i % 2 === 1 && second ? second : t).api.post(
          '/video/unlock',
          { episode_id: id },
          { token: u.token },
        ),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(k);
    expect(codes.filter((c) => c === 802)).toHaveLength(50 - k);
    const [wallet] = await t.database.db.select().from(ledger).where(eq(ledger.userId, u.uid));
    expect(wallet).toBeDefined();
    expect(
      unlockQuoteData.parse((await call('/video/unlock-quote', { episode_id: ids[0] }, u.token)).data)
        .balance,
    ).toEqual({
      gold: 0,
      coin: 0,
    });
    // Also ends the second pool (the app's onClose hook).
    if (second) await second.app.close();
  });
});
