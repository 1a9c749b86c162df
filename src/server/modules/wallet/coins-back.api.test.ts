/**
 * Coins back when playback fails (issue 19, decision 0041), through the API on a real
 * database: the player's failure report, the return (to the balances the coins came from,
 * once, within 24 h of the unlock, under 10 s watched, 3 a month), the unlock withdrawn, and
 * the books still balanced after every test.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dramas, episodes, unlocks } from '#db/schema/catalogue.ts';
import { users } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';
import { coinsBackData, playbackFailureData } from '#shared/contract/coins-back.ts';
import { goldDetailPage, unlockQuoteData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';

let t: TestApp;
let device = 0;
/** The app's clock, mid-month: tests move it (past the repeat guard, the window, the month). */
let clock = Date.parse('2026-11-10T12:00:00Z');
const HOUR = 3600_000;

async function newUser(): Promise<{ token: string; uid: number }> {
  const token = await deviceToken(t.api, `coins-back-${String(++device).padStart(6, '0')}`);
  const uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  return { token, uid };
}

async function episode(dramaNumber: number, number: number): Promise<{ id: number; dramaId: number }> {
  const slug = `money-${String(dramaNumber).padStart(3, '0')}`;
  const [row] = await t.database.db
    .select({ id: episodes.id, dramaId: episodes.dramaId })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
    .where(and(eq(dramas.slug, slug), eq(episodes.number, number)));
  if (!row) throw new Error(`no episode ${slug}#${number}`);
  return row;
}

async function call(path: string, body: unknown, token: string) {
  // Past the duplicate-submit window of the call before.
  clock += 1500;
  return (await t.api.post(path, body, { token, language: 3 })).body;
}

async function unlock(token: string, ep: { id: number }, scope = 'one') {
  const res = await call('/video/unlock', { episode_id: ep.id, scope, auto: 0 }, token);
  expect(res.code).toBe(200);
}

async function report(token: string, ep: { id: number; dramaId: number }) {
  const res = await call(
    '/video/playback-failure',
    { drama_id: ep.dramaId, episode_id: ep.id, kind: 'network', position_ms: 0 },
    token,
  );
  expect(res.code).toBe(200);
  return playbackFailureData.parse(res.data);
}

const giveBack = (token: string, ep: { id: number }) =>
  call('/wallet/coins-back', { episode_id: ep.id }, token);

async function balance(token: string) {
  const res = await call('/video/unlock-quote', { episode_id: (await episode(1, 3)).id }, token);
  return unlockQuoteData.parse(res.data).balance;
}

beforeAll(async () => {
  const database = await openTestDatabase({ poolSize: 8 });
  t = await buildTestApp({ database, now: () => clock });
  await seedCatalogue(t.database.db, moneyCatalogue(12));
});
afterEach(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

describe('coins back when playback fails', () => {
  it('gives the coins back to the balances they came from, withdraws the unlock, once', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100, coin: 4 });
    const ep = await episode(1, 3);
    await unlock(u.token, ep); // 10: 4 vouchers, then 6 gold
    expect(await report(u.token, ep)).toEqual({ returnable: 1, coin: 4, gold: 6 });

    const res = await giveBack(u.token, ep);
    expect(res.code).toBe(200);
    expect(coinsBackData.parse(res.data)).toEqual({ coin: 4, gold: 6, balance: { gold: 100, coin: 4 } });
    expect(await balance(u.token)).toEqual({ gold: 100, coin: 4 });

    // One row per balance, under its own reason, named in the wallet detail.
    const rows = await t.database.db
      .select({ asset: ledger.asset, delta: ledger.delta })
      .from(ledger)
      .where(and(eq(ledger.userId, u.uid), eq(ledger.reason, 'playback_refund')));
    expect(rows.sort((a, b) => a.asset.localeCompare(b.asset))).toEqual([
      { asset: 'coin', delta: 4 },
      { asset: 'gold', delta: 6 },
    ]);
    const detail = goldDetailPage.parse(
      (await call('/pay/gold-detail', { page: 1, page_size: 5 }, u.token)).data,
    );
    expect(detail.list.filter((r) => r.reason === 'playback_refund').map((r) => r.title)).toEqual([
      'Coins returned: Money Drama 1 ep. 3 could not play',
      'Vouchers returned: Money Drama 1 ep. 3 could not play',
    ]);

    // The episode is locked again: watching it later is a new unlock.
    const quote = unlockQuoteData.parse(
      (await call('/video/unlock-quote', { episode_id: ep.id }, u.token)).data,
    );
    expect(quote.playable).toBe(0);

    // A second try is refused, and so is one after buying it again.
    expect(await giveBack(u.token, ep)).toMatchObject({
      code: 711,
      msg: 'The coins for this episode were already returned',
    });
    await unlock(u.token, ep);
    expect(await report(u.token, ep)).toEqual({ returnable: 0, coin: 0, gold: 0 });
    expect((await giveBack(u.token, ep)).code).toBe(711);
  });

  it('refuses after a full watch, by the server’s own progress records', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    const ep = await episode(2, 3);
    await unlock(u.token, ep);
    await call('/video/episode', { drama_id: ep.dramaId, number: 3 }, u.token);
    // Buffered by the server (not yet written): the rules write it before they read.
    expect((await call('/video/progress', { episode_id: ep.id, position_ms: 6000 }, u.token)).code).toBe(200);
    expect(await report(u.token, ep)).toEqual({ returnable: 0, coin: 0, gold: 0 });
    expect(await giveBack(u.token, ep)).toMatchObject({
      code: 713,
      msg: 'This episode played for 10 seconds or more, so its coins cannot be returned',
    });
  });

  it('lets a few seconds of play still count as a failure', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    const ep = await episode(2, 3);
    await unlock(u.token, ep);
    await call('/video/progress', { episode_id: ep.id, position_ms: 4000 }, u.token);
    expect(await report(u.token, ep)).toEqual({ returnable: 1, coin: 0, gold: 10 });
    expect((await giveBack(u.token, ep)).code).toBe(200);
  });

  it('refuses 24 hours after the unlock', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    const ep = await episode(3, 3);
    await unlock(u.token, ep);
    expect((await report(u.token, ep)).returnable).toBe(1);
    clock += 24 * HOUR;
    expect(await giveBack(u.token, ep)).toMatchObject({
      code: 712,
      msg: 'Coins can be returned only within 24 hours of unlocking the episode',
    });
  });

  it('refuses without a failure reported since the unlock', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    const ep = await episode(4, 3);
    await unlock(u.token, ep);
    expect(await giveBack(u.token, ep)).toMatchObject({
      code: 714,
      msg: 'No playback failure of this episode was reported since it was unlocked',
    });
  });

  it('has nothing to return for a free episode or one a VIP played', async () => {
    const u = await newUser();
    const free = await episode(5, 1);
    expect(await report(u.token, free)).toEqual({ returnable: 0, coin: 0, gold: 0 });
    const notPaid = {
      code: 714,
      msg: 'This episode was not unlocked with your coins, so there is nothing to return',
    };
    expect(await giveBack(u.token, free)).toMatchObject(notPaid);

    await t.database.db
      .update(users)
      .set({ vipUntil: new Date(clock + 30 * 24 * HOUR) })
      .where(eq(users.id, u.uid));
    const paid = await episode(5, 4);
    expect((await call('/video/episode', { drama_id: paid.dramaId, number: 4 }, u.token)).code).toBe(200);
    expect(await report(u.token, paid)).toEqual({ returnable: 0, coin: 0, gold: 0 });
    expect(await giveBack(u.token, paid)).toMatchObject(notPaid);
  });

  it('gives back one episode’s share of a batch unlock', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 80 });
    const ep = await episode(6, 3);
    await unlock(u.token, ep, 'rest'); // episodes 3..12, 100 listed, 20% off: 80
    expect(await report(u.token, ep)).toEqual({ returnable: 1, coin: 0, gold: 8 });
    expect(coinsBackData.parse((await giveBack(u.token, ep)).data)).toMatchObject({ gold: 8 });
    const open = await t.database.db.select().from(unlocks).where(eq(unlocks.userId, u.uid));
    expect(open).toHaveLength(9);
  });

  it('gives back at most 3 times a calendar month', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    const [first, second, third, fourth] = await Promise.all([3, 4, 5, 6].map((n) => episode(7, n)));
    if (!first || !second || !third || !fourth) throw new Error('no episodes');
    for (const ep of [first, second, third, fourth]) {
      await unlock(u.token, ep);
      await report(u.token, ep);
    }
    for (const ep of [first, second, third]) expect((await giveBack(u.token, ep)).code).toBe(200);
    expect(await giveBack(u.token, fourth)).toMatchObject({
      code: 715,
      msg: 'Coins can be returned at most 3 times a month',
    });

    // A new month counts afresh (a new unlock: the window runs from it). Another drama: here
    // the withdrawn episodes 3..5 come before any next unlock (the order rule).
    clock = Date.parse('2026-12-01T00:30:00Z');
    const fifth = await episode(11, 3);
    await unlock(u.token, fifth);
    expect((await report(u.token, fifth)).returnable).toBe(1);
    expect((await giveBack(u.token, fifth)).code).toBe(200);
    clock = Date.parse('2026-11-10T12:00:00Z');
  });

  it('gives back once when two returns arrive at once', async () => {
    const u = await newUser();
    await grant(t.database.db, u.uid, { gold: 100 });
    const ep = await episode(8, 3);
    await unlock(u.token, ep);
    await report(u.token, ep);
    clock += 1500;
    // Two texts of the same request, so the duplicate-submit guard lets both through.
    const [a, b] = await Promise.all([
      t.api.postRaw('/wallet/coins-back', `{"episode_id":${ep.id}}`, { token: u.token }),
      t.api.postRaw('/wallet/coins-back', `{ "episode_id": ${ep.id} }`, { token: u.token }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 711]);
    expect(await balance(u.token)).toEqual({ gold: 100, coin: 0 });
  });

  it('answers a bad report with a clear code', async () => {
    const u = await newUser();
    const ep = await episode(9, 3);
    const other = await episode(10, 3);
    const bad = await call(
      '/video/playback-failure',
      { drama_id: ep.dramaId, episode_id: ep.id, kind: 'boom', position_ms: 0 },
      u.token,
    );
    expect(bad.code).toBe(601);
    const mismatched = await call(
      '/video/playback-failure',
      { drama_id: other.dramaId, episode_id: ep.id, kind: 'media', position_ms: 0 },
      u.token,
    );
    expect(mismatched.code).toBe(404);
    expect((await call('/wallet/coins-back', { episode_id: 2_000_000_000 }, u.token)).code).toBe(404);
  });
});
