import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applySubtitleTracks, removeSubtitleTrack, writeSubtitleTrack } from './subtitle.service.ts';

const MASTER =
  '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=1000,RESOLUTION=360x640\n360p/index.m3u8\n';
const VTT = 'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n00:00:01.000 --> 00:00:02.000\nHi\n';
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'subs-'));
  await writeFile(path.join(folder, 'index.m3u8'), MASTER);
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('an episode folder’s subtitle files', () => {
  it('writes subs/<language>.vtt and its playlist, and lists the track in the master', async () => {
    const track = await writeSubtitleTrack(folder, 'zh-Hant', VTT, 30_000);
    expect(track).toEqual({ language: 'zh-Hant', name: '繁體中文', uri: 'subs/zh-Hant.m3u8' });
    expect(await readFile(path.join(folder, 'subs', 'zh-Hant.vtt'), 'utf8')).toBe(VTT);
    expect(await readFile(path.join(folder, 'subs', 'zh-Hant.m3u8'), 'utf8')).toContain(
      '#EXTINF:30.000,\nzh-Hant.vtt\n',
    );
    // Written beside and renamed: no temporary file stays behind.
    expect((await readdir(path.join(folder, 'subs'))).sort()).toEqual(['zh-Hant.m3u8', 'zh-Hant.vtt']);

    await applySubtitleTracks(folder, [track]);
    const master = await readFile(path.join(folder, 'index.m3u8'), 'utf8');
    expect(master).toContain(
      'LANGUAGE="zh-Hant",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs/zh-Hant.m3u8"',
    );
    await applySubtitleTracks(folder, [track]);
    expect(await readFile(path.join(folder, 'index.m3u8'), 'utf8')).toBe(master);
    expect((await readdir(folder)).sort()).toEqual(['index.m3u8', 'subs']);
  });

  it('replaces a track in place and removes one', async () => {
    await writeSubtitleTrack(folder, 'en', VTT, 30_000);
    const replaced = VTT.replace('Hi', 'Hello');
    const track = await writeSubtitleTrack(folder, 'en', replaced, 30_000);
    expect(await readFile(path.join(folder, 'subs', 'en.vtt'), 'utf8')).toBe(replaced);

    await applySubtitleTracks(folder, [track]);
    await applySubtitleTracks(folder, []);
    await removeSubtitleTrack(folder, 'en');
    expect(await readdir(path.join(folder, 'subs'))).toEqual([]);
    expect(await readFile(path.join(folder, 'index.m3u8'), 'utf8')).toBe(MASTER);
  });

  it('refuses text that is not WebVTT and a language we do not have', async () => {
    await expect(
      writeSubtitleTrack(folder, 'en', '1\n00:00:01,000 --> 00:00:02,000\nx', 1000),
    ).rejects.toThrow(/WebVTT/);
    // A language code that came from outside the table (typed loosely by a caller).
    const bad = '../../etc' as 'en';
    await expect(writeSubtitleTrack(folder, bad, VTT, 1000)).rejects.toThrow(/unknown language/);
  });
});
