/**
 * MP4 in, HLS out: `mediaRoot/e/<mediaKey>/` holds
 *
 *   index.m3u8            master playlist (BANDWIDTH, AVERAGE-BANDWIDTH, RESOLUTION, CODECS, FRAME-RATE)
 *   360p/ 540p/ 720p/     one rendition each: index.m3u8 (VOD) + init.mp4 + seg_NNNN.m4s (fMP4, ~2 s)
 *   poster.webp           a frame at about 1 s, at most 720 px tall
 *
 * Every URI inside the playlists is relative: the server serves the folder under a signed path
 * prefix (`/media/<exp>.<sig>/e/<key>/`) that the segment URLs must inherit.
 *
 * The steps, one file each: probe (./probe.ts) → ladder (./ladder.ts) → package (./package.ts,
 * playlists in ./playlist.ts) → publish (./publish.ts). The sample catalogue reuses package and
 * publish with generated (lavfi) inputs.
 */
import { stat } from 'node:fs/promises';
import { IngestError } from './ingest-error.ts';
import { outputFps, planLadder, type Rendition } from './ladder.ts';
import { packageHls, type PackageSpec, type X264Preset } from './package.ts';
import { probeSource } from './probe.ts';
import { newMediaKey, publishMedia } from './publish.ts';

export interface IngestResult {
  mediaKey: string;
  durationMs: number;
  /** The largest rendition's frame size (every rendition is 9:16). */
  width: number;
  height: number;
  renditions: Rendition[];
  /** Relative to mediaRoot: `e/<key>/poster.webp`. */
  poster: string;
}

export interface IngestOptions {
  mediaKey?: string;
  /** Replace `e/<mediaKey>/` when it exists (default: refuse). */
  overwrite?: boolean;
  preset?: X264Preset;
  timeoutMs?: number;
}

/** What the package step needs for one video file (probed): its spec and duration. */
export async function planFile(
  input: string,
  options: Pick<IngestOptions, 'preset' | 'timeoutMs'> = {},
): Promise<{ spec: PackageSpec; durationMs: number }> {
  const info = await stat(input).catch(() => undefined);
  if (!info) throw new IngestError(`${input}: no such file`);
  if (!info.isFile()) throw new IngestError(`${input}: not a file`);
  const source = await probeSource(input);
  const ladder = planLadder(source.width, source.height);
  const durationSec = source.durationMs / 1000;
  const spec: PackageSpec = {
    inputArgs: source.hasAudio
      ? ['-i', input]
      : ['-i', input, '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo'],
    videoChain: '[0:v:0]',
    audioChain: source.hasAudio ? '[0:a:0]' : '[1:a]',
    fps: outputFps(source.fps),
    ladder,
    posterAtSec: Math.min(1, durationSec / 2),
    ...(source.hasAudio ? {} : { durationSec }),
    preset: options.preset ?? 'veryfast',
    timeoutMs: options.timeoutMs ?? Math.max(5 * 60_000, source.durationMs * 20),
  };
  return { spec, durationMs: source.durationMs };
}

/** Turn one video file into HLS under `mediaRoot/e/<mediaKey>/`. */
export async function ingestFile(
  input: string,
  mediaRoot: string,
  options: IngestOptions = {},
): Promise<IngestResult> {
  const { spec, durationMs } = await planFile(input, options);
  const mediaKey = options.mediaKey ?? newMediaKey();
  const packaged = await publishMedia(mediaRoot, mediaKey, options.overwrite ?? false, (workDir) =>
    packageHls(spec, workDir),
  );
  const top = packaged.renditions[packaged.renditions.length - 1];
  return {
    mediaKey,
    durationMs,
    width: top?.width ?? 0,
    height: top?.height ?? 0,
    renditions: packaged.renditions,
    poster: `e/${mediaKey}/poster.webp`,
  };
}
