import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStore } from './store/local-store.ts';
import type { MediaFolder } from './store/media-store.ts';
import { createStartFiles, MISSING_TTL_MS } from './start-files.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-start-files-'));
const store = createLocalStore(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=360x640,CODECS="avc1.42c01e,mp4a.40.2"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=540x960,CODECS="avc1.4d401f,mp4a.40.2"',
  '540p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=720x1280,CODECS="avc1.4d401f,mp4a.40.2"',
  '720p/index.m3u8',
  '',
].join('\n');

function mediaPlaylist(durations: number[]): string {
  const segments = durations.flatMap((d, i) => [`#EXTINF:${d.toFixed(3)},`, `seg_${i}.m4s`]);
  return ['#EXTM3U', '#EXT-X-MAP:URI="init.mp4"', ...segments, '#EXT-X-ENDLIST', ''].join('\n');
}

async function publish(key: string, files: Record<string, string>): Promise<void> {
  const folder = store.folder(`e/${key}/`);
  for (const [name, text] of Object.entries(files)) await folder.write(name, text);
}

/** The store's folders, counting reads, and holding them while `held` is set. */
function watched() {
  let reads = 0;
  let held: Promise<void> | undefined;
  return {
    reads: () => reads,
    hold(gate: Promise<void> | undefined) {
      held = gate;
    },
    folderOf(prefix: string): MediaFolder {
      const folder = store.folder(prefix);
      return {
        ...folder,
        async read(name) {
          reads += 1;
          if (held) await held;
          return folder.read(name);
        },
      };
    },
  };
}

describe('start files', () => {
  it('names the 540p playlist, its init segment and the fragment holding the start', async () => {
    await publish('k1', { 'index.m3u8': MASTER, '540p/index.m3u8': mediaPlaylist([2, 2, 2, 1.5]) });
    const lookup = createStartFiles({ folderOf: (prefix) => store.folder(prefix) });
    expect(await lookup.at('k1', 0, 7500)).toEqual({
      playlist: '540p/index.m3u8',
      init: '540p/init.mp4',
      fragment: '540p/seg_0.m4s',
      fragment_from_ms: 0,
      fragment_to_ms: 2000,
    });
    expect(await lookup.at('k1', 4100, 7500)).toMatchObject({
      fragment: '540p/seg_2.m4s',
      fragment_from_ms: 4000,
      fragment_to_ms: 6000,
    });
    // Watched to the end: the player starts it over, so the first fragment.
    expect((await lookup.at('k1', 7000, 7500))?.fragment).toBe('540p/seg_0.m4s');
    // A position past what the playlist holds: no fragment to name.
    expect(await lookup.at('k1', 9000, 60_000)).toBeUndefined();
  });

  it('reads a folder once, and one without a start rendition again after a minute', async () => {
    let clock = 1_000_000;
    const store = watched();
    const lookup = createStartFiles({ folderOf: store.folderOf, now: () => clock });
    await publish('k2', { 'index.m3u8': MASTER, '540p/index.m3u8': mediaPlaylist([2, 2]) });
    await Promise.all([lookup.at('k2', 0, 4000), lookup.at('k2', 2500, 4000)]);
    await lookup.at('k2', 0, 4000);
    expect(store.reads()).toBe(2);

    expect(await lookup.at('k3', 0, 4000)).toBeUndefined();
    await publish('k3', { 'index.m3u8': MASTER, '540p/index.m3u8': mediaPlaylist([2, 2]) });
    expect(await lookup.at('k3', 0, 4000)).toBeUndefined();
    clock += MISSING_TTL_MS + 1;
    expect((await lookup.at('k3', 0, 4000))?.fragment).toBe('540p/seg_0.m4s');
  });

  it('names nothing for playlists that leave their folder or hold no fragment', async () => {
    const lookup = createStartFiles({ folderOf: (prefix) => store.folder(prefix) });
    await publish('k4', {
      'index.m3u8': MASTER.replace('540p/index.m3u8', '../k1/540p/index.m3u8'),
    });
    await publish('k5', {
      'index.m3u8': MASTER,
      '540p/index.m3u8': mediaPlaylist([2]).replace('seg_0.m4s', 'https://elsewhere.example/seg.m4s'),
    });
    await publish('k6', { 'index.m3u8': MASTER, '540p/index.m3u8': '#EXTM3U\n#EXT-X-ENDLIST\n' });
    for (const key of ['k4', 'k5', 'k6']) expect(await lookup.at(key, 0, 2000), key).toBeUndefined();
  });

  it('answers without waiting past its budget for a slow store, and knows next time', async () => {
    const store = watched();
    let release = (): void => undefined;
    store.hold(new Promise<void>((resolve) => (release = resolve)));
    const lookup = createStartFiles({ folderOf: store.folderOf, readBudgetMs: 20 });
    await publish('k7', { 'index.m3u8': MASTER, '540p/index.m3u8': mediaPlaylist([2, 2]) });
    expect(await lookup.at('k7', 0, 4000)).toBeUndefined();
    store.hold(undefined);
    release();
    await expect.poll(() => lookup.at('k7', 0, 4000)).toMatchObject({ fragment: '540p/seg_0.m4s' });
    expect(store.reads()).toBe(2);
  });
});
