/**
 * The console and the app agree on what viewers see: the shared rule (shared/episode-lineup.ts)
 * read over the console's episodes gives the episodes and the count that the app's detail
 * serves from SQL (`visibility`, `readyRunEnd`), as the clock passes a scheduled release.
 * The audit's case: 1-3 out, 4 scheduled for a later day, 5 failed to transcode, 6 ready.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes } from '#db/schema/catalogue.ts';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { detailData, dramaPage } from '#shared/contract/catalogue.ts';
import { seriesDetail } from '#shared/contract/console-catalogue.ts';
import { episodesOut, lineupLength } from '#shared/episode-lineup.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { consoleCall, setUpOperator, testClock, type ConsoleSession } from '../operator/console.testing.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue.cache.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';

const clock = testClock();
const DAY = 86_400_000;
let t: TestApp;
let editor: ConsoleSession;
let dramaId = 0;
let token = '';

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot), clock.now());
  token = await deviceToken(t.api, 'lineup-device-0000001');
  editor = (await setUpOperator(t.app, clock, { email: 'e@example.com', role: 'editor' })).session;
  const list = dramaPage.parse((await t.api.get('/video/list', { page: '1', page_size: '10' })).body.data);
  dramaId = list.list.find((d) => d.episode_count === 6)?.drama_id ?? 0;
  const episode = (number: number) => and(eq(episodes.dramaId, dramaId), eq(episodes.number, number));
  await t.database.db
    .update(episodes)
    .set({ releaseAt: new Date(clock.now() + 2 * DAY) })
    .where(episode(4));
  await t.database.db.update(episodes).set({ mediaKey: null }).where(episode(5));
  clock.advance(Math.max(CATALOGUE_CACHE_TTL_MS, CATALOGUE_FRESHNESS.serverTtlMs) + 1);
});
afterAll(async () => {
  await t.close();
});

async function appDetail() {
  return detailData.parse((await t.api.post('/video/detail', { drama_id: dramaId }, { token })).body.data);
}

/** The console's episodes as the shared rule reads them (they do not change as time passes). */
async function consoleLineup() {
  const series = seriesDetail.parse(
    (await consoleCall(t.app, 'GET', `/series/${dramaId}`, { session: editor })).body.data,
  );
  return series.episodes.map((e) => ({ number: e.number, ready: e.playable, releaseAt: e.release_at }));
}

describe('what viewers see, by the shared rule and by the server', () => {
  let lineup: Awaited<ReturnType<typeof consoleLineup>> = [];

  it('agree before the scheduled episode is out', async () => {
    lineup = await consoleLineup();
    const app = await appDetail();
    expect(dramaId).toBeGreaterThan(0);
    expect(app.episodes.map((e) => e.number)).toEqual([1, 2, 3]);
    expect(episodesOut(lineup, clock.now()).map((e) => e.number)).toEqual([1, 2, 3]);
    expect(app.drama.episode_count).toBe(4);
    expect(lineupLength(lineup)).toBe(4);
  });

  it('agree once it is out: 6 still waits for 5', async () => {
    // Past the release (the console's session would have lapsed: its episodes are read above).
    clock.advance(2 * DAY + 1000);
    const app = await appDetail();
    expect(app.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4]);
    expect(episodesOut(lineup, clock.now()).map((e) => e.number)).toEqual([1, 2, 3, 4]);
    expect(app.drama.episode_count).toBe(lineupLength(lineup));
  });
});
