import { SAMPLE_DRAMAS } from './sample-catalogue.content.ts';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/languages.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { sampleManifest, type SampleManifest } from './manifest.ts';
import { generateSampleCatalogue, sampleMediaKey } from './sample-catalogue.ts';
import { filterValue, wrapWords } from './sample-pictures.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

describe('generateSampleCatalogue (1 drama × 2 episodes)', () => {
  let dir = '';
  let manifest: SampleManifest;
  const progress: string[] = [];
  const staleWorkDir = () =>
    path.join(dir, 'e', `.tmp-${sampleMediaKey(SAMPLE_DRAMAS[0]?.slug ?? '', 1)}-deadbeef`);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sample-catalogue-'));
    // What a crashed run leaves: a work folder and a finished episode, but no catalogue.json.
    await mkdir(staleWorkDir(), { recursive: true });
    const leftover = path.join(dir, 'e', sampleMediaKey(SAMPLE_DRAMAS[0]?.slug ?? '', 2));
    await mkdir(leftover, { recursive: true });
    await writeFile(path.join(leftover, 'index.m3u8'), 'half-written');
    const result = await generateSampleCatalogue(dir, {
      dramas: 1,
      episodesPerDrama: 2,
      episodeSeconds: 3,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(result.skipped).toBe(false);
    manifest = result.manifest;
  }, 60_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes a catalogue.json that the schema accepts', async () => {
    const parsed = sampleManifest.safeParse(
      JSON.parse(await readFile(path.join(dir, 'catalogue.json'), 'utf8')),
    );
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toEqual(manifest);
    expect(manifest.dramas).toHaveLength(1);
    const drama = manifest.dramas[0];
    expect(drama?.episodes.map((e) => e.number)).toEqual([1, 2]);
    expect(manifest.tags.map((t) => t.slug).sort()).toEqual([...(drama?.tags ?? [])].sort());
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
  });

  it('packages every episode as HLS with a poster, and a 3:4 drama poster', async () => {
    const drama = manifest.dramas[0];
    if (!drama) throw new Error('no drama');
    const keys = new Set(drama.episodes.map((e) => e.media_key));
    expect(keys.size).toBe(2);
    for (const episode of drama.episodes) {
      const folder = path.join(dir, 'e', episode.media_key);
      const master = await readFile(path.join(folder, 'index.m3u8'), 'utf8');
      expect(master).toContain('RESOLUTION=360x640');
      expect(master).toContain('RESOLUTION=540x960');
      expect(existsSync(path.join(folder, '540p', 'init.mp4'))).toBe(true);
      expect(existsSync(path.join(folder, '360p', 'seg_0000.m4s'))).toBe(true);
      expect([episode.width, episode.height]).toEqual([540, 960]);
      expect(Math.abs(episode.duration_ms - 3000)).toBeLessThanOrEqual(100);
      expect((await sharp(path.join(dir, episode.poster)).metadata()).format).toBe('webp');
    }
    const poster = await sharp(path.join(dir, drama.poster)).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['webp', 600, 800]);
    // The crashed run's leftovers are gone; only finished episode folders remain.
    expect(existsSync(staleWorkDir())).toBe(false);
    expect((await readdir(path.join(dir, 'e'))).sort()).toEqual([...keys].sort());
  });

  it('names CODECS and RESOLUTION on every rendition of the master playlist (no probing by the player)', async () => {
    for (const episode of manifest.dramas[0]?.episodes ?? []) {
      const master = await readFile(path.join(dir, 'e', episode.media_key, 'index.m3u8'), 'utf8');
      const streams = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
      expect(streams).toHaveLength(2);
      for (const line of streams) {
        // H.264 as the encoder wrote it in avcC (ultrafast signals Constrained Baseline, 42c0..); AAC-LC.
        expect(line).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
        expect(line).toMatch(/RESOLUTION=(360x640|540x960)/);
      }
    }
  });

  it('does nothing when catalogue.json exists', async () => {
    const file = path.join(dir, 'catalogue.json');
    const before = await readFile(file, 'utf8');
    const mtime = (await stat(file)).mtimeMs;
    const started = Date.now();
    const again = await generateSampleCatalogue(dir, { dramas: 1, episodesPerDrama: 2, episodeSeconds: 3 });
    expect(again.skipped).toBe(true);
    expect(again.manifest).toEqual(manifest);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await readFile(file, 'utf8')).toBe(before);
    expect((await stat(file)).mtimeMs).toBe(mtime);
  });
});

describe('the sample content', () => {
  it('has at least 8 dramas written in all five languages, with market-like terms', () => {
    expect(SAMPLE_DRAMAS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SAMPLE_DRAMAS.map((d) => d.status))).toEqual(new Set(['completed', 'ongoing', 'new']));
    for (const drama of SAMPLE_DRAMAS) {
      for (const locale of LOCALES) {
        expect(drama.titles[locale].trim(), `${drama.slug} title ${locale}`).not.toBe('');
        expect(drama.synopses[locale].length, `${drama.slug} synopsis ${locale}`).toBeGreaterThan(20);
      }
      expect(drama.freeEpisodes).toBeGreaterThanOrEqual(2);
      expect(drama.freeEpisodes).toBeLessThanOrEqual(5);
      expect(drama.episodePrice).toBeGreaterThanOrEqual(20);
      expect(drama.episodePrice).toBeLessThanOrEqual(60);
    }
    const tags = new Set(SAMPLE_DRAMAS.flatMap((d) => d.tags));
    expect(tags.size).toBeGreaterThanOrEqual(6);
    expect(tags.size).toBeLessThanOrEqual(8);
  });

  it('wraps titles at spaces', () => {
    expect(wrapWords("The CEO's Secret Bride", 16)).toEqual(["The CEO's", 'Secret Bride']);
    expect(wrapWords('Summer With My Campus Crush', 16)).toEqual(['Summer With My', 'Campus Crush']);
    expect(wrapWords('THE TRUE HEIRESS RETURNS', 14)).toEqual(['THE TRUE', 'HEIRESS', 'RETURNS']);
    expect(wrapWords('The Midnight Caller', 16)).toEqual(['The Midnight', 'Caller']);
    expect(wrapWords('Short', 16)).toEqual(['Short']);
    expect(wrapWords('Supercalifragilistic word', 10)).toEqual(['Supercalifragilistic', 'word']);
  });

  it('escapes drawtext values so quotes, colons, commas and brackets reach ffmpeg intact', async () => {
    const text = "It's 100%: a, b; [c] \\ d";
    expect(filterValue("a'b:c")).toBe("a\\\\\\'b\\\\:c");
    await runFfmpeg(
      [
        ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=320x240:d=0.2'],
        ...[
          '-vf',
          `drawtext=fontfile=${filterValue(DEJAVU)}:expansion=none:text=${filterValue(text)}:fontcolor=white`,
        ],
        ...['-f', 'null', '-'],
      ],
      { timeoutMs: 20_000 },
    );
  }, 20_000);
});
