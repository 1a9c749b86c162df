/**
 * The release plan never withdraws an episode viewers may already have: released ones (their
 * time passed, or none and watchable in a published series) keep their times, the rest from
 * `from_number` on are scheduled, and a plan that leaves nothing to schedule is refused (601).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData } from '#shared/contract/catalogue.ts';
import { seriesDetail, seriesListResponse } from '#shared/contract/console-catalogue.ts';
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
let t: TestApp;
let editor: ConsoleSession;
let editorLogin: { email: string; secret: string };
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  // money-001: episodes 5 and 6 uploaded, not transcoded yet; money-002: six episodes out with
  // the series (no release times), as the sample catalogue has them.
  const { tags, dramas } = moneyCatalogue(2, 6);
  const [ongoing, aired] = dramas;
  if (!ongoing || !aired) throw new Error('fixture');
  const pending = ongoing.episodes.map((e) => (e.number > 4 ? { ...e, media_key: null } : e));
  await seedDramas(t.database.db, { tags, dramas: [{ ...ongoing, episodes: pending }, aired] }, clock.now());
  const operator = await setUpOperator(t.app, clock, { email: 'ed@example.com', role: 'editor' });
  editor = operator.session;
  editorLogin = operator;
  token = await deviceToken(t.api, 'release-plan-viewer-01');
});
afterAll(async () => {
  await t.close();
});

const call = async (path: string, body?: unknown) =>
  (await consoleCall(t.app, body === undefined ? 'GET' : 'POST', path, { session: editor, body })).body;

async function seriesId(slug: string): Promise<number> {
  const list = seriesListResponse.parse((await call(`/series?q=${slug}`)).data);
  return list.items.find((s) => s.slug === slug)?.id ?? 0;
}

const plan = (id: number, fromNumber: number) =>
  call(`/series/${id}/release-plan`, {
    from_number: fromNumber,
    per_day: 1,
    time: '20:00',
    time_zone: 'UTC',
    from_date: '2026-11-27',
  });

/** The episode numbers a viewer sees now (past the catalogue cache). */
async function viewerEpisodes(id: number): Promise<number[] | number> {
  clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
  const res = (await t.api.post('/video/detail', { drama_id: id }, { token })).body;
  return res.code === 200 ? detailData.parse(res.data).episodes.map((e) => e.number) : res.code;
}

const allOut = (from: number) => SERVER_MESSAGES.en['release_plan.all_out'].replace('{from}', String(from));

describe('the release plan', () => {
  it('keeps the times of released episodes and schedules the others from episode 1 on', async () => {
    const id = await seriesId('money-001');
    const episodes = seriesDetail.parse((await call(`/series/${id}`)).data).episodes;
    // Episodes 1 and 2 came out last week and yesterday; 3 and 4 are due next week (out now, so
    // scheduled again only while the series is unpublished: episode-release.console.api.test.ts).
    const times = ['2026-11-20T12:00:00.000Z', '2026-11-25T12:00:00.000Z', '2026-12-01T12:00:00.000Z'];
    expect((await call(`/series/${id}/unpublish`, {})).code).toBe(200);
    for (const [i, releaseAt] of [...times, '2026-12-02T12:00:00.000Z'].entries())
      await call(`/series/${id}/episodes/${episodes[i]?.id}`, { release_at: releaseAt });
    expect((await call(`/series/${id}/publish`, {})).code).toBe(200);
    expect(await viewerEpisodes(id)).toEqual([1, 2]);

    const planned = await plan(id, 1);
    expect(planned.code).toBe(200);
    expect(seriesDetail.parse(planned.data).episodes.map((e) => e.release_at)).toEqual([
      '2026-11-20T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-27T20:00:00.000Z',
      '2026-11-28T20:00:00.000Z',
      '2026-11-29T20:00:00.000Z',
      '2026-11-30T20:00:00.000Z',
    ]);
    // Viewers keep what they had: the drama and episodes 1 and 2 (the one they paid for too).
    expect(await viewerEpisodes(id)).toEqual([1, 2]);
    const second = (await t.api.post('/video/episode', { drama_id: id, number: 2 }, { token })).body;
    expect(second.code).not.toBe(404);
  });

  it('never withdraws episodes out with a published series: nothing to schedule, nothing moved', async () => {
    const id = await seriesId('money-002');
    expect(await viewerEpisodes(id)).toEqual([1, 2, 3, 4, 5, 6]);
    const refused = await plan(id, 1);
    expect(refused).toMatchObject({ code: 601, msg: allOut(1) });
    const after = seriesDetail.parse((await call(`/series/${id}`)).data);
    expect(after.episodes.map((e) => e.release_at)).toEqual([null, null, null, null, null, null]);
    expect(await viewerEpisodes(id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await plan(id, 7)).msg).toBe(
      SERVER_MESSAGES.en['release_plan.no_episodes'].replace('{from}', '7'),
    );
  });

  it('schedules episodes without a time while the series is a draft', async () => {
    const id = await seriesId('money-002');
    expect((await call(`/series/${id}/unpublish`, {})).code).toBe(200);
    const planned = await plan(id, 5);
    expect(seriesDetail.parse(planned.data).episodes.map((e) => e.release_at)).toEqual([
      null,
      null,
      null,
      null,
      '2026-11-27T20:00:00.000Z',
      '2026-11-28T20:00:00.000Z',
    ]);
  });

  it('refuses a plan once every episode from its first on is released, at the clock', async () => {
    const id = await seriesId('money-001');
    // Episode 6's time (2026-11-30 20:00 UTC) has passed: all six are released now.
    clock.advance(Date.parse('2026-11-30T20:00:00Z') - clock.now());
    editor = sessionOf(await login(t.app, clock, editorLogin)); // days later: signed in again
    const before = seriesDetail.parse((await call(`/series/${id}`)).data);
    const refused = await plan(id, 1);
    expect(refused).toMatchObject({ code: 601, msg: allOut(1) });
    expect(seriesDetail.parse((await call(`/series/${id}`)).data).episodes).toEqual(before.episodes);
    expect((await plan(id, 4)).msg).toBe(allOut(4));
  });
});
