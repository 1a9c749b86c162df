/**
 * Issue 16: playback positions are buffered per process and written as one multi-row upsert
 * per flush; reads in the process see every acknowledged position; a graceful stop writes them.
 * The flush interval is a minute here, so only the test decides when the buffer writes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData, dramaPage, episodeData } from '#shared/contract/catalogue.ts';
import { watchHistory } from '#db/schema/catalogue.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';

let t: TestApp;
let database: DatabaseHandle;
let dramaId: number;
let episodeIds: number[];

async function post<T>(path: string, body: unknown, token: string): Promise<{ code: number; data: T }> {
  return (await t.api.post(path, body, { token })).body as { code: number; data: T };
}

async function stored(userId: number) {
  return database.db
    .select({ episodeNumber: watchHistory.episodeNumber, positionMs: watchHistory.positionMs })
    .from(watchHistory)
    .where(and(eq(watchHistory.userId, userId), eq(watchHistory.dramaId, dramaId)));
}

async function uidOf(token: string): Promise<number> {
  return ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
}

const stats = () => t.app.services.progress.stats();

beforeAll(async () => {
  database = await openTestDatabase();
  // The app's close() must not close the database: the last test reads it afterwards.
  t = await buildTestApp({
    database: { ...database, close: async () => undefined },
    env: { PROGRESS_FLUSH_MS: '60000' },
  });
  await seedCatalogue(database.db, writeCatalogueFixture(t.config.mediaRoot));
  const list = dramaPage.parse((await t.api.get('/video/list', { page: '1', page_size: '10' })).body.data);
  dramaId = list.list.find((d) => d.episode_count === 6)?.drama_id ?? 0;
  const token = await deviceToken(t.api, 'progress-device-000');
  const detail = detailData.parse((await post('/video/detail', { drama_id: dramaId }, token)).data);
  episodeIds = detail.episodes.map((e) => e.episode_id);
});
afterAll(async () => {
  await database.close();
});

describe('buffered progress', () => {
  it('writes N saves of M viewers as one statement per flush, the latest position winning', async () => {
    const viewers = await Promise.all(
      [1, 2, 3, 4].map(async (i) => {
        const token = await deviceToken(t.api, `progress-device-10${i}`);
        return { token, uid: await uidOf(token) };
      }),
    );
    await t.app.services.progress.flush();
    const before = stats();
    for (const step of [1, 2, 3]) {
      for (const [i, v] of viewers.entries()) {
        const res = await post(
          '/video/progress',
          { episode_id: episodeIds[0], position_ms: step * 1000 + i },
          v.token,
        );
        expect(res.code).toBe(200);
      }
    }
    expect(stats().writes).toBe(before.writes);
    expect(stats().pending).toBe(4);
    await t.app.services.progress.flush();
    expect(stats()).toMatchObject({ saves: before.saves + 12, writes: before.writes + 1, pending: 0 });
    for (const [i, v] of viewers.entries()) {
      expect(await stored(v.uid)).toEqual([{ episodeNumber: 1, positionMs: 3000 + i }]);
    }
  });

  it('keeps the last of an episode change and a later position', async () => {
    const token = await deviceToken(t.api, 'progress-device-200');
    const uid = await uidOf(token);
    await post('/video/progress', { episode_id: episodeIds[0], position_ms: 5000 }, token);
    expect((await post('/video/episode', { drama_id: dramaId, number: 2 }, token)).code).toBe(200);
    await post('/video/progress', { episode_id: episodeIds[1], position_ms: 1500 }, token);
    await post('/video/progress', { episode_id: episodeIds[1], position_ms: 2500 }, token);
    await t.app.services.progress.flush();
    expect(await stored(uid)).toEqual([{ episodeNumber: 2, positionMs: 2500 }]);
  });

  it('shows an acknowledged position to every read of this process before the flush', async () => {
    const token = await deviceToken(t.api, 'progress-device-300');
    await post('/video/progress', { episode_id: episodeIds[0], position_ms: 4200 }, token);
    const detail = detailData.parse((await post('/video/detail', { drama_id: dramaId }, token)).data);
    expect(detail.history).toEqual({ episode_number: 1, position_ms: 4200 });
    await post('/video/progress', { episode_id: episodeIds[0], position_ms: 5200 }, token);
    const ep = episodeData.parse(
      (await post('/video/episode', { drama_id: dramaId, number: 1 }, token)).data,
    );
    expect(ep.position_ms).toBe(5200);
    await post('/video/progress', { episode_id: episodeIds[0], position_ms: 5900 }, token);
    const history = await post<{ list: { position_ms: number }[] }>('/history/list', {}, token);
    expect(history.data.list.map((h) => h.position_ms)).toEqual([5900]);
  });

  it('lets a removal win over a pending position', async () => {
    const token = await deviceToken(t.api, 'progress-device-400');
    const uid = await uidOf(token);
    await post('/video/progress', { episode_id: episodeIds[0], position_ms: 3000 }, token);
    await post('/history/remove', { drama_id: dramaId }, token);
    await t.app.services.progress.flush();
    expect(await stored(uid)).toEqual([]);
    await post('/video/progress', { episode_id: episodeIds[0], position_ms: 4000 }, token);
    await post('/history/clear', {}, token);
    await t.app.services.progress.flush();
    expect(await stored(uid)).toEqual([]);
  });

  it('still answers 404 for an unknown episode, buffering nothing', async () => {
    const token = await deviceToken(t.api, 'progress-device-500');
    const pending = stats().pending;
    expect((await post('/video/progress', { episode_id: 987_654, position_ms: 1000 }, token)).code).toBe(404);
    expect(stats().pending).toBe(pending);
  });

  it('writes what is pending when the app closes', async () => {
    const token = await deviceToken(t.api, 'progress-device-600');
    const uid = await uidOf(token);
    // Episode 2: free (episode 3 is locked for a new viewer, and keeps no position).
    await post('/video/progress', { episode_id: episodeIds[1], position_ms: 2750 }, token);
    expect(await stored(uid)).toEqual([]);
    await t.close();
    expect(await stored(uid)).toEqual([{ episodeNumber: 2, positionMs: 2750 }]);
  });
});
