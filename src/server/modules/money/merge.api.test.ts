/**
 * A guest that paid for an episode the account it logs in to owned already bought it twice:
 * at the merge, what the guest paid for it comes back to the account (vouchers and gold as
 * spent, a batch's share), under its own ledger reason named in the wallet detail, once, with
 * the books balanced. Runs on PGlite and, under scripts/with-postgres.sh, on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dramas, episodes, unlocks } from '#db/schema/catalogue.ts';
import { ledger } from '#db/schema/wallet.ts';
import { detailData } from '#shared/contract/catalogue.ts';
import { goldDetailPage } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { DEFAULT_REWARDS } from '../rewards/rewards.settings.ts';

let t: TestApp;
let device = 0;
let clock = Date.parse('2026-11-10T12:00:00Z');
const WELCOME = DEFAULT_REWARDS.welcome.vouchers;

async function newGuest(): Promise<{ token: string; uid: number; udid: string }> {
  const udid = `merge-refund-${String(++device).padStart(6, '0')}`;
  const token = await deviceToken(t.api, udid);
  return { token, uid: await uid(token), udid };
}

async function uid(token: string): Promise<number> {
  return ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
}

/** A registered account (its own device), holding `gold`. */
async function account(email: string, gold: number): Promise<{ token: string; uid: number }> {
  clock += 61_000; // one code per address per 60 s
  const token = await emailLogin(t, (await newGuest()).token, email);
  const id = await uid(token);
  await grant(t.database.db, id, { gold });
  return { token, uid: id };
}

async function login(token: string, email: string): Promise<string> {
  clock += 61_000;
  return emailLogin(t, token, email);
}

async function episode(number: number): Promise<{ id: number; dramaId: number }> {
  const [row] = await t.database.db
    .select({ id: episodes.id, dramaId: episodes.dramaId })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
    .where(and(eq(dramas.slug, 'money-001'), eq(episodes.number, number)));
  if (!row) throw new Error(`no episode ${number}`);
  return row;
}

async function unlock(token: string, number: number, scope = 'one'): Promise<void> {
  clock += 1500; // past the duplicate-submit window
  const res = await t.api.post(
    '/video/unlock',
    { episode_id: (await episode(number)).id, scope, auto: 0 },
    { token, language: 3 },
  );
  expect(res.body.code).toBe(200);
}

async function balances(token: string): Promise<{ gold: number; coin: number }> {
  clock += 1500;
  const data = (await t.api.post('/pay/center', {}, { token })).body.data as {
    goldRemain: number;
    silverRemain: number;
  };
  return { gold: data.goldRemain, coin: data.silverRemain };
}

async function refunds(userId: number) {
  const rows = await t.database.db
    .select({ asset: ledger.asset, delta: ledger.delta, from: ledger.episodeFrom, other: ledger.otherUserId })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.reason, 'merge_refund')));
  return rows.sort((a, b) => (a.from ?? 0) - (b.from ?? 0) || a.asset.localeCompare(b.asset));
}

async function unlockedNumbers(userId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ number: episodes.number })
    .from(unlocks)
    .innerJoin(episodes, eq(episodes.id, unlocks.episodeId))
    .where(eq(unlocks.userId, userId));
  return rows.map((r) => r.number).sort((a, b) => a - b);
}

/** What the drama's detail says this viewer spent on it (decision 0040). */
async function spent(token: string): Promise<{ gold: number; coin: number } | undefined> {
  clock += 1500;
  const dramaId = (await episode(1)).dramaId;
  return detailData.parse((await t.api.post('/video/detail', { drama_id: dramaId }, { token })).body.data)
    .spent;
}

beforeAll(async () => {
  t = await buildTestApp({ database: await openTestDatabase({ poolSize: 4 }), now: () => clock });
  await seedCatalogue(t.database.db, moneyCatalogue(1));
});
afterEach(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

describe('a guest merged into an account that owned what it bought', () => {
  it('gives what the guest paid back to the account, as spent, with a ledger row that says why', async () => {
    const owner = await account('owner-1@example.com', 100);
    await unlock(owner.token, 3); // the account's own: 10 welcome vouchers
    const guest = await newGuest();
    await grant(t.database.db, guest.uid, { gold: 100, coin: 4 });
    await unlock(guest.token, 3); // bought twice: 4 vouchers, then 6 gold
    await unlock(guest.token, 4); // the account has not got this one: it moves

    const merged = await login(guest.token, 'owner-1@example.com');
    expect(await uid(merged)).toBe(owner.uid);

    // 100 own + 84 moved (100 less 6 and 10) + 6 back in gold; the welcome vouchers less 10, + 4 back.
    expect(await balances(merged)).toEqual({ gold: 190, coin: WELCOME - 10 + 4 });
    expect(await refunds(owner.uid)).toEqual([
      { asset: 'coin', delta: 4, from: 3, other: guest.uid },
      { asset: 'gold', delta: 6, from: 3, other: guest.uid },
    ]);
    expect(await unlockedNumbers(owner.uid)).toEqual([3, 4]);
    expect(await unlockedNumbers(guest.uid)).toEqual([]);

    clock += 1500;
    const detail = goldDetailPage.parse(
      (await t.api.post('/pay/gold-detail', { page: 1, page_size: 10 }, { token: merged, language: 3 })).body
        .data,
    );
    expect(detail.list.filter((r) => r.reason === 'merge_refund').map((r) => r.title)).toEqual([
      'Coins returned: Money Drama 1 ep. 3 was already yours',
      'Vouchers returned: Money Drama 1 ep. 3 was already yours',
    ]);
  });

  it("gives back a batch's share per episode, once, also when the same guest merges again", async () => {
    const owner = await account('owner-2@example.com', 0);
    await unlock(owner.token, 3);
    await unlock(owner.token, 4); // 20 of the welcome vouchers
    const guest = await newGuest();
    await grant(t.database.db, guest.uid, { gold: 200 });
    // The ten locked episodes 3-12 at 10 each, all of them 20% off: 80 gold, 8 an episode.
    await unlock(guest.token, 3, 'rest');
    await login(guest.token, 'owner-2@example.com');
    expect(await refunds(owner.uid)).toEqual([
      { asset: 'gold', delta: 8, from: 3, other: guest.uid },
      { asset: 'gold', delta: 8, from: 4, other: guest.uid },
    ]);
    expect(await unlockedNumbers(owner.uid)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Spent on the series: the account's 20 vouchers, the guest's 80 gold less the 16 given back.
    expect(await spent(owner.token)).toEqual({ gold: 64, coin: 20 });

    // The device's guest signs in anew and logs in again: nothing is given back twice.
    const again = await deviceToken(t.api, guest.udid);
    expect(await uid(again)).toBe(guest.uid);
    const merged = await login(again, 'owner-2@example.com');
    expect(await refunds(owner.uid)).toHaveLength(2);
    expect(await balances(merged)).toEqual({ gold: 200 - 80 + 16, coin: WELCOME - 20 });
    expect(await spent(merged)).toEqual({ gold: 64, coin: 20 });
  });
});

describe('what a guest spent on a series, in the detail of the account it logged in to', () => {
  it('counts the episodes the guest paid for, which the account now holds', async () => {
    const owner = await account('owner-3@example.com', 0);
    const guest = await newGuest();
    await grant(t.database.db, guest.uid, { gold: 5, coin: 15 });
    await unlock(guest.token, 3); // 10 vouchers
    await unlock(guest.token, 4); // 5 vouchers, then 5 gold
    expect(await spent(guest.token)).toEqual({ gold: 5, coin: 15 });

    const merged = await login(guest.token, 'owner-3@example.com');
    expect(await uid(merged)).toBe(owner.uid);
    expect(await unlockedNumbers(owner.uid)).toEqual([3, 4]);
    expect(await spent(merged)).toEqual({ gold: 5, coin: 15 });

    // The account's own purchase adds to it; another viewer sees nothing of either.
    await unlock(merged, 5);
    expect(await spent(merged)).toEqual({ gold: 5, coin: 25 });
    expect(await spent((await newGuest()).token)).toEqual({ gold: 0, coin: 0 });
  });
});
