/**
 * One transcode of the job queue: a source (an uploaded file, or a generated sample episode)
 * into a complete rendition folder `mediaRoot/e/<key>/`, built aside and renamed into place
 * (publish.ts). The key names a version: a new request never writes into the folder viewers
 * are playing. A folder already complete under the key (a run killed after its rename, or a
 * sample episode made before) is taken as it is.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { planFile } from './ingest.ts';
import { packageHls, type PackageSpec } from './package.ts';
import { parseMediaPlaylist } from './playlist.ts';
import { publishMedia, removeStaleWorkDirs } from './publish.ts';
import { sampleEpisodeSpec, sampleMediaKey } from './sample-catalogue.ts';
import { SAMPLE_DRAMAS } from './sample-catalogue.content.ts';

/** Seconds of each generated sample episode. */
export const SAMPLE_EPISODE_SECONDS = 6;

export const mediaSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), path: z.string().min(1) }),
  z.object({ kind: z.literal('sample'), drama: z.string().min(1), number: z.number().int().min(1) }),
]);
export type MediaSource = z.infer<typeof mediaSource>;

/** How episode_media.source names a source. */
export function sourceLabel(source: MediaSource): string {
  return source.kind === 'file' ? source.path : `sample:${source.drama}/${source.number}`;
}

export function parseSourceLabel(label: string): MediaSource {
  const sample = /^sample:([a-z0-9-]+)\/(\d+)$/.exec(label);
  if (sample?.[1] && sample[2]) return { kind: 'sample', drama: sample[1], number: Number(sample[2]) };
  return { kind: 'file', path: label };
}

/** The version folder a request builds: per request for a file, per content for a sample. */
export function renditionKey(source: MediaSource, requestId: string): string {
  if (source.kind === 'sample') return sampleMediaKey(source.drama, source.number);
  return `j${createHash('sha256').update(requestId).digest('hex').slice(0, 15)}`;
}

/** The duration of a complete rendition folder: its first variant's segments added up. */
export async function renditionDurationMs(mediaRoot: string, key: string): Promise<number> {
  const dir = path.join(mediaRoot, 'e', key);
  const master = await readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const variant = master.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#'));
  if (!variant) return 0;
  const playlist = parseMediaPlaylist(await readFile(path.join(dir, variant.trim()), 'utf8'));
  return Math.round(playlist.segments.reduce((sum, s) => sum + s.duration, 0) * 1000);
}

async function plan(
  source: MediaSource,
  timeoutMs: number,
): Promise<{ spec: PackageSpec; durationMs: number }> {
  if (source.kind === 'file') return planFile(source.path, { timeoutMs });
  const index = SAMPLE_DRAMAS.findIndex((d) => d.slug === source.drama);
  if (index < 0) throw new Error(`no sample drama ${source.drama}`);
  const spec = sampleEpisodeSpec(index, source.number, { seconds: SAMPLE_EPISODE_SECONDS, timeoutMs });
  return { spec, durationMs: SAMPLE_EPISODE_SECONDS * 1000 };
}

export interface TranscodeWatch {
  /** The share done, 0..1. */
  report: (fraction: number) => void;
  signal: AbortSignal;
  /** ffmpeg is killed after this long (below the job's expiry). */
  timeoutMs: number;
}

/** Make `mediaRoot/e/<key>/` complete from `source`; its duration in ms. */
export async function transcodeInto(
  mediaRoot: string,
  key: string,
  source: MediaSource,
  watch: TranscodeWatch,
): Promise<{ durationMs: number; reused: boolean }> {
  if (existsSync(path.join(mediaRoot, 'e', key, 'index.m3u8'))) {
    return { durationMs: await renditionDurationMs(mediaRoot, key), reused: true };
  }
  await removeStaleWorkDirs(mediaRoot, new Set([key]));
  const { spec, durationMs } = await plan(source, watch.timeoutMs);
  const packaged = await publishMedia(mediaRoot, key, true, (workDir) =>
    packageHls(spec, workDir, { progress: { durationMs, report: watch.report }, signal: watch.signal }),
  );
  return { durationMs: packaged.durationMs || durationMs, reused: false };
}
