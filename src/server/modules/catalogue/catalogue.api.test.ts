import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { detailData, episodeData, homeData, rankPage, dramaPage } from '#shared/contract/catalogue.ts';
import { unlocks } from '#db/schema/catalogue.ts';
import { users } from '#db/schema/users.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { SEGMENT_BYTES } from '../../testing/catalogue-fixture.ts';
import { seedFixtureDramas } from '../../testing/fixture-dramas.ts';

let t: TestApp;
let clock = Date.now();
let token: string;
let uid: number;
let dramaA: number;
let dramaB: number;

async function post<T>(
  path: string,
  body: unknown,
  as = token,
): Promise<{ code: number; data: T; msg: string }> {
  const res = await t.api.post(path, body, { token: as });
  return res.body as { code: number; data: T; msg: string };
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ({ dramaA, dramaB } = await seedFixtureDramas(t, clock));
  token = await deviceToken(t.api, 'catalogue-device-001');
  uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
});
afterAll(async () => {
  await t.close();
});

describe('listings', () => {
  it('serves the home feed with banners and localized rails', async () => {
    const res = await t.api.get('/video/home', {}, { language: 4 });
    const home = homeData.parse(res.body.data);
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.rails.map((r) => r.key)).toContain('hot');
    expect(home.rails[0]?.title).toBe('กำลังฮิต');
    expect(home.rails.flatMap((r) => r.list.map((d) => d.title))).toContain('เจ้าสาวลับ');
    expect(home.rails[0]?.list[0]?.poster).toMatch(/^\/media\/posters\/.+\.webp$/);
  });

  it('caches listings per language with an ETag and answers 304', async () => {
    const first = await t.api.get('/video/home', {}, { language: 3 });
    expect(first.raw.headers['cache-control']).toBe(`public, max-age=${CATALOGUE_FRESHNESS.maxAgeS}`);
    expect(first.raw.headers.vary).toContain('language');
    const etag = String(first.raw.headers.etag);
    const again = await t.api.get('/video/home', {}, { language: 3, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const other = await t.api.get('/video/home', {}, { language: 1, headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
  });

  it('pages the list and filters by tag and status', async () => {
    const page1 = dramaPage.parse((await t.api.get('/video/list', { page: '1', page_size: '1' })).body.data);
    expect(page1).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(page1.list).toHaveLength(1);
    const revenge = dramaPage.parse((await t.api.get('/video/list', { tag: 'revenge' })).body.data);
    expect(revenge.list.map((d) => d.drama_id)).toEqual([dramaB]);
    const completed = dramaPage.parse((await t.api.get('/video/list', { status: 'completed' })).body.data);
    expect(completed.total).toBe(1);
  });

  it('searches titles in any language, with LIKE wildcards taken literally', async () => {
    for (const keyword of ['secret', '秘密', 'เจ้าสาว', 'Pengantin']) {
      const res = dramaPage.parse((await t.api.get('/video/search', { keyword })).body.data);
      expect(
        res.list.map((d) => d.drama_id),
        keyword,
      ).toEqual([dramaA]);
    }
    const none = dramaPage.parse((await t.api.get('/video/search', { keyword: '%' })).body.data);
    expect(none.total).toBe(0);
    const empty = await t.api.get('/video/search', { keyword: '' });
    expect(empty.body.code).toBe(601);
  });

  it('ranks by plays, favourites and newness for each period', async () => {
    for (const type of ['hot', 'new', 'favorite']) {
      for (const period of ['day', 'week', 'month', 'all']) {
        const res = rankPage.parse((await t.api.get('/video/rank', { type, period })).body.data);
        expect(res.list.map((d) => d.rank)).toEqual([1, 2]);
        const scores = res.list.map((d) => d.score);
        if (type !== 'new') expect(scores[0]).toBeGreaterThanOrEqual(scores[1] ?? 0);
      }
    }
    const bad = await t.api.get('/video/rank', { type: 'loud' });
    expect(bad.body.code).toBe(601);
    // A parameter left empty is absent, as the signature has it (DESIGN 2): the default applies.
    const blank = await t.api.get('/video/rank', { type: '', period: 'week' });
    expect(rankPage.parse(blank.body.data).list.map((d) => d.rank)).toEqual([1, 2]);
    expect((await t.api.get('/video/list', { page: '1', page_size: '' })).body.code).toBe(200);
  });

  it('lists tags with counts', async () => {
    const res = await t.api.get('/video/tags', {}, { language: 2 });
    expect(res.body.data).toEqual({
      list: [
        { slug: 'romance', name: '愛情', drama_count: 2 },
        { slug: 'revenge', name: '復仇', drama_count: 1 },
      ],
    });
  });
});

describe('episodes, locks and media', () => {
  it('shows each episode lock state, price and the total to finish', async () => {
    const detail = detailData.parse((await post('/video/detail', { drama_id: dramaA })).data);
    expect(detail.episodes.map((e) => e.locked)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(detail.episodes.map((e) => e.can_unlock)).toEqual([0, 0, 1, 0, 0, 0]);
    expect(detail.episodes.map((e) => e.price)).toEqual([0, 0, 30, 30, 30, 30]);
    expect(detail.total_to_finish).toBe(120);
    expect(detail.locked_count).toBe(4);
    expect(detail.balance).toEqual({ gold: 0, coin: 0 });
    expect(detail.is_svip).toBe(0);
    const missing = await post('/video/detail', { drama_id: 99999 });
    expect(missing.code).toBe(404);
  });

  it('plays a free episode through its signed URL with ranges and long-cached segments', async () => {
    const ep = episodeData.parse((await post('/video/episode', { drama_id: dramaA, number: 1 })).data);
    expect(ep.url).toMatch(/^\/media\/\d+\.[\w-]+\/e\/[\w-]+\/index\.m3u8$/);
    expect(ep.next?.number).toBe(2);
    const playlist = await t.app.inject({ method: 'GET', url: ep.url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const segmentUrl = ep.url.replace('index.m3u8', '360p/seg_000.m4s');
    const ranged = await t.app.inject({
      method: 'GET',
      url: segmentUrl,
      headers: { range: 'bytes=100-1099' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(1000);
    expect(ranged.headers['content-range']).toBe(`bytes 100-1099/${SEGMENT_BYTES}`);
    expect(ranged.headers['cache-control']).toContain('immutable');
    const poster = await t.app.inject({ method: 'GET', url: ep.poster });
    expect(poster.statusCode).toBe(200);
  });

  it('refuses a locked episode with 701 and never signs its media', async () => {
    const res = await post('/video/episode', { drama_id: dramaA, number: 3 });
    expect(res.code).toBe(701);
    expect(res.data).toBeNull();
    const two = episodeData.parse((await post('/video/episode', { drama_id: dramaA, number: 2 })).data);
    expect(two.next).toBeNull();
  });

  it('refuses expired, tampered, foreign and guessed media URLs', async () => {
    const ep = episodeData.parse((await post('/video/episode', { drama_id: dramaA, number: 1 })).data);
    const detail = detailData.parse((await post('/video/detail', { drama_id: dramaA })).data);
    expect(detail.episodes).toHaveLength(6);
    const keyOf = (url: string) => url.split('/')[4] ?? '';
    const lockedKey = keyOf(ep.url).replace(/01k$/, '03k');
    const attempts = [
      ep.url.replace(/\/media\/(\d+)\./, (_m, exp: string) => `/media/${Number(exp) + 60}.`),
      ep.url.replace(/\.([\w-]{5})/, '.AAAAA'),
      ep.url.replace(keyOf(ep.url), lockedKey),
      `/media/e/${lockedKey}/index.m3u8`,
      `/media/1.x/e/${lockedKey}/360p/seg_000.m4s`,
      ep.url.replace('index.m3u8', '../../../secrets.json'),
      ep.url.replace('index.m3u8', '%2e%2e/%2e%2e/%2e%2e/secrets.json'),
    ];
    for (const url of attempts) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.rawPayload.length, url).toBeLessThan(100);
    }
    clock += 5 * 60 * 60 * 1000;
    try {
      const expired = await t.app.inject({ method: 'GET', url: ep.url });
      expect(expired.statusCode).toBe(403);
    } finally {
      clock -= 5 * 60 * 60 * 1000;
    }
  });

  it('answers nginx auth_request: 204 for a valid signed path, 403 otherwise', async () => {
    const ep = episodeData.parse((await post('/video/episode', { drama_id: dramaA, number: 1 })).data);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/media-auth',
      headers: { 'x-original-uri': ep.url },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/media-auth',
      headers: { 'x-original-uri': '/media/1.a/e/x/index.m3u8' },
    });
    expect(bad.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: '/media-auth' });
    expect(none.statusCode).toBe(403);
  });

  it('plays an unlocked episode and, for a VIP, every episode', async () => {
    const other = await deviceToken(t.api, 'catalogue-device-002');
    const otherUid = (
      (await t.api.post('/user/index', undefined, { token: other })).body.data as { uid: number }
    ).uid;
    const detail = detailData.parse((await post('/video/detail', { drama_id: dramaA }, other)).data);
    const third = detail.episodes[2];
    await t.database.db.insert(unlocks).values({ userId: otherUid, episodeId: third?.episode_id ?? 0 });
    expect((await post('/video/episode', { drama_id: dramaA, number: 3 }, other)).code).toBe(200);
    expect((await post('/video/episode', { drama_id: dramaA, number: 4 }, other)).code).toBe(701);
    const after = detailData.parse((await post('/video/detail', { drama_id: dramaA }, other)).data);
    expect(after.episodes.map((e) => e.can_unlock)).toEqual([0, 0, 0, 1, 0, 0]);
    expect(after.total_to_finish).toBe(90);

    await t.database.db
      .update(users)
      .set({ vipUntil: new Date(clock + 86_400_000) })
      .where(eq(users.id, otherUid));
    const vip = detailData.parse((await post('/video/detail', { drama_id: dramaA }, other)).data);
    expect(vip.is_svip).toBe(1);
    expect(vip.total_to_finish).toBe(0);
    expect((await post('/video/episode', { drama_id: dramaA, number: 6 }, other)).code).toBe(200);
  });
});

describe('progress, history, plays and favourites', () => {
  it('resumes where the user left off and lists the history', async () => {
    await post('/video/episode', { drama_id: dramaB, number: 1 });
    expect(
      (await post('/video/progress', { episode_id: await firstEpisodeId(dramaB), position_ms: 4200 })).code,
    ).toBe(200);
    const ep = episodeData.parse((await post('/video/episode', { drama_id: dramaB, number: 1 })).data);
    expect(ep.position_ms).toBe(4200);
    const detail = detailData.parse((await post('/video/detail', { drama_id: dramaB })).data);
    expect(detail.history).toEqual({ episode_number: 1, position_ms: 4200 });
    const history = await post<{
      list: { drama: { drama_id: number }; position_ms: number; duration_ms: number }[];
    }>('/history/list', {});
    expect(history.data.list[0]).toMatchObject({
      drama: { drama_id: dramaB },
      position_ms: 4200,
      duration_ms: 6000,
    });
  });

  it('removes one history entry and clears all', async () => {
    await post('/video/episode', { drama_id: dramaA, number: 1 });
    const before = await post<{ total: number }>('/history/list', {});
    expect(before.data.total).toBe(2);
    await post('/history/remove', { drama_id: dramaA });
    expect((await post<{ total: number }>('/history/list', {})).data.total).toBe(1);
    await post('/history/clear', {});
    expect((await post<{ total: number }>('/history/list', {})).data.total).toBe(0);
  });

  it('counts one view per person, episode and day, whatever view ids are sent', async () => {
    const episodeId = await firstEpisodeId(dramaB);
    const before = dramaPage.parse(
      (await t.api.get('/video/search', { keyword: 'queen', page_size: '5' })).body.data,
    );
    const reports = await Promise.all(
      Array.from({ length: 5 }, () =>
        post<{ counted: number }>('/video/play', { episode_id: episodeId, view_id: 'view-0001-abcd' }),
      ),
    );
    expect(reports.map((r) => r.data.counted).sort()).toEqual([0, 0, 0, 0, 1]);
    // Another view id the same day adds nothing: one viewer cannot inflate the count.
    expect(
      (await post<{ counted: number }>('/video/play', { episode_id: episodeId, view_id: 'view-0002-abcd' }))
        .data,
    ).toEqual({ counted: 0 });
    clock += 86_400_000;
    expect(
      (await post<{ counted: number }>('/video/play', { episode_id: episodeId, view_id: 'view-0003-abcd' }))
        .data,
    ).toEqual({ counted: 1 });
    const detail = detailData.parse((await post('/video/detail', { drama_id: dramaB })).data);
    expect(detail.drama.play_count).toBe((before.list[0]?.play_count ?? 0) + 2);
  });

  it('keeps no position and counts no view of an episode the viewer has not unlocked', async () => {
    const viewer = await deviceToken(t.api, 'catalogue-locked-0001');
    const detail = detailData.parse((await post('/video/detail', { drama_id: dramaA }, viewer)).data);
    const third = detail.episodes.find((e) => e.number === 3);
    expect(third?.locked).toBe(1);
    const progress = await post(
      '/video/progress',
      { episode_id: third?.episode_id, position_ms: 5000 },
      viewer,
    );
    expect(progress.code).toBe(701);
    const play = await post(
      '/video/play',
      { episode_id: third?.episode_id, view_id: 'locked-view-01' },
      viewer,
    );
    expect(play.code).toBe(701);
    const after = detailData.parse((await post('/video/detail', { drama_id: dramaA }, viewer)).data);
    expect(after.history).toBeNull();
    expect(after.start?.number).toBe(1);
    expect(after.drama.play_count).toBe(detail.drama.play_count);
    // A free one is kept and counted.
    const first = detail.episodes[0]?.episode_id;
    expect((await post('/video/progress', { episode_id: first, position_ms: 1000 }, viewer)).code).toBe(200);
    expect((await post('/video/play', { episode_id: first, view_id: 'free-view-0001' }, viewer)).code).toBe(
      200,
    );
  });

  it('adds and removes favourites idempotently', async () => {
    const start = detailData.parse((await post('/video/detail', { drama_id: dramaA })).data).drama
      .favorite_count;
    const add1 = await post<{ is_favorite: number; favorite_count: number }>('/favorite/add', {
      drama_id: dramaA,
    });
    expect(add1.data).toEqual({ is_favorite: 1, favorite_count: start + 1 });
    const add2 = await post<{ favorite_count: number }>('/favorite/add', { drama_id: dramaA });
    expect(add2.data.favorite_count).toBe(start + 1);
    const list = await post<{ list: { drama: { drama_id: number } }[] }>('/favorite/list', {});
    expect(list.data.list.map((f) => f.drama.drama_id)).toEqual([dramaA]);
    expect(detailData.parse((await post('/video/detail', { drama_id: dramaA })).data).is_favorite).toBe(1);
    const removed = await post<{ is_favorite: number; favorite_count: number }>('/favorite/remove', {
      drama_id: dramaA,
    });
    expect(removed.data).toEqual({ is_favorite: 0, favorite_count: start });
    expect((await post('/favorite/add', { drama_id: 424242 })).code).toBe(404);
  });

  it('keeps each user to their own history and favourites', async () => {
    const other = await deviceToken(t.api, 'catalogue-device-003');
    await post('/favorite/add', { drama_id: dramaB });
    expect((await post<{ total: number }>('/favorite/list', {}, other)).data.total).toBe(0);
    expect((await post<{ total: number }>('/history/list', {}, other)).data.total).toBe(0);
    expect(uid).toBeGreaterThan(0);
  });
});

async function firstEpisodeId(dramaId: number): Promise<number> {
  const detail = detailData.parse((await post('/video/detail', { drama_id: dramaId })).data);
  return detail.episodes[0]?.episode_id ?? 0;
}
