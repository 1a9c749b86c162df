/**
 * One transcode of the job queue: a source (an uploaded file on this machine or in the media
 * store, or a generated sample episode) into a complete rendition folder `e/<key>/` of the
 * media store, built aside and published whole (publish.ts). The key names a version: a new request never writes into the folder viewers
 * are playing. A folder already complete under the key (a run killed after its rename, or a
 * sample episode made before) is taken as it is.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseMediaPlaylist } from '#shared/hls-start.ts';
import { asStore } from '../store/create-media-store.ts';
import { renditionPrefix, SOURCE_PREFIX, type MediaStore } from '../store/media-store.ts';
import { planFile } from './ingest.ts';
import { packageHls, type PackageSpec } from './package.ts';
import { publishMedia, removeStaleWorkDirs } from './publish.ts';
import { sampleEpisodeSpec, sampleMediaKey } from './sample-catalogue.ts';
import { SAMPLE_DRAMAS } from './sample-catalogue.content.ts';

/** Seconds of each generated sample episode. */
export const SAMPLE_EPISODE_SECONDS = 6;

export const mediaSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), path: z.string().min(1) }),
  // An upload moved into the media store (MEDIA_STORE=s3), for a worker on any machine.
  z.object({ kind: z.literal('stored'), key: z.string().regex(/^sources\/[A-Za-z0-9_-]{1,128}$/) }),
  z.object({ kind: z.literal('sample'), drama: z.string().min(1), number: z.number().int().min(1) }),
]);
export type MediaSource = z.infer<typeof mediaSource>;

/** How episode_media.source names a source. */
export function sourceLabel(source: MediaSource): string {
  if (source.kind === 'stored') return `store:${source.key}`;
  return source.kind === 'file' ? source.path : `sample:${source.drama}/${source.number}`;
}

export function parseSourceLabel(label: string): MediaSource {
  const stored = /^store:(sources\/[A-Za-z0-9_-]{1,128})$/.exec(label);
  if (stored?.[1]) return { kind: 'stored', key: stored[1] };
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
export async function renditionDurationMs(target: string | MediaStore, key: string): Promise<number> {
  const folder = asStore(target).folder(renditionPrefix(key));
  const master = (await folder.read('index.m3u8')) ?? '';
  const variant = master.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#'));
  if (!variant) return 0;
  const playlist = parseMediaPlaylist((await folder.read(variant.trim())) ?? '');
  return Math.round(playlist.segments.reduce((sum, s) => sum + s.duration, 0) * 1000);
}

/** The source as a file on this machine: a stored one is downloaded for the run (`release` after). */
async function localSource(
  store: MediaStore,
  key: string,
  source: MediaSource,
): Promise<{ source: MediaSource; release: () => Promise<void> }> {
  if (source.kind !== 'stored') return { source, release: async () => undefined };
  // Named like a work folder of this key, so a crashed run's copy is removed with them.
  const dir = path.join(store.workRoot, `.tmp-${key}-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  const release = () => rm(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'source');
    await store.download(source.key, file);
    return { source: { kind: 'file', path: file }, release };
  } catch (error) {
    await release();
    throw error;
  }
}

async function plan(
  source: MediaSource,
  timeoutMs: number,
): Promise<{ spec: PackageSpec; durationMs: number }> {
  if (source.kind === 'stored') throw new Error('plan: download a stored source first');
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

/** Make `e/<key>/` of the store complete from `source`; its duration in ms. */
export async function transcodeInto(
  target: string | MediaStore,
  key: string,
  source: MediaSource,
  watch: TranscodeWatch,
): Promise<{ durationMs: number; reused: boolean }> {
  const store = asStore(target);
  // The master is published last: with it there, the folder is complete.
  if (await store.stat(`${renditionPrefix(key)}index.m3u8`)) {
    return { durationMs: await renditionDurationMs(store, key), reused: true };
  }
  await removeStaleWorkDirs(store, new Set([key]));
  const local = await localSource(store, key, source);
  try {
    const { spec, durationMs } = await plan(local.source, watch.timeoutMs);
    const packaged = await publishMedia(store, key, true, (workDir) =>
      packageHls(spec, workDir, { progress: { durationMs, report: watch.report }, signal: watch.signal }),
    );
    return { durationMs: packaged.durationMs || durationMs, reused: false };
  } finally {
    await local.release();
  }
}

/** The store key of an upload waiting for its transcode. */
export function sourceKey(uploadId: string): string {
  return `${SOURCE_PREFIX}${uploadId}`;
}
