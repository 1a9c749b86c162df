/**
 * Plain prices (issue 19): every card says what the series costs (coins per episode, the whole
 * series in coins and in money at the best coin pack's rate on sale), the detail what this
 * viewer has spent on it. Packs and prices are changed in the database as an operator would,
 * and the clock moved past the caches' bound.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dramas } from '#db/schema/catalogue.ts';
import { goods } from '#db/schema/wallet.ts';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { detailData, dramaPage, homeData, rankPage, recommendPage } from '#shared/contract/catalogue.ts';
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
const detail = async (as = token) =>
  detailData.parse((await t.api.post('/video/detail', { drama_id: brideId }, { token: as })).body.data);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot), clock);
  token = await deviceToken(t.api, 'prices-device-000001');
  uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  brideId = (await list()).find((d) => d.episode_count === 6)?.drama_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('prices on cards', () => {
  it('gives coins per episode and the series in coins and in money at the best pack rate', async () => {
    const cards = await list();
    // The best default pack is 13,000 coins (10,000 + 3,000 bonus) for $99.99.
    expect(cards.find((d) => d.drama_id === brideId)).toMatchObject({
      free_episodes: 2,
      episode_price: 30,
      series_coins: 120,
      series_cents: Math.ceil((120 * 9999) / 13000),
      currency: 'USD',
    });
    const queen = cards.find((d) => d.episode_count === 3);
    expect(queen).toMatchObject({ free_episodes: 1, episode_price: 50, series_coins: 100, series_cents: 77 });
  });

  it('is on every kind of card: home rails, rankings, search, the feed', async () => {
    const home = homeData.parse((await t.api.get('/video/home')).body.data);
    const homeCards = home.rails.flatMap((r) => r.list);
    expect(homeCards.length).toBeGreaterThan(0);
    for (const card of homeCards) expect(card.series_coins).toBeGreaterThan(0);
    const rank = rankPage.parse((await t.api.get('/video/rank', { type: 'new', period: 'all' })).body.data);
    expect(rank.list.find((d) => d.drama_id === brideId)?.series_coins).toBe(120);
    const found = dramaPage.parse((await t.api.get('/video/search', { keyword: 'Bride' })).body.data);
    expect(found.list[0]?.series_cents).toBe(93);
    const feed = recommendPage.parse((await t.api.post('/video/recommend', {}, { token })).body.data);
    expect(feed.list.find((e) => e.drama.drama_id === brideId)?.drama.series_coins).toBe(120);
  });

  it('follows the packs on sale: the next best rate, then no money at all', async () => {
    await t.database.db.update(goods).set({ active: false }).where(eq(goods.id, 105));
    later();
    // 6,250 coins for $49.99.
    expect((await bride())?.series_cents).toBe(Math.ceil((120 * 4999) / 6250));
    await t.database.db.update(goods).set({ active: false }).where(eq(goods.type, 1));
    later();
    expect((await bride())?.series_cents).toBeNull();
    expect((await detail()).drama.series_cents).toBeNull();
    await t.database.db.update(goods).set({ active: true });
    later();
    expect((await bride())?.series_cents).toBe(93);
  });

  it('says a series whose every episode is free costs nothing', async () => {
    await t.database.db.update(dramas).set({ freeEpisodes: 6 }).where(eq(dramas.id, brideId));
    later();
    expect(await bride()).toMatchObject({ series_coins: 0, series_cents: 0 });
    expect((await detail()).drama).toMatchObject({ series_coins: 0, series_cents: 0 });
    await t.database.db.update(dramas).set({ freeEpisodes: 2 }).where(eq(dramas.id, brideId));
    later();
  });
});

describe('what the viewer has spent on a series', () => {
  it('sums the viewer’s own debits for its episodes, vouchers and gold apart', async () => {
    expect((await detail()).spent).toEqual({ gold: 0, coin: 0 });
    await grant(t.database.db, uid, { gold: 100, coin: 20 });
    const third = (await detail()).episodes.find((e) => e.number === 3);
    const res = await t.api.post('/video/unlock', { episode_id: third?.episode_id, scope: 'one' }, { token });
    expect(res.body.code).toBe(200);
    // Vouchers first: 20 of them, then 10 gold.
    expect((await detail()).spent).toEqual({ gold: 10, coin: 20 });
    const other = await deviceToken(t.api, 'prices-device-000002');
    expect((await detail(other)).spent).toEqual({ gold: 0, coin: 0 });
  });
});
