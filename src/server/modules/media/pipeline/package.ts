/**
 * One ffmpeg run per source: the decoded video is split and scaled into every rendition (9:16,
 * padded when the source is not 9:16), encoded with an IDR every 2 s, and cut by the HLS muxer
 * into fMP4; a branch of the same graph writes the poster frame (WebP, at most 720 px tall).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parseMediaPlaylist } from '#shared/hls-start.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { progressListener } from './ffmpeg-progress.ts';
import { IngestError } from './ingest-error.ts';
import { SEGMENT_SECONDS, type LadderStep, type Rendition } from './ladder.ts';
import { avcCodecString, isSafeRelativeUri, masterPlaylist } from './playlist.ts';
import type { Fps } from './probe.ts';

export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';

const POSTER_MAX_HEIGHT = 720;

export interface PackageSpec {
  /** ffmpeg input arguments (`-i file`, `-f lavfi -i …`). */
  inputArgs: string[];
  /** A filter chain producing the source video, e.g. `[0:v]` or `[0:v]drawtext=…`. */
  videoChain: string;
  /** A filter chain producing the audio, e.g. `[0:a:0]` or `[1:a]volume=0.3`. */
  audioChain: string;
  fps: Fps;
  ladder: readonly LadderStep[];
  /** Where the poster frame is taken (seconds from the start). */
  posterAtSec: number;
  /** Cut every output at this length (needed when an input is endless, e.g. generated silence). */
  durationSec?: number;
  preset?: X264Preset;
  crf?: number;
  timeoutMs?: number;
}

/** How a run is watched and stopped (the job queue's transcodes). */
export interface PackageRun {
  /** The share done (0..1) from ffmpeg's progress output, against the source's duration. */
  progress?: { durationMs: number; report: (fraction: number) => void };
  signal?: AbortSignal;
}

export interface PackageResult {
  renditions: Rendition[];
  /** Sum of the first rendition's segment durations. */
  durationMs: number;
}

function fpsString(fps: Fps): string {
  return fps.den === 1 ? String(fps.num) : `${fps.num}/${fps.den}`;
}

function fitAndPad(step: Pick<LadderStep, 'width' | 'height'>): string {
  const { width: w, height: h } = step;
  return (
    `scale=${w}:${h}:force_original_aspect_ratio=decrease,` +
    `pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,format=yuv420p`
  );
}

/** The ffmpeg arguments that encode the ladder into `workDir/v<i>/` and the frame into poster.png. */
export function buildPackageArgs(spec: PackageSpec, workDir: string): string[] {
  const n = spec.ladder.length;
  const top = spec.ladder[n - 1];
  if (!top) throw new Error('empty ladder');
  const gop = Math.max(1, Math.round((SEGMENT_SECONDS * spec.fps.num) / spec.fps.den));
  const videoOuts = spec.ladder.map((_, i) => `[s${i}]`).join('');
  const filters = [
    `${spec.videoChain}${spec.videoChain.endsWith(']') ? '' : ','}fps=${fpsString(spec.fps)},split=${n + 1}${videoOuts}[sp]`,
    ...spec.ladder.map((step, i) => `[s${i}]${fitAndPad(step)}[v${i}]`),
    // The second trim ends the branch after one frame, so the rest of the video skips it.
    `[sp]trim=start=${spec.posterAtSec.toFixed(3)},trim=end_frame=1,${fitAndPad(top)}[poster]`,
    `${spec.audioChain}${spec.audioChain.endsWith(']') ? '' : ','}aformat=sample_rates=48000:channel_layouts=stereo,` +
      `asplit=${n}${spec.ladder.map((_, i) => `[a${i}]`).join('')}`,
  ];
  const args = [...spec.inputArgs, '-filter_complex', filters.join(';')];
  spec.ladder.forEach((step, i) => {
    args.push('-map', `[v${i}]`, '-map', `[a${i}]`);
    args.push(
      `-maxrate:v:${i}`,
      `${step.maxrateKbps}k`,
      `-bufsize:v:${i}`,
      `${step.bufsizeKbps ?? step.maxrateKbps * 2}k`,
    );
    args.push(`-b:a:${i}`, `${step.audioKbps}k`);
  });
  args.push(
    ...['-c:v', 'libx264', '-preset', spec.preset ?? 'veryfast', '-profile:v', 'main'],
    ...['-crf', String(spec.crf ?? 23), '-pix_fmt', 'yuv420p'],
    ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
    ...['-c:a', 'aac', '-ac', '2', '-ar', '48000'],
  );
  if (spec.durationSec !== undefined) args.push('-t', spec.durationSec.toFixed(3));
  args.push(
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...[
      '-hls_segment_type',
      'fmp4',
      '-hls_fmp4_init_filename',
      'init.mp4',
      '-hls_flags',
      'independent_segments',
    ],
    ...['-hls_segment_filename', path.join(workDir, 'v%v', 'seg_%04d.m4s')],
    ...['-var_stream_map', spec.ladder.map((_, i) => `v:${i},a:${i}`).join(' ')],
    path.join(workDir, 'v%v', 'index.m3u8'),
    ...['-map', '[poster]', '-frames:v', '1', path.join(workDir, 'poster.png')],
  );
  return args;
}

interface PackagedRendition extends Rendition {
  averageBandwidth: number;
  codecs: string;
  durationMs: number;
}

async function finishRendition(workDir: string, index: number, step: LadderStep): Promise<PackagedRendition> {
  const from = path.join(workDir, `v${index}`);
  const dir = path.join(workDir, step.name);
  await rename(from, dir);
  const playlistFile = path.join(dir, 'index.m3u8');
  let text = await readFile(playlistFile, 'utf8');
  const playlist = parseMediaPlaylist(text);
  if (playlist.segments.length === 0) throw new IngestError(`${step.name}: ffmpeg wrote no segments`);
  // ffmpeg names the init segment init_<i>.mp4 in each variant folder; every folder gets init.mp4.
  if (playlist.map !== undefined && playlist.map !== 'init.mp4') {
    if (!isSafeRelativeUri(playlist.map))
      throw new IngestError(`${step.name}: unexpected init URI ${playlist.map}`);
    await rename(path.join(dir, playlist.map), path.join(dir, 'init.mp4'));
    text = text.replace(`URI="${playlist.map}"`, 'URI="init.mp4"');
    await writeFile(playlistFile, text);
  }
  const bad = playlist.segments.find((s) => !isSafeRelativeUri(s.uri));
  if (bad) throw new IngestError(`${step.name}: playlist URI is not relative: ${bad.uri}`);

  const init = await readFile(path.join(dir, 'init.mp4'));
  let totalBytes = 0;
  let totalSeconds = 0;
  let peak = 0;
  let peakAny = 0;
  for (const segment of playlist.segments) {
    const { size } = await stat(path.join(dir, segment.uri));
    totalBytes += size;
    totalSeconds += segment.duration;
    const rate = segment.duration > 0 ? (size * 8) / segment.duration : 0;
    peakAny = Math.max(peakAny, rate);
    // A short tail segment holding one keyframe would overstate the peak.
    if (segment.duration >= SEGMENT_SECONDS / 2) peak = Math.max(peak, rate);
  }
  const video = avcCodecString(init) ?? 'avc1.4d401f';
  const codecs = init.includes('mp4a') ? `${video},mp4a.40.2` : video;
  return {
    name: step.name,
    width: step.width,
    height: step.height,
    bandwidth: Math.ceil(peak || peakAny),
    averageBandwidth: Math.ceil(totalSeconds > 0 ? (totalBytes * 8) / totalSeconds : peakAny),
    codecs,
    durationMs: Math.round(totalSeconds * 1000),
  };
}

/** Encode `spec` into `workDir` (renditions, master playlist, poster.webp). */
export async function packageHls(
  spec: PackageSpec,
  workDir: string,
  watch: PackageRun = {},
): Promise<PackageResult> {
  await Promise.all(spec.ladder.map((_, i) => mkdir(path.join(workDir, `v${i}`), { recursive: true })));
  const progressArgs = watch.progress ? ['-progress', 'pipe:1', '-nostats'] : [];
  await runFfmpeg(['-loglevel', 'error', ...progressArgs, ...buildPackageArgs(spec, workDir)], {
    timeoutMs: spec.timeoutMs,
    ...(watch.signal ? { signal: watch.signal } : {}),
    ...(watch.progress
      ? { onStdout: progressListener(watch.progress.durationMs, watch.progress.report) }
      : {}),
  });
  const renditions: PackagedRendition[] = [];
  for (const [i, step] of spec.ladder.entries()) renditions.push(await finishRendition(workDir, i, step));
  await writeFile(path.join(workDir, 'index.m3u8'), masterPlaylist(renditions, spec.fps));

  const png = path.join(workDir, 'poster.png');
  if (!existsSync(png)) throw new IngestError('ffmpeg wrote no poster frame');
  await sharp(png)
    .resize({ height: POSTER_MAX_HEIGHT, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(path.join(workDir, 'poster.webp'));
  await unlink(png);
  return {
    renditions: renditions.map(({ name, width, height, bandwidth }) => ({ name, width, height, bandwidth })),
    durationMs: renditions[0]?.durationMs ?? 0,
  };
}
