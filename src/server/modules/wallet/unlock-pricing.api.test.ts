/**
 * The server alone prices an unlock (issue 14), as a property over random states: random
 * dramas (length, free episodes, per-episode prices), episodes already unlocked (gaps
 * included), balances, auto-unlock settings, and up to five parallel requests with any scope.
 * Then, replaying the successful unlocks in the order they committed:
 *   - each charged exactly the price of the offer the quote of that same state shows for the
 *     episodes it unlocked, and for the scope it asked (never cheaper);
 *   - no balance is negative and every wallet equals the sum of its ledger rows;
 *   - what was spent is exactly what the ledger says, and nothing else moved.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real parallel transactions).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes as episodeTable, unlocks } from '#db/schema/catalogue.ts';
import { wallets } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';
import { AUTO_UNLOCK_CAP_MIN, unlockData, type UnlockScope } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { episodeStates } from '../money/entitlement.ts';
import { chargedOffer, quoteOffers } from '../money/unlock.service.ts';

/** Drama shapes: [episodes, free]. Lengths around the offers' edges (1, 10, 11) and beyond. */
const SHAPES = [
  [1, 0],
  [3, 1],
  [6, 2],
  [11, 1],
  [12, 2],
  [14, 0],
  [25, 3],
] as const;

let t: TestApp;
let dramaIds: number[] = [];
let deviceSeq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const manifest = moneyCatalogue(SHAPES.length, 1);
  manifest.dramas = SHAPES.map(([count, free], d) => {
    const base = moneyCatalogue(1, count, free, 10).dramas[0];
    if (!base) throw new Error('no drama');
    const slug = `pricing-${d}`;
    return {
      ...base,
      slug,
      episodes: base.episodes.map((e) => ({ ...e, media_key: `${slug}-${e.number}` })),
    };
  });
  await seedCatalogue(t.database.db, manifest);
  const rows = await t.database.db
    .selectDistinct({ dramaId: episodeTable.dramaId })
    .from(episodeTable)
    .orderBy(asc(episodeTable.dramaId));
  dramaIds = rows.map((r) => r.dramaId);
  expect(dramaIds).toHaveLength(SHAPES.length);
});
afterAll(async () => {
  await t.close();
});

interface Request {
  number: number;
  scope: UnlockScope;
  auto: 0 | 1;
}

const scenario = fc.integer({ min: 0, max: SHAPES.length - 1 }).chain((shape) => {
  const [count] = SHAPES[shape] ?? [1, 0];
  return fc.record({
    shape: fc.constant(shape),
    prices: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: count, maxLength: count }),
    // About one paid episode in four unlocked already, anywhere (gaps included).
    unlocked: fc.array(
      fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      { minLength: count, maxLength: count },
    ),
    gold: fc.integer({ min: 0, max: 400 }),
    coin: fc.integer({ min: 0, max: 150 }),
    autoOn: fc.boolean(),
    dailyCap: fc.integer({ min: AUTO_UNLOCK_CAP_MIN, max: 200 }),
    requests: fc.array(
      fc
        .record({
          number: fc.integer({ min: 1, max: count }),
          scope: fc.constantFrom<UnlockScope>('one', 'next10', 'rest'),
          auto: fc.constantFrom<0 | 1>(0, 0, 0, 1),
        })
        // An automatic unlock is one episode (the contract refuses another scope with it).
        .map((r): Request => (r.auto === 1 ? { ...r, scope: 'one' } : r)),
      { minLength: 1, maxLength: 5 },
    ),
  });
});

describe('unlock pricing under random states and parallel requests', () => {
  it('charges the quote of the state it commits on, keeps balances whole and the books equal', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const db = t.database.db;
        const dramaId = dramaIds[s.shape] ?? 0;
        const [, free] = SHAPES[s.shape] ?? [1, 0];
        const eps = await db
          .select({ id: episodeTable.id, number: episodeTable.number })
          .from(episodeTable)
          .where(eq(episodeTable.dramaId, dramaId))
          .orderBy(asc(episodeTable.number));
        for (const e of eps) {
          await db
            .update(episodeTable)
            .set({ priceOverride: s.prices[e.number - 1] ?? 1 })
            .where(eq(episodeTable.id, e.id));
        }
        const idOf = (n: number) => eps[n - 1]?.id ?? 0;

        const token = await deviceToken(t.api, `pricing-device-${String(++deviceSeq).padStart(6, '0')}`);
        const me = await t.api.post('/user/index', undefined, { token });
        const uid = Number((me.body.data as { uid: number | string }).uid);
        const initial = new Set(
          eps.filter((e) => e.number > free && s.unlocked[e.number - 1]).map((e) => e.number),
        );
        if (initial.size > 0)
          await db.insert(unlocks).values([...initial].map((n) => ({ userId: uid, episodeId: idOf(n) })));
        await grant(db, uid, { gold: s.gold, coin: s.coin });
        await t.api.post(
          '/wallet/auto-unlock',
          { enabled: s.autoOn ? 1 : 0, daily_cap: s.dailyCap },
          { token },
        );

        const answers = await Promise.all(
          s.requests.map((r) => t.api.post('/video/unlock', { episode_id: idOf(r.number), ...r }, { token })),
        );
        for (const a of answers) {
          expect(a.status).toBe(200);
          expect([200, 602, 701, 702, 703, 704, 802]).toContain(a.body.code);
        }

        // The successful unlocks in commit order: the order of their first ledger rows.
        const rows = await db
          .select()
          .from(ledger)
          .where(and(eq(ledger.userId, uid), inArray(ledger.reason, ['unlock', 'auto_unlock'])))
          .orderBy(asc(ledger.id));
        const spent = (i: number) => {
          const d = unlockData.parse(answers[i]?.body.data);
          return d.spent_coin + d.spent_gold;
        };
        const done = answers
          .map((a, i) => ({ a, i, req: s.requests[i] as Request }))
          .filter(
            ({ a }) => a.body.code === 200 && unlockData.parse(a.body.data).unlocked_numbers.length > 0,
          );
        const firstRow = (i: number) => {
          const nums = unlockData.parse(answers[i]?.body.data).unlocked_numbers;
          const ref = `:e${nums[0]}-${nums.at(-1)}:`;
          const idx = rows.findIndex((r) => r.reference.includes(ref));
          return idx < 0 ? Number.MAX_SAFE_INTEGER : idx;
        };
        done.sort((x, y) => firstRow(x.i) - firstRow(y.i));

        // Replay on the pure model from the starting state.
        const open = new Set(initial);
        let balance = { gold: s.gold, coin: s.coin };
        for (const { i, req } of done) {
          const data = unlockData.parse(answers[i]?.body.data);
          const states = episodeStates(
            eps.map((e) => ({
              id: e.id,
              number: e.number,
              durationMs: 0,
              price: s.prices[e.number - 1] ?? 1,
            })),
            { freeEpisodes: free, isVip: false, unlockedIds: new Set([...open].map(idOf)) },
          );
          const expected = chargedOffer(states, req.number, req.scope, balance);
          expect(expected).toBeDefined();
          expect(quoteOffers(states, req.number, balance)).toContainEqual(expected);
          expect(spent(i)).toBe(expected?.price);
          expect(data.unlocked_numbers[0]).toBe(expected?.first_number);
          expect(data.unlocked_numbers.at(-1)).toBe(expected?.last_number);
          expect(data.unlocked_numbers).toHaveLength(expected?.count ?? -1);
          expect(data.spent_coin).toBe(Math.min(balance.coin, spent(i)));
          for (const n of data.unlocked_numbers) open.add(n);
          balance = { coin: balance.coin - data.spent_coin, gold: balance.gold - data.spent_gold };
          expect(data.balance).toEqual(balance);
        }

        // Nothing else moved: the unlocks are the replayed ones, the wallet the replayed balance.
        const stored = await db
          .select({ id: unlocks.episodeId })
          .from(unlocks)
          .where(eq(unlocks.userId, uid));
        expect(new Set(stored.map((r) => r.id))).toEqual(new Set([...open].map(idOf)));
        const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, uid));
        expect({ gold: wallet?.gold, coin: wallet?.coin }).toEqual(balance);
        expect(rows.reduce((sum, r) => sum - r.delta, 0)).toBe(s.gold + s.coin - balance.gold - balance.coin);
      }),
      { numRuns: 60 },
    );
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
