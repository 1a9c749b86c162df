/**
 * An episode viewers see keeps a release time that has come (decision 0030's `visibility`):
 * a future one, on episode 1 of a series on the air or on any later episode out, is refused in
 * the operator's language, and viewers keep the series and its episodes. A draft's episodes, and
 * those not out yet, are scheduled freely. The update carries only what the operator changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData, dramaPage } from '#shared/contract/catalogue.ts';
import { seriesDetail, seriesListResponse, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import {
  consoleCall,
  login,
  sessionOf,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue.cache.ts';
import { seedDramas } from './catalogue-seed.repository.ts';

const clock = testClock(Date.parse('2026-11-26T09:00:10Z'));
const DAY = 86_400_000;
const at = (offset: number) => new Date(clock.now() + offset).toISOString();
let t: TestApp;
let editor: ConsoleSession;
let editorLogin: { email: string; secret: string };
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  // money-001: six episodes out with the series; money-002: episodes 5 and 6 without a video yet.
  const { tags, dramas } = moneyCatalogue(2, 6);
  const [live, pending] = dramas;
  if (!live || !pending) throw new Error('fixture');
  const episodes = pending.episodes.map((e) => (e.number > 4 ? { ...e, media_key: null } : e));
  await seedDramas(t.database.db, { tags, dramas: [live, { ...pending, episodes }] }, clock.now());
  const operator = await setUpOperator(t.app, clock, { email: 'ed@example.com', role: 'editor' });
  editor = operator.session;
  editorLogin = operator;
  token = await deviceToken(t.api, 'episode-release-viewer-01');
});
afterAll(async () => {
  await t.close();
});

const call = async (path: string, body?: unknown, language = '3') =>
  (
    await consoleCall(t.app, body === undefined ? 'GET' : 'POST', path, {
      session: editor,
      body,
      headers: { language },
    })
  ).body;

async function series(slug: string): Promise<SeriesDetail> {
  const list = seriesListResponse.parse((await call(`/series?q=${slug}`)).data);
  return seriesDetail.parse((await call(`/series/${list.items.find((s) => s.slug === slug)?.id}`)).data);
}

const update = (s: SeriesDetail, number: number, body: unknown, language?: string) =>
  call(`/series/${s.id}/episodes/${s.episodes.find((e) => e.number === number)?.id}`, body, language);

/** What a viewer gets now (past the catalogue cache): the episode numbers, or the code. */
async function viewerEpisodes(id: number): Promise<number[] | number> {
  clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
  const res = (await t.api.post('/video/detail', { drama_id: id }, { token })).body;
  return res.code === 200 ? detailData.parse(res.data).episodes.map((e) => e.number) : res.code;
}

async function searchFinds(id: number): Promise<boolean> {
  const res = (await t.api.get('/video/search', { keyword: 'Money Drama' })).body;
  return dramaPage.parse(res.data).list.some((d) => d.drama_id === id);
}

const message = (
  locale: 'en' | 'zh-Hans',
  key: 'episode_release.series_on_air' | 'episode_release.out',
  n: number,
) => SERVER_MESSAGES[locale][key].replace('{number}', String(n));

describe('an episode release time', () => {
  it('refuses a future time for episode 1 of a series on the air, and viewers keep the series', async () => {
    const live = await series('money-001');
    expect(await viewerEpisodes(live.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const refused = await update(live, 1, { release_at: at(DAY) }, '1');
    expect(refused).toMatchObject({ code: 601, msg: message('zh-Hans', 'episode_release.series_on_air', 1) });
    expect((await update(live, 1, { price_override: null, release_at: at(60_000) })).msg).toBe(
      message('en', 'episode_release.series_on_air', 1),
    );
    expect((await series('money-001')).episodes[0]?.release_at).toBeNull();
    expect(await viewerEpisodes(live.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await searchFinds(live.id)).toBe(true);
  });

  it('refuses a future time for a later episode out, and takes a time that has come', async () => {
    const live = await series('money-001');
    expect(await update(live, 3, { release_at: at(DAY) })).toMatchObject({
      code: 601,
      msg: message('en', 'episode_release.out', 3),
    });
    expect(await viewerEpisodes(live.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const past = at(-DAY);
    expect(
      seriesDetail.parse((await update(live, 3, { release_at: past })).data).episodes[2]?.release_at,
    ).toBe(past);
    expect((await update(live, 3, { release_at: null })).code).toBe(200);
    expect(await viewerEpisodes(live.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('schedules episodes not out yet, and again later', async () => {
    const pending = await series('money-002');
    expect(await viewerEpisodes(pending.id)).toEqual([1, 2, 3, 4]);
    expect((await update(pending, 5, { release_at: at(DAY) })).code).toBe(200);
    expect((await update(pending, 6, { release_at: at(2 * DAY) })).code).toBe(200);
    const later = at(3 * DAY);
    const moved = await update(pending, 5, { release_at: later });
    expect(seriesDetail.parse(moved.data).episodes[4]?.release_at).toBe(later);
  });

  it("schedules a draft's episode 1 freely: unpublished first, as the refusal says", async () => {
    const live = await series('money-001');
    expect((await call(`/series/${live.id}/unpublish`, {})).code).toBe(200);
    const time = at(DAY);
    const scheduled = await update(live, 1, { release_at: time });
    expect(seriesDetail.parse(scheduled.data).episodes[0]?.release_at).toBe(time);
    expect((await call(`/series/${live.id}/publish`, {})).code).toBe(200);
    expect(await viewerEpisodes(live.id)).toBe(404);
    clock.advance(DAY);
    expect(await viewerEpisodes(live.id)).toEqual([1, 2, 3, 4, 5, 6]);
    editor = sessionOf(await login(t.app, clock, editorLogin)); // a day later: signed in again
  });
});

describe('an episode update', () => {
  it('changes only the field sent: a release edit keeps a price set meanwhile', async () => {
    const pending = await series('money-002'); // the row as a tab opened earlier shows it
    expect(pending.episodes[5]?.price_override).toBeNull();
    expect((await update(pending, 6, { price_override: 55 })).code).toBe(200); // another tab
    const time = at(5 * DAY);
    const released = seriesDetail.parse((await update(pending, 6, { release_at: time })).data);
    expect(released.episodes[5]).toMatchObject({ price_override: 55, release_at: time });
    const priced = seriesDetail.parse((await update(pending, 6, { price_override: 40 })).data);
    expect(priced.episodes[5]).toMatchObject({ price_override: 40, release_at: time });
    const same = await update(pending, 6, {});
    expect(seriesDetail.parse(same.data).episodes[5]).toMatchObject({ price_override: 40, release_at: time });
    expect((await update(pending, 6, { price_override: 0 })).msg).toBe(SERVER_MESSAGES.en.episode_price_min);
    expect((await call(`/series/${pending.id}/episodes/999999`, { release_at: null })).code).toBe(404);
  });
});

describe('an episode order', () => {
  const reorder = (s: SeriesDetail, numbers: number[], language?: string) =>
    call(
      `/series/${s.id}/episodes/order`,
      { episode_ids: numbers.map((n) => s.episodes.find((e) => e.number === n)?.id) },
      language,
    );

  it('may not hide an episode viewers see now, and takes any order among those out', async () => {
    const pending = await series('money-002'); // 1-4 out, 5 and 6 without a video
    expect(await viewerEpisodes(pending.id)).toEqual([1, 2, 3, 4]);
    const first = await reorder(pending, [5, 1, 2, 3, 4, 6], '1');
    expect(first).toMatchObject({
      code: 601,
      msg: SERVER_MESSAGES['zh-Hans']['episode_order.hides'].replace('{number}', '1'),
    });
    const middle = await reorder(pending, [1, 2, 5, 3, 4, 6]);
    expect(middle.msg).toBe(SERVER_MESSAGES.en['episode_order.hides'].replace('{number}', '3'));
    expect((await series('money-002')).episodes.map((e) => e.id)).toEqual(pending.episodes.map((e) => e.id));
    expect(await viewerEpisodes(pending.id)).toEqual([1, 2, 3, 4]);

    const swapped = await reorder(pending, [2, 1, 3, 4, 6, 5]);
    expect(swapped.code).toBe(200);
    const ids = (n: number) => pending.episodes.find((e) => e.number === n)?.id;
    expect(seriesDetail.parse(swapped.data).episodes.map((e) => e.id)).toEqual([2, 1, 3, 4, 6, 5].map(ids));
    expect(await viewerEpisodes(pending.id)).toEqual([1, 2, 3, 4]);
  });
});
