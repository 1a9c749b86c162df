/**
 * The detail's start episode (decision 0046): signed where the play page would open, as
 * /video/episode answers it, recording nothing; with the files a player fetches first
 * (decision 0049), served from the same signed folder; null once that episode is locked.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData, episodeData } from '#shared/contract/catalogue.ts';
import { users } from '#db/schema/users.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { seedFixtureDramas } from '../../testing/fixture-dramas.ts';

let t: TestApp;
const clock = Date.now();
let dramaA: number;

async function post<T>(
  path: string,
  body: unknown,
  as: string,
): Promise<{ code: number; data: T; msg: string }> {
  const res = await t.api.post(path, body, { token: as });
  return res.body as { code: number; data: T; msg: string };
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ({ dramaA } = await seedFixtureDramas(t, clock));
});
afterAll(async () => {
  await t.close();
});

describe("the play page's start episode in the detail (decision 0046)", () => {
  it('signs where the viewer would open, as /video/episode does, and records nothing', async () => {
    const viewer = await deviceToken(t.api, 'catalogue-device-start');
    const viewerUid = (
      (await t.api.post('/user/index', undefined, { token: viewer })).body.data as { uid: number }
    ).uid;
    const fresh = detailData.parse((await post('/video/detail', { drama_id: dramaA }, viewer)).data);
    expect(fresh.start).toMatchObject({ number: 1, position_ms: 0, drama_id: dramaA });
    // Reading the detail opened nothing: no history yet.
    const again = detailData.parse((await post('/video/detail', { drama_id: dramaA }, viewer)).data);
    expect(again.history).toBeNull();
    const opened = episodeData.parse(
      (await post('/video/episode', { drama_id: dramaA, number: 1 }, viewer)).data,
    );
    expect(fresh.start).toEqual({ ...opened, next: undefined, position_ms: 0 });
    // The files a player asks for first (decision 0049), served from the same signed folder.
    expect(fresh.start?.start_files).toEqual({
      playlist: '360p/index.m3u8',
      init: '360p/init.mp4',
      fragment: '360p/seg_000.m4s',
      fragment_from_ms: 0,
      fragment_to_ms: 2000,
    });
    for (const file of ['360p/index.m3u8', '360p/init.mp4', '360p/seg_000.m4s']) {
      const res = await t.app.inject({ method: 'GET', url: new URL(file, `http://x${opened.url}`).pathname });
      expect(res.statusCode, file).toBe(200);
    }

    await post('/video/episode', { drama_id: dramaA, number: 2 }, viewer);
    await post('/video/progress', { episode_id: fresh.episodes[1]?.episode_id, position_ms: 2500 }, viewer);
    const resumed = detailData.parse((await post('/video/detail', { drama_id: dramaA }, viewer)).data);
    expect(resumed.start).toMatchObject({
      number: 2,
      position_ms: 2500,
      episode_id: fresh.episodes[1]?.episode_id,
    });

    // Left off at episode 5 as a VIP; the VIP ran out: that episode is locked, nothing is signed.
    await t.database.db
      .update(users)
      .set({ vipUntil: new Date(clock + 86_400_000) })
      .where(eq(users.id, viewerUid));
    expect((await post('/video/episode', { drama_id: dramaA, number: 5 }, viewer)).code).toBe(200);
    await t.database.db
      .update(users)
      .set({ vipUntil: new Date(clock - 1000) })
      .where(eq(users.id, viewerUid));
    const lapsed = detailData.parse((await post('/video/detail', { drama_id: dramaA }, viewer)).data);
    expect(lapsed.history?.episode_number).toBe(5);
    expect(lapsed.start).toBeNull();
  });
});
