/**
 * What the per-user reads keep in the process (issue 16): an operator's change to a drama,
 * made straight in the database as another process would, shows within the ttl (the test
 * moves the injected clock, it does not sleep); a session revoked elsewhere stops working
 * after SESSION_CACHE_TTL_MS, and a logout here at once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData, episodeData, recommendPage } from '#shared/contract/catalogue.ts';
import { dramaTranslations, dramas, episodes } from '#db/schema/catalogue.ts';
import { sessions } from '#db/schema/users.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { seedFixtureDramas } from '../../testing/fixture-dramas.ts';
import { hashToken, SESSION_CACHE_TTL_MS } from '../session/session.service.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue.cache.ts';

let t: TestApp;
let clock = Date.now();
let token: string;
let dramaId: number;

const detail = async () =>
  detailData.parse((await t.api.post('/video/detail', { drama_id: dramaId }, { token })).body.data);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ({ dramaA: dramaId } = await seedFixtureDramas(t, clock));
  token = await deviceToken(t.api, 'cache-device-000001');
});
afterAll(async () => {
  await t.close();
});

describe('the drama cache', () => {
  it('shows an operator price change within the ttl, not before', async () => {
    const before = await detail();
    const last = before.episodes.at(-1);
    expect(last?.locked).toBe(1);
    await t.database.db
      .update(episodes)
      .set({ priceOverride: 77 })
      .where(eq(episodes.id, last?.episode_id ?? 0));
    await t.database.db
      .update(dramas)
      .set({ episodePrice: sql`${dramas.episodePrice} + 1` })
      .where(eq(dramas.id, dramaId));

    clock += CATALOGUE_CACHE_TTL_MS - 1;
    const cached = await detail();
    expect(cached.episodes.at(-1)?.price).toBe(last?.price);
    expect(cached.drama.episode_price).toBe(before.drama.episode_price);

    clock += 2;
    const fresh = await detail();
    expect(fresh.episodes.at(-1)?.price).toBe(77);
    expect(fresh.drama.episode_price).toBe(before.drama.episode_price + 1);
    expect(fresh.total_to_finish).toBe(
      before.total_to_finish - (last?.price ?? 0) + 77 + fresh.locked_count - 1,
    );
  });

  it('shows a new title and a new episode after the ttl', async () => {
    const before = await detail();
    await t.database.db
      .update(dramaTranslations)
      .set({ title: 'Renamed by the operator' })
      .where(eq(dramaTranslations.dramaId, dramaId));
    await t.database.db
      .insert(episodes)
      .values({ dramaId, number: 7, durationMs: 6000, mediaKey: 'added07k' });

    expect((await detail()).drama.title).toBe(before.drama.title);
    const seventh = await t.api.post('/video/episode', { drama_id: dramaId, number: 7 }, { token });
    expect(seventh.body.code).toBe(404);

    clock += CATALOGUE_CACHE_TTL_MS + 1;
    const fresh = await detail();
    expect(fresh.drama.title).toBe('Renamed by the operator');
    expect(fresh.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('takes watch positions for an episode taken off the air until the ttl, then answers 404', async () => {
    const other = await deviceToken(t.api, 'cache-device-000002');
    const ep = (await detail()).episodes.find((e) => e.number === 2);
    const episodeId = ep?.episode_id ?? 0;
    const save = async () =>
      (await t.api.post('/video/progress', { episode_id: episodeId, position_ms: 1000 }, { token: other }))
        .body.code;
    expect(await save()).toBe(200);
    const [row] = await t.database.db
      .select({ mediaKey: episodes.mediaKey })
      .from(episodes)
      .where(eq(episodes.id, episodeId));
    // The operator withdraws its media (a re-encode): the row is kept for at most the ttl.
    await t.database.db.update(episodes).set({ mediaKey: null }).where(eq(episodes.id, episodeId));
    expect(await save()).toBe(200);
    clock += CATALOGUE_CACHE_TTL_MS + 1;
    expect(await save()).toBe(404);
    await t.database.db
      .update(episodes)
      .set({ mediaKey: row?.mediaKey ?? null })
      .where(eq(episodes.id, episodeId));
    // A missing episode is asked for again each time: back on the air at once.
    expect(await save()).toBe(200);
  });

  it('keeps the live counters and the viewer part fresh inside the ttl', async () => {
    const before = await detail();
    const episodeId = before.episodes[0]?.episode_id ?? 0;
    await t.api.post('/video/play', { episode_id: episodeId, view_id: 'cache-view-0001' }, { token });
    await t.api.post('/favorite/add', { drama_id: dramaId }, { token });
    const after = await detail();
    expect(after.drama.play_count).toBe(before.drama.play_count + 1);
    expect(after.drama.favorite_count).toBe(before.drama.favorite_count + 1);
    expect(after.is_favorite).toBe(1);
    const played = episodeData.parse(
      (await t.api.post('/video/episode', { drama_id: dramaId, number: 1 }, { token })).body.data,
    );
    expect(played.number).toBe(1);
    expect((await detail()).history?.episode_number).toBe(1);
  });

  it('serves the recommendation feed from the cache, with the language of each call', async () => {
    const en = recommendPage.parse(
      (await t.api.post('/video/recommend', {}, { token, language: 3 })).body.data,
    );
    const th = recommendPage.parse(
      (await t.api.post('/video/recommend', {}, { token, language: 4 })).body.data,
    );
    expect(en.list.length).toBeGreaterThan(0);
    expect(th.list.map((r) => r.drama.drama_id)).toEqual(en.list.map((r) => r.drama.drama_id));
    expect(th.list.map((r) => r.drama.title)).not.toEqual(en.list.map((r) => r.drama.title));
  });
});

describe('the session cache', () => {
  it('honours a revocation by another process after the ttl', async () => {
    const other = await deviceToken(t.api, 'cache-device-000002');
    expect((await t.api.post('/user/index', undefined, { token: other })).body.code).toBe(200);
    // Another instance logs the token out: only the row changes.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(other)));
    clock += SESSION_CACHE_TTL_MS - 1;
    expect((await t.api.post('/user/index', undefined, { token: other })).body.code).toBe(200);
    clock += 2;
    expect((await t.api.post('/user/index', undefined, { token: other })).body.code).toBe(301);
  });

  it('forgets a session at once on logout in this process', async () => {
    const mine = await deviceToken(t.api, 'cache-device-000003');
    expect((await t.api.post('/user/index', undefined, { token: mine })).body.code).toBe(200);
    await t.api.post('/auth/user/logout', undefined, { token: mine });
    expect((await t.api.post('/user/index', undefined, { token: mine })).body.code).toBe(301);
  });
});
