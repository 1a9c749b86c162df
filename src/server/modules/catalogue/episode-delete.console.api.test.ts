/**
 * A failed or wrong episode (issue: a text file renamed .mp4 became a failed episode 3): the
 * console deletes an episode no viewer can have had, later ones move down; Publish refuses while
 * an episode failed without a video; viewers' counts and prices stop at the ready run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, watchHistory } from '#db/schema/catalogue.ts';
import { episodeMedia } from '#db/schema/media.ts';
import { users } from '#db/schema/users.ts';
import { detailData } from '#shared/contract/catalogue.ts';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { seriesDetail, seriesListResponse } from '#shared/contract/console-catalogue.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue.cache.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';
import { createSeriesRepository } from './series.repository.ts';

const clock = testClock(Date.parse('2026-11-26T09:00:10Z'));
let t: TestApp;
let editor: ConsoleSession;
let owner: ConsoleSession;
let seriesId = 0;
let token = '';

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  // Episodes 1..3 ready, 2 free, 10 coins each.
  await seedCatalogue(t.database.db, moneyCatalogue(1, 3), clock.now());
  ({ owner, editor } = await setUpConsoleTeam(t.app, clock));
  const list = seriesListResponse.parse((await call('GET', '/series')).body.data);
  seriesId = list.items[0]?.id ?? 0;
  token = await deviceToken(t.api, 'episode-delete-01');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  consoleCall(t.app, method, path, {
    session: editor,
    headers: { language: '3' },
    ...(body ? { body } : {}),
  });

async function detail(id = seriesId) {
  return seriesDetail.parse((await call('GET', `/series/${id}`)).body.data);
}

/** A finished upload in staging (the file and tus's note beside it). */
function stagedFile(name: string): string {
  const { stagingDir } = t.config.uploads;
  mkdirSync(stagingDir, { recursive: true });
  const file = path.join(stagingDir, name);
  writeFileSync(file, 'not a video');
  writeFileSync(`${file}.json`, '{}');
  return file;
}

/** An episode as a finished upload makes it (the count kept), its transcode failed. */
async function failedEpisode(number: number): Promise<number> {
  const episodeId = await createSeriesRepository(t.database.db).addEpisode(seriesId, number);
  await t.database.db.insert(episodeMedia).values({
    episodeId,
    status: 'failed',
    source: stagedFile(`upload-${number}`),
    jobId: `job-${episodeId}`,
    error: 'Invalid data found when processing input',
    updatedAt: new Date(clock.now()),
  });
  return episodeId;
}

async function viewerDetail() {
  clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
  return detailData.parse((await t.api.post('/video/detail', { drama_id: seriesId }, { token })).body.data);
}

describe('a failed episode', () => {
  it('is left out of the viewers’ count and prices, and Publish names it', async () => {
    const fourth = await failedEpisode(4);
    const viewer = await viewerDetail();
    expect(viewer.episodes.map((e) => e.number)).toEqual([1, 2, 3]);
    expect(viewer.drama.episode_count).toBe(3);
    // Only episode 3 is locked: the whole series and the rest agree.
    expect(viewer.drama.series_coins).toBe(10);
    expect(viewer.total_to_finish).toBe(10);

    const refused = await call('POST', `/series/${seriesId}/publish`);
    expect(refused.body.code).toBe(921);
    expect(refused.body.msg).toBe(
      SERVER_MESSAGES.en.series_not_ready.replace(
        '{missing}',
        SERVER_MESSAGES.en.series_missing_failed.replace('{numbers}', '4'),
      ),
    );
    const shown = await detail();
    expect(shown.episodes.map((e) => [e.id, e.deletable])).toEqual([
      [shown.episodes[0]?.id, false],
      [shown.episodes[1]?.id, false],
      [shown.episodes[2]?.id, false],
      [fourth, true],
    ]);
  });

  it('is deleted with its later episodes moved down, audited; a played one is refused', async () => {
    const fifth = await failedEpisode(5);
    const before = await detail();
    const [, , third, fourth] = before.episodes;
    const played = await call('POST', `/series/${seriesId}/episodes/${third?.id}/delete`);
    expect(played.body).toMatchObject({
      code: 601,
      msg: SERVER_MESSAGES.en['episode_delete.played'].replace('{number}', '3'),
    });

    const res = await call('POST', `/series/${seriesId}/episodes/${fourth?.id}/delete`);
    expect(res.body.code).toBe(200);
    const after = seriesDetail.parse(res.body.data);
    expect(after.episodes.map((e) => [e.id, e.number])).toEqual([
      ...before.episodes.slice(0, 3).map((e) => [e.id, e.number]),
      [fifth, 4],
    ]);
    expect(after.episode_count).toBe(4);
    expect(
      await t.database.db
        .select()
        .from(episodeMedia)
        .where(eq(episodeMedia.episodeId, fourth?.id ?? 0)),
    ).toEqual([]);
    expect((await call('POST', `/series/${seriesId}/episodes/${fourth?.id}/delete`)).body.code).toBe(404);
    // Its upload left staging with it; the next episode's stays for a retry.
    const staged = (n: number) => path.join(t.config.uploads.stagingDir, `upload-${n}`);
    expect([existsSync(staged(4)), existsSync(`${staged(4)}.json`), existsSync(staged(5))]).toEqual([
      false,
      false,
      true,
    ]);

    const log = await consoleCall(t.app, 'GET', '/audit?entity=episode&action=delete', { session: owner });
    const [entry] = auditResponse.parse(log.body.data).items;
    expect(entry).toMatchObject({ operator_name: 'Edda', entity_id: String(fourth?.id) });
    expect(entry?.before).toMatchObject({ series_id: seriesId, number: 4, media: { status: 'failed' } });
  });

  it('gives up its staged upload when a new upload of the same episode replaces it', async () => {
    const sixth = await failedEpisode(6);
    const earlier = path.join(t.config.uploads.stagingDir, 'upload-6');
    await t.app.services.episodeMedia.request(sixth, { kind: 'file', path: stagedFile('upload-6b') });
    expect(existsSync(earlier)).toBe(false);
    expect(existsSync(`${earlier}b`)).toBe(true);
    // The same source asked again is kept.
    await t.app.services.episodeMedia.request(sixth, { kind: 'file', path: `${earlier}b` });
    expect(existsSync(`${earlier}b`)).toBe(true);
    // A retry of the replaced upload that comes late (its check passed before the new upload
    // registered) is refused, and the new upload stays.
    await expect(
      t.app.services.episodeMedia.request(sixth, { kind: 'file', path: earlier }, { retrying: earlier }),
    ).rejects.toMatchObject({ code: 941 });
    expect(existsSync(`${earlier}b`)).toBe(true);
    await call('POST', `/series/${seriesId}/episodes/${sixth}/delete`);
  });

  it('is kept when a viewer has a place at it or after it', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const last = (await detail()).episodes.at(-1);
    await t.database.db
      .insert(watchHistory)
      .values({ userId: user?.id ?? 0, dramaId: seriesId, episodeNumber: last?.number ?? 0 });
    expect((await detail()).episodes.at(-1)?.deletable).toBe(false);
    const refused = await call('POST', `/series/${seriesId}/episodes/${last?.id}/delete`);
    expect(refused.body).toMatchObject({
      code: 601,
      msg: SERVER_MESSAGES.en['episode_delete.watched'].replace('{number}', String(last?.number)),
    });
    expect((await detail()).episodes).toHaveLength(4);
  });
});

describe('a draft', () => {
  it('lets a ready episode go while no viewer has opened the series', async () => {
    const made = await call('POST', '/series', {
      status: 'new',
      texts: { en: { title: 'Draft With Video', synopsis: '' } },
      tag_ids: [],
      free_episodes: 1,
      episode_price: 5,
    });
    const id = (made.body.data as { id: number }).id;
    const repo = createSeriesRepository(t.database.db);
    const first = await repo.addEpisode(id, 1);
    const second = await repo.addEpisode(id, 2);
    await t.database.db.update(episodes).set({ mediaKey: 'draftvideo01' }).where(eq(episodes.id, first));
    expect((await detail(id)).episodes.map((e) => e.deletable)).toEqual([true, true]);
    const res = await call('POST', `/series/${id}/episodes/${first}/delete`);
    expect(seriesDetail.parse(res.body.data).episodes.map((e) => [e.id, e.number])).toEqual([[second, 1]]);
  });
});
