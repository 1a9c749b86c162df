/**
 * /media/* with MEDIA_STORE=s3 (s3rver in this process): the same answers as from the local
 * folder. Signed paths only, the types and Cache-Control of each file, byte ranges (206, 416),
 * ETag revalidation (304), HEAD, 404 for a missing file, 403 for a bad signature, public
 * posters, a console poster upload that lands in the bucket, and the start files read from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { startTestS3, type TestS3 } from '../../../testing/test-s3.ts';
import { signedMediaPath } from '../media-signing.ts';
import { storePoster } from '../../catalogue/poster.ts';
import type { MediaStore } from './media-store.ts';

const SEGMENT = Buffer.alloc(4096, 9);
let s3: TestS3;
let t: TestApp;
let store: MediaStore;
let exp = 0;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await buildTestApp({ env: s3.env });
  store = t.app.services.mediaStore;
  exp = Math.floor(Date.now() / 1000) + 600;
  await store.put('e/k1/index.m3u8', '#EXTM3U\n360p/index.m3u8\n');
  await store.put('e/k1/360p/seg_000.m4s', SEGMENT);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const media = (file: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: signedMediaPath(t.config.mediaSecret, 'k1', file, exp), headers });

describe('media served from an S3 bucket', () => {
  it('uses the bucket, not the local media folder', () => {
    expect(store.kind).toBe('s3');
    expect(store.localRoot).toBeUndefined();
  });

  it('serves a signed playlist with its type and cache headers', async () => {
    const res = await media('index.m3u8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body).toBe('#EXTM3U\n360p/index.m3u8\n');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await media('index.m3u8', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves segments whole, by range, and by HEAD', async () => {
    const whole = await media('360p/seg_000.m4s');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['content-length']).toBe(String(SEGMENT.length));
    expect(whole.rawPayload.equals(SEGMENT)).toBe(true);
    const ranged = await media('360p/seg_000.m4s', { range: 'bytes=100-1099' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-1099/${SEGMENT.length}`);
    expect(ranged.rawPayload.length).toBe(1000);
    const tail = await media('360p/seg_000.m4s', { range: 'bytes=-96' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 4000-4095/${SEGMENT.length}`);
    const outside = await media('360p/seg_000.m4s', { range: 'bytes=5000-' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${SEGMENT.length}`);
    const head = await media('360p/seg_000.m4s', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(SEGMENT.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it("names an episode's start files from its playlists in the bucket (decision 0049)", async () => {
    await store.put(
      'e/k2/index.m3u8',
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=360x640\n360p/index.m3u8\n',
    );
    await store.put(
      'e/k2/360p/index.m3u8',
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\nseg_000.m4s\n#EXTINF:2.0,\nseg_001.m4s\n',
    );
    expect(await t.app.services.media.startFiles('k2', 2500, 4000)).toEqual({
      playlist: '360p/index.m3u8',
      init: '360p/init.mp4',
      fragment: '360p/seg_001.m4s',
      fragment_from_ms: 2000,
      fragment_to_ms: 4000,
    });
  });

  it('answers 404 for a missing file and 403 for a bad signature', async () => {
    expect((await media('360p/seg_999.m4s')).statusCode).toBe(404);
    const forged = signedMediaPath('another-secret', 'k1', 'index.m3u8', exp);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('stores console posters in the bucket and serves them publicly', async () => {
    const relative = await storePoster(store, 'a-drama', Buffer.from('RIFF....WEBP'));
    expect(relative).toMatch(/^posters\/a-drama-[0-9a-f]{12}\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: `/media/${relative}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toBe('RIFF....WEBP');
    expect((await t.app.inject({ method: 'GET', url: '/media/posters/none.webp' })).statusCode).toBe(404);
  });
});
