import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dramaPage, detailData } from '#shared/contract/catalogue.ts';
import { downloadData } from '#shared/contract/download.ts';
import { stableOfSigned } from '#shared/offline-media.ts';
import { unlocks } from '#db/schema/catalogue.ts';
import { users } from '#db/schema/users.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { SEGMENT_BYTES, writeCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';

let t: TestApp;
const clock = Date.now();
let dramaA: number;

async function userOf(udid: string): Promise<{ token: string; uid: number }> {
  const token = await deviceToken(t.api, udid);
  const uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  return { token, uid };
}

async function download(token: string, body: Record<string, unknown>, language = 3) {
  const res = await t.api.post('/video/download', body, { token, language });
  return res.body as { code: number; msg: string; data: unknown };
}

/** Episode 1 of dramaA gets a second, larger rung and an English subtitle track. */
function richerFirstEpisode(mediaRoot: string, key: string): void {
  const dir = path.join(mediaRoot, 'e', key);
  mkdirSync(path.join(dir, '720p'), { recursive: true });
  mkdirSync(path.join(dir, 'subs'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs/en.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=720x1280,SUBTITLES="subs"',
      '720p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=360x640,SUBTITLES="subs"',
      '360p/index.m3u8',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, '720p', 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg_000.m4s\n#EXT-X-ENDLIST\n');
  writeFileSync(path.join(dir, '720p', 'seg_000.m4s'), Buffer.alloc(4 * SEGMENT_BYTES));
  writeFileSync(path.join(dir, 'subs', 'en.m3u8'), '#EXTM3U\n#EXTINF:6.0,\nen.vtt\n#EXT-X-ENDLIST\n');
  writeFileSync(path.join(dir, 'subs', 'en.vtt'), 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n');
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  const manifest = writeCatalogueFixture(t.config.mediaRoot);
  const firstKey = manifest.dramas[0]?.episodes[0]?.media_key ?? '';
  richerFirstEpisode(t.config.mediaRoot, firstKey);
  await seedCatalogue(t.database.db, manifest, clock);
  const list = dramaPage.parse((await t.api.get('/video/list', { page: '1', page_size: '10' })).body.data);
  dramaA = list.list.find((d) => d.episode_count === 6)?.drama_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('POST /video/download', () => {
  it('gives the free episodes from the start, one rendition each, with signed URLs and sizes', async () => {
    const { token } = await userOf('download-device-001');
    const res = await download(token, { drama_id: dramaA, count: 5 });
    expect(res.code).toBe(200);
    const data = downloadData.parse(res.data);
    // Two free episodes, then the first locked one stops the list.
    expect(data.episodes.map((e) => e.number)).toEqual([1, 2]);
    expect(data.locked_from).toBe(3);

    const first = data.episodes[0];
    if (!first) throw new Error('no episode');
    // The smallest rung, whatever its place in the master.
    expect(first.rendition).toEqual({ name: '360p', width: 360, height: 640, bandwidth: 400000 });
    expect(first.master).toContain('360p/index.m3u8');
    expect(first.master).not.toContain('720p');
    expect(first.master).toContain('URI="subs/en.m3u8"');
    expect(first.subtitles).toEqual(['en']);
    expect(first.files.map((f) => f.path).sort()).toEqual(
      [
        '360p/index.m3u8',
        '360p/init.mp4',
        '360p/seg_000.m4s',
        'poster.webp',
        'subs/en.m3u8',
        'subs/en.vtt',
      ].sort(),
    );
    // Every URL signed for this episode's folder, and each size the file's own.
    const folder = path.join(t.config.mediaRoot, 'e', first.media_key);
    for (const file of first.files) {
      expect(file.url).toMatch(new RegExp(`^/media/\\d+\\.[\\w-]+/e/${first.media_key}/${file.path}$`));
      expect(stableOfSigned(file.url)).toBe(`/media/e/${first.media_key}/${file.path}`);
      expect(file.bytes).toBe(statSync(path.join(folder, file.path)).size);
    }
    expect(first.files.find((f) => f.path === '360p/seg_000.m4s')?.bytes).toBe(SEGMENT_BYTES);
    const filesBytes = first.files.reduce((sum, f) => sum + f.bytes, 0);
    expect(first.bytes).toBe(filesBytes + Buffer.byteLength(first.master));
    expect(first.expires_at).toBeGreaterThan(clock / 1000);

    // The signed URLs open the files.
    const segment = first.files.find((f) => f.path === '360p/seg_000.m4s');
    const served = await t.app.inject({ method: 'GET', url: segment?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.byteLength).toBe(SEGMENT_BYTES);
    // The stable path is not a URL the server answers: only the device's copy is.
    const stable = await t.app.inject({ method: 'GET', url: `/media/e/${first.media_key}/360p/seg_000.m4s` });
    expect(stable.statusCode).toBe(403);
  });

  it('refuses a locked episode named explicitly, in the request language', async () => {
    const { token } = await userOf('download-device-002');
    const res = await download(token, { drama_id: dramaA, count: 2, from: 4 });
    expect(res.code).toBe(731);
    expect(res.msg).toBe('Episode 4 is locked: unlock it before downloading');
    const thai = await download(token, { drama_id: dramaA, count: 1, from: 3 }, 4);
    expect(thai.code).toBe(731);
    expect(thai.msg).toContain('3');
    expect(thai.data).toBeNull();
  });

  it('includes unlocked episodes and, for a VIP, every episode', async () => {
    const { token, uid } = await userOf('download-device-003');
    const detail = detailData.parse(
      (await t.api.post('/video/detail', { drama_id: dramaA }, { token })).body.data,
    );
    await t.database.db
      .insert(unlocks)
      .values({ userId: uid, episodeId: detail.episodes[2]?.episode_id ?? 0 });
    const unlocked = downloadData.parse(
      (await download(token, { drama_id: dramaA, count: 10, from: 2 })).data,
    );
    expect(unlocked.episodes.map((e) => e.number)).toEqual([2, 3]);
    expect(unlocked.locked_from).toBe(4);

    await t.database.db
      .update(users)
      .set({ vipUntil: new Date(clock + 86_400_000) })
      .where(eq(users.id, uid));
    const vip = downloadData.parse((await download(token, { drama_id: dramaA, count: 10 })).data);
    expect(vip.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(vip.locked_from).toBeNull();
    const two = downloadData.parse((await download(token, { drama_id: dramaA, count: 2, from: 5 })).data);
    expect(two.episodes.map((e) => e.number)).toEqual([5, 6]);
  });

  it('starts where the viewer is: the episode under way, or the next one once it is watched', async () => {
    const { token } = await userOf('download-device-004');
    const detail = detailData.parse(
      (await t.api.post('/video/detail', { drama_id: dramaA }, { token })).body.data,
    );
    const second = detail.episodes[1]?.episode_id ?? 0;
    await t.api.post('/video/progress', { episode_id: second, position_ms: 1000 }, { token });
    const during = downloadData.parse((await download(token, { drama_id: dramaA, count: 3 })).data);
    expect(during.episodes.map((e) => e.number)).toEqual([2]);
    await t.api.post('/video/progress', { episode_id: second, position_ms: 6000 }, { token });
    const after = downloadData.parse((await download(token, { drama_id: dramaA, count: 3 })).data);
    // Episode 2 seen; episode 3 is locked: nothing to download, and the lock is named.
    expect(after.episodes).toEqual([]);
    expect(after.locked_from).toBe(3);
  });

  it('answers bad input with a code, never a 500', async () => {
    const { token } = await userOf('download-device-005');
    expect((await download(token, { drama_id: dramaA, count: 0 })).code).toBe(601);
    expect((await download(token, { drama_id: dramaA, count: 11 })).code).toBe(601);
    expect((await download(token, { drama_id: 'x', count: 1 })).code).toBe(601);
    expect((await download(token, { drama_id: 999_999, count: 1 })).code).toBe(404);
    expect((await download(token, { drama_id: dramaA, count: 1, from: 99 })).code).toBe(404);
    const guest = await t.api.post('/video/download', { drama_id: dramaA, count: 1 });
    expect((guest.body as { code: number }).code).toBe(301);
  });

  it('refuses a named episode whose files cannot be read (732)', async () => {
    const { token } = await userOf('download-device-006');
    const list = downloadData.parse((await download(token, { drama_id: dramaA, count: 2 })).data);
    const key = list.episodes[1]?.media_key ?? '';
    writeFileSync(path.join(t.config.mediaRoot, 'e', key, 'index.m3u8'), '#EXTM3U\n');
    expect((await download(token, { drama_id: dramaA, count: 1, from: 2 })).code).toBe(732);
    const quiet = downloadData.parse((await download(token, { drama_id: dramaA, count: 2 })).data);
    expect(quiet.episodes.map((e) => e.number)).toEqual([1]);
  });
});
