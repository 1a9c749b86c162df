/**
 * The media store's contract, run against both stores: the local folder and an S3-compatible
 * bucket (s3rver in this process, path-style).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../testing/test-s3.ts';
import { createLocalStore } from './local-store.ts';
import { parseRange, type MediaStore, type StoredRead } from './media-store.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-store-'));
let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
}, 30_000);
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

async function text(read: StoredRead): Promise<string> {
  if (read.kind !== 'body') throw new Error(`no body: ${read.kind}`);
  const chunks: Buffer[] = [];
  for await (const chunk of read.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function folderWith(files: Record<string, string>): Promise<string> {
  const work = path.join(dir, `work-${Math.random().toString(36).slice(2)}`);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(work, name)), { recursive: true });
    await writeFile(path.join(work, name), content);
  }
  return work;
}

const stores: [string, () => MediaStore][] = [
  ['local', () => createLocalStore(path.join(dir, 'local-media'))],
  ['s3', () => s3.store(path.join(dir, 's3-data'))],
];

describe.each(stores)('the %s media store', (_name, make) => {
  let store: MediaStore;
  beforeAll(() => {
    store = make();
  });

  it('puts, gets, stats and deletes single objects', async () => {
    expect(await store.get('posters/none.webp')).toBeUndefined();
    expect(await store.stat('posters/none.webp')).toBeUndefined();
    await store.put('posters/a.webp', Buffer.from('RIFF....WEBP'));
    await store.put('catalogue.json', '{"dramas":[]}');
    expect((await store.get('posters/a.webp'))?.toString()).toBe('RIFF....WEBP');
    expect((await store.get('catalogue.json'))?.toString()).toBe('{"dramas":[]}');
    expect(await store.stat('posters/a.webp')).toMatchObject({ size: 12 });
    await store.delete('posters/a.webp');
    await store.delete('posters/a.webp');
    expect(await store.get('posters/a.webp')).toBeUndefined();
  });

  it('copies a local file in and back out', async () => {
    const source = path.join(dir, `source-${_name}.mp4`);
    await writeFile(source, Buffer.alloc(300_000, 7));
    await store.putFile('sources/abc123', source);
    expect(existsSync(source)).toBe(true);
    const copy = path.join(dir, `copy-${_name}.mp4`);
    await store.download('sources/abc123', copy);
    expect((await readFile(copy)).equals(await readFile(source))).toBe(true);
  });

  it('reads whole objects and one byte range of them', async () => {
    await store.put('e/k1/seg.m4s', '0123456789');
    expect(await text(await store.read('e/k1/seg.m4s'))).toBe('0123456789');
    const ranged = await store.read('e/k1/seg.m4s', { range: { start: 2, end: 5 } });
    expect(ranged).toMatchObject({ kind: 'body', length: 4, range: { start: 2, end: 5 } });
    expect(await text(ranged)).toBe('2345');
    expect(await text(await store.read('e/k1/seg.m4s', { range: { start: 7 } }))).toBe('789');
    const suffix = await store.read('e/k1/seg.m4s', { range: { suffix: 3 } });
    expect(suffix).toMatchObject({ range: { start: 7, end: 9 }, object: { size: 10 } });
    expect(await text(suffix)).toBe('789');
    expect(await text(await store.read('e/k1/seg.m4s', { range: { start: 8, end: 50 } }))).toBe('89');
    expect(await store.read('e/k1/seg.m4s', { range: { start: 10 } })).toEqual({
      kind: 'unsatisfiable',
      size: 10,
    });
    expect(await store.read('e/k1/nothing.m4s')).toEqual({ kind: 'missing' });
  });

  it('publishes a built folder whole and deletes a prefix', async () => {
    const built = await folderWith({
      'index.m3u8': '#EXTM3U\n360p/index.m3u8\n',
      '360p/index.m3u8': '#EXTM3U\n#EXT-X-ENDLIST\n',
      '360p/seg-0.m4s': 'segment',
    });
    expect(await store.hasPrefix('e/k2/')).toBe(false);
    await store.publishFolder(built, 'e/k2/', { overwrite: false });
    expect(existsSync(built)).toBe(false);
    expect(await store.hasPrefix('e/k2/')).toBe(true);
    expect((await store.get('e/k2/360p/seg-0.m4s'))?.toString()).toBe('segment');

    const again = await folderWith({ 'index.m3u8': '#EXTM3U\n' });
    await store.publishFolder(again, 'e/k2/', { overwrite: true });
    expect(await store.get('e/k2/360p/seg-0.m4s')).toBeUndefined();
    expect((await store.get('e/k2/index.m3u8'))?.toString()).toBe('#EXTM3U\n');

    await store.deletePrefix('e/k2/');
    await store.deletePrefix('e/k2/');
    expect(await store.hasPrefix('e/k2/')).toBe(false);
    // A neighbour whose name starts the same is not under the folder.
    expect(await store.hasPrefix('e/k1/')).toBe(true);
  });

  it('reads, writes and removes the text files of a folder', async () => {
    const folder = store.folder('e/k3/');
    expect(await folder.read('index.m3u8')).toBeUndefined();
    await folder.write('subs/en.vtt', 'WEBVTT\n');
    await folder.write('subs/en.vtt', 'WEBVTT\n\n1\n');
    expect(await folder.read('subs/en.vtt')).toBe('WEBVTT\n\n1\n');
    await folder.remove('subs/en.vtt');
    await folder.remove('subs/en.vtt');
    expect(await folder.read('subs/en.vtt')).toBeUndefined();
  });

  it('refuses keys that leave the store', async () => {
    for (const key of ['../secrets.json', 'e/../../x', '/etc/passwd', 'e//x', 'e/./x']) {
      await expect(store.get(key)).rejects.toThrow(/invalid media store key/);
    }
  });
});

describe('the s3 store', () => {
  it('answers not-modified for a matching ETag', async () => {
    const store = s3.store(path.join(dir, 's3-etag'));
    await store.put('e/k4/index.m3u8', '#EXTM3U\n');
    const etag = (await store.stat('e/k4/index.m3u8'))?.etag;
    expect(etag).toBeTruthy();
    expect(await store.read('e/k4/index.m3u8', { ifNoneMatch: etag ?? '' })).toEqual({
      kind: 'not-modified',
    });
    const fresh = await store.read('e/k4/index.m3u8', { ifNoneMatch: '"other"' });
    (fresh as { body?: Readable }).body?.destroy();
    expect(fresh.kind).toBe('body');
  });
});

describe('parseRange', () => {
  it('takes one range and leaves the rest to a whole answer', () => {
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-')).toEqual({ start: 100 });
    expect(parseRange('bytes=-500')).toEqual({ suffix: 500 });
    for (const header of [undefined, '', 'bytes=-', 'bytes=5-1', 'bytes=0-1,4-5', 'items=0-1']) {
      expect(parseRange(header)).toBeUndefined();
    }
  });
});
