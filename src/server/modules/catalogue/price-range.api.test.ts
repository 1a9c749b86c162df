/**
 * The range of a series' episode prices on its card: operators price runs of episodes apart
 * from the series' default (per-episode overrides), so a card says the lowest and highest
 * price of the episodes a viewer can buy, the ones series_coins adds up, and the unlock
 * charges what it says. Overrides are set in the database as the console's "Set prices" does,
 * and the clock moved past the caches' bound.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes } from '#db/schema/catalogue.ts';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { detailData, dramaPage } from '#shared/contract/catalogue.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { grant } from '../../testing/money.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue.cache.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';

let t: TestApp;
let clock = Date.now();
let token: string;
let uid: number;
/** The fixture's six-episode drama: 2 free, 30 coins each after. */
let brideId: number;

const later = () => {
  clock += Math.max(CATALOGUE_CACHE_TTL_MS, CATALOGUE_FRESHNESS.serverTtlMs) + 1;
};
const list = async () =>
  dramaPage.parse((await t.api.get('/video/list', { page: '1', page_size: '10' })).body.data).list;
const bride = async () => (await list()).find((d) => d.drama_id === brideId);
const detail = async () =>
  detailData.parse((await t.api.post('/video/detail', { drama_id: brideId }, { token })).body.data);
const price = async (numbers: number[], priceOverride: number | null) => {
  await t.database.db
    .update(episodes)
    .set({ priceOverride })
    .where(and(eq(episodes.dramaId, brideId), inArray(episodes.number, numbers)));
  later();
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot), clock);
  token = await deviceToken(t.api, 'range-device-000001');
  uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  brideId = (await list()).find((d) => d.episode_count === 6)?.drama_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('the range of episode prices on a card', () => {
  it('is the default alone while no episode overrides it', async () => {
    expect(await bride()).toMatchObject({
      episode_price: 30,
      episode_price_min: 30,
      episode_price_max: 30,
      series_coins: 120,
    });
  });

  it('gives the overridden price when every paid episode has it, not the default', async () => {
    await price([3, 4, 5, 6], 25);
    const want = { episode_price: 30, episode_price_min: 25, episode_price_max: 25, series_coins: 100 };
    expect(await bride()).toMatchObject(want);
    expect((await detail()).drama).toMatchObject(want);
  });

  it('spans a run priced above the default, and the unlock charges the lowest', async () => {
    await price([6], 60);
    await price([5], null);
    const want = { episode_price_min: 25, episode_price_max: 60, series_coins: 25 + 25 + 30 + 60 };
    expect(await bride()).toMatchObject(want);
    expect((await detail()).drama).toMatchObject(want);
    await grant(t.database.db, uid, { gold: 100 });
    const third = (await detail()).episodes.find((e) => e.number === 3);
    expect(third?.price).toBe(25);
    const res = await t.api.post('/video/unlock', { episode_id: third?.episode_id, scope: 'one' }, { token });
    expect(res.body.code).toBe(200);
    expect((await detail()).spent).toEqual({ gold: 25, coin: 0 });
  });

  it('leaves out the free episodes and those past the ready run, as series_coins does', async () => {
    const lengths = (await detail()).episodes.map((e) => e.duration_ms);
    const sum = (ms: number[]) => ms.reduce((a, b) => a + b, 0);
    // The card's running time counts the same episodes as its episode count, free ones too.
    expect(lengths).toHaveLength(6);
    expect(sum(lengths)).toBeGreaterThan(0);
    expect(await bride()).toMatchObject({ episode_count: 6, runtime_ms: sum(lengths) });
    await price([1, 2], 99);
    expect(await bride()).toMatchObject({ episode_price_min: 25, episode_price_max: 60 });
    await t.database.db
      .update(episodes)
      .set({ mediaKey: null })
      .where(and(eq(episodes.dramaId, brideId), gte(episodes.number, 6)));
    later();
    expect(await bride()).toMatchObject({ episode_price_min: 25, episode_price_max: 30, series_coins: 80 });
    expect(await bride()).toMatchObject({ episode_count: 5, runtime_ms: sum(lengths.slice(0, 5)) });
  });
});
