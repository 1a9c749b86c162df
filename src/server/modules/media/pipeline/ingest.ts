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
 * One ffmpeg run per file: the decoded video is split and scaled into every rendition (9:16,
 * padded when the source is not 9:16), encoded with an IDR every 2 s, and cut by the HLS muxer;
 * a branch of the same graph writes the poster frame. The sample catalogue reuses
 * `packageHls` with generated (lavfi) inputs.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { CommandError, ffprobePath, runFfmpeg, runFfprobe } from './ffmpeg.ts';

export class IngestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IngestError';
  }
}

export interface Rendition {
  name: string;
  width: number;
  height: number;
  /** Peak segment bit rate in bit/s, as the master playlist's BANDWIDTH says. */
  bandwidth: number;
}

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

export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';

export interface IngestOptions {
  mediaKey?: string;
  /** Replace `e/<mediaKey>/` when it exists (default: refuse). */
  overwrite?: boolean;
  preset?: X264Preset;
  timeoutMs?: number;
}

export interface LadderStep {
  name: string;
  width: number;
  height: number;
  /** Video rate cap (kbit/s) over a crf encode, its VBV buffer (default 2 × the cap), and the AAC rate. */
  maxrateKbps: number;
  bufsizeKbps?: number;
  audioKbps: number;
}

export const LADDER: readonly LadderStep[] = [
  { name: '360p', width: 360, height: 640, maxrateKbps: 800, audioKbps: 64 },
  { name: '540p', width: 540, height: 960, maxrateKbps: 1600, audioKbps: 96 },
  { name: '720p', width: 720, height: 1280, maxrateKbps: 2800, audioKbps: 128 },
];

export const SEGMENT_SECONDS = 2;
const POSTER_MAX_HEIGHT = 720;
const MEDIA_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A 12-character random id in lowercase base32 (60 bits). */
export function newMediaKey(): string {
  const bytes = randomBytes(12);
  let key = '';
  for (const byte of bytes) key += BASE32[byte & 31];
  return key;
}

export function isValidMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

// ---------------------------------------------------------------------------------------------
// Probing

export interface Fps {
  num: number;
  den: number;
}

export interface SourceInfo {
  durationMs: number;
  /** Display size, after the rotation a phone may have recorded. */
  width: number;
  height: number;
  fps: Fps | undefined;
  hasAudio: boolean;
}

const probeSchema = z.object({
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        avg_frame_rate: z.string().optional(),
        r_frame_rate: z.string().optional(),
        duration: z.string().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
        tags: z.object({ rotate: z.string().optional() }).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
      }),
    )
    .optional(),
});

export function parseRational(value: string | undefined): Fps | undefined {
  const match = /^(\d+)(?:\/(\d+))?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const num = Number(match[1]);
  const den = match[2] === undefined ? 1 : Number(match[2]);
  return num > 0 && den > 0 ? { num, den } : undefined;
}

function parseFpsNumber(value: string): Fps | undefined {
  const n = Number(value);
  if (!(n > 0)) return undefined;
  if (Math.abs(n - 29.97) < 0.01) return { num: 30000, den: 1001 };
  if (Math.abs(n - 59.94) < 0.01) return { num: 60000, den: 1001 };
  if (Math.abs(n - 23.976) < 0.01) return { num: 24000, den: 1001 };
  return Number.isInteger(n) ? { num: n, den: 1 } : { num: Math.round(n * 1000), den: 1000 };
}

function rotated(width: number, height: number, rotation: number): { width: number; height: number } {
  return Math.abs(Math.round(rotation / 90)) % 2 === 1 ? { width: height, height: width } : { width, height };
}

const IMAGE_FORMATS = /(^|,)(image2|[a-z0-9]+_pipe|gif|webp_pipe)(,|$)/;

async function probeWithFfprobe(input: string): Promise<SourceInfo> {
  let stdout: string;
  try {
    ({ stdout } = await runFfprobe(['-show_format', '-show_streams', '-of', 'json', input], 'probing', {
      timeoutMs: 60_000,
    }));
  } catch (error) {
    if (error instanceof CommandError) {
      const last = error.stderr.trim().split('\n').pop() ?? '';
      const reason = last.startsWith(`${input}: `) ? last.slice(input.length + 2) : last || 'unreadable';
      throw new IngestError(`${input} is not a readable video (${reason})`);
    }
    throw error;
  }
  const parsed = probeSchema.safeParse(JSON.parse(stdout));
  if (!parsed.success) throw new IngestError(`${input}: unexpected ffprobe output`);
  const streams = parsed.data.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const formatName = parsed.data.format?.format_name ?? '';
  if (!video || video.width === undefined || video.height === undefined || IMAGE_FORMATS.test(formatName)) {
    throw new IngestError(`${input} is not a video (no video stream)`);
  }
  const duration = Number(parsed.data.format?.duration ?? video.duration ?? NaN);
  if (!(duration > 0)) throw new IngestError(`${input} is not a video (no duration)`);
  const rotation =
    video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? Number(video.tags?.rotate ?? 0);
  return {
    durationMs: Math.round(duration * 1000),
    ...rotated(video.width, video.height, rotation),
    fps: parseRational(video.avg_frame_rate) ?? parseRational(video.r_frame_rate),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/** What `ffmpeg -i <file>` prints about its input, for machines without ffprobe. */
export function parseFfmpegInputInfo(stderr: string): SourceInfo | undefined {
  const duration = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const videoLine = stderr
    .split('\n')
    .find((l) => /Stream #\d+:\d+.*: Video: /.test(l) && !/attached pic/.test(l));
  if (!duration || !videoLine) return undefined;
  const size = /,\s*(\d{2,5})x(\d{2,5})[\s,[]/.exec(videoLine);
  if (!size) return undefined;
  const fps = /,\s*([\d.]+)\s*fps/.exec(videoLine) ?? /,\s*([\d.]+)\s*tbr/.exec(videoLine);
  const rotation = /rotation of (-?[\d.]+) degrees/.exec(stderr) ?? /rotate\s*:\s*(-?\d+)/.exec(stderr);
  const seconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  return {
    durationMs: Math.round(seconds * 1000),
    ...rotated(Number(size[1]), Number(size[2]), Number(rotation?.[1] ?? 0)),
    fps: fps?.[1] === undefined ? undefined : parseFpsNumber(fps[1]),
    hasAudio: /Stream #\d+:\d+.*: Audio: /.test(stderr),
  };
}

/** The fallback when ffprobe is absent (exported for tests). */
export async function probeWithFfmpeg(input: string): Promise<SourceInfo> {
  // Without an output file ffmpeg exits 1, after printing what it found about the input.
  const stderr = await runFfmpeg(['-i', input], { timeoutMs: 60_000 }).then(
    (r) => r.stderr,
    (error: unknown) => {
      if (error instanceof CommandError) return error.stderr;
      throw error;
    },
  );
  const info = parseFfmpegInputInfo(stderr);
  if (!info || !(info.durationMs > 0)) {
    const reason = /Invalid data found[^\n]*/.exec(stderr)?.[0] ?? 'no video stream with a duration';
    throw new IngestError(`${input} is not a readable video (${reason})`);
  }
  return info;
}

/** Duration, display size, frame rate and audio presence: ffprobe when present, else ffmpeg. */
export async function probeSource(input: string): Promise<SourceInfo> {
  return ffprobePath() ? probeWithFfprobe(input) : probeWithFfmpeg(input);
}

// ---------------------------------------------------------------------------------------------
// Planning

/** 360p always; each larger rung only when fitting the source into it does not upscale. */
export function planLadder(sourceWidth: number, sourceHeight: number): LadderStep[] {
  return LADDER.filter((step, index) => {
    if (index === 0) return true;
    const scale = Math.min(step.width / sourceWidth, step.height / sourceHeight);
    return scale <= 1 + 1e-9;
  });
}

/** The encode frame rate: the source's, halved or capped to stay at most 30 fps; 30 when unknown. */
export function outputFps(source: Fps | undefined): Fps {
  if (!source) return { num: 30, den: 1 };
  const value = source.num / source.den;
  if (value <= 30.01) return value < 10 ? { num: 30, den: 1 } : source;
  const half = { num: source.num, den: source.den * 2 };
  return half.num / half.den <= 30.01 && half.num / half.den >= 23 ? half : { num: 30, den: 1 };
}

// ---------------------------------------------------------------------------------------------
// Packaging

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

/** A URI a playlist may contain: relative, inside its folder tree, no scheme, no `..`. */
export function isSafeRelativeUri(uri: string): boolean {
  if (uri === '' || uri.startsWith('/') || uri.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(uri))
    return false;
  return uri.split(/[/?#]/).every((part) => part !== '..' && part !== '.');
}

export interface MediaPlaylist {
  map: string | undefined;
  segments: { uri: string; duration: number }[];
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const segments: MediaPlaylist['segments'] = [];
  let map: string | undefined;
  let pending: number | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const mapMatch = /^#EXT-X-MAP:.*URI="([^"]*)"/.exec(line);
    if (mapMatch) map = mapMatch[1];
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) pending = Number(inf[1]);
    if (!line.startsWith('#')) {
      segments.push({ uri: line, duration: pending ?? 0 });
      pending = undefined;
    }
  }
  return { map, segments };
}

/** The RFC 6381 codec string of the H.264 track in an init segment, from its avcC box. */
export function avcCodecString(init: Buffer): string | undefined {
  const at = init.indexOf('avcC');
  if (at < 0 || at + 8 > init.length) return undefined;
  const hex = (b: number | undefined): string => (b ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(init[at + 5])}${hex(init[at + 6])}${hex(init[at + 7])}`;
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

export function masterPlaylist(
  renditions: readonly (Rendition & { averageBandwidth?: number; codecs: string })[],
  fps: Fps,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const attrs = [
      `BANDWIDTH=${r.bandwidth}`,
      ...(r.averageBandwidth ? [`AVERAGE-BANDWIDTH=${r.averageBandwidth}`] : []),
      `RESOLUTION=${r.width}x${r.height}`,
      `FRAME-RATE=${(fps.num / fps.den).toFixed(3)}`,
      `CODECS="${r.codecs}"`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, `${r.name}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}

/** Encode `spec` into `workDir` (renditions, master playlist, poster.webp). */
export async function packageHls(spec: PackageSpec, workDir: string): Promise<PackageResult> {
  await Promise.all(spec.ladder.map((_, i) => mkdir(path.join(workDir, `v${i}`), { recursive: true })));
  await runFfmpeg(['-loglevel', 'error', ...buildPackageArgs(spec, workDir)], { timeoutMs: spec.timeoutMs });
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

/**
 * Build `mediaRoot/e/<mediaKey>/` in a hidden sibling folder and rename it into place, so a
 * reader never sees half a rendition and a crash leaves only a `.tmp-*` folder behind.
 */
export async function publishMedia<T>(
  mediaRoot: string,
  mediaKey: string,
  overwrite: boolean,
  build: (workDir: string) => Promise<T>,
): Promise<T> {
  if (!isValidMediaKey(mediaKey)) {
    throw new IngestError(`invalid media key "${mediaKey}": use 1-64 letters, digits, - or _`);
  }
  const episodesDir = path.join(mediaRoot, 'e');
  const target = path.join(episodesDir, mediaKey);
  if (!overwrite && existsSync(target)) throw new IngestError(`${target} already exists`);
  await mkdir(episodesDir, { recursive: true });
  const workDir = path.join(episodesDir, `.tmp-${mediaKey}-${randomBytes(4).toString('hex')}`);
  await mkdir(workDir);
  try {
    const result = await build(workDir);
    if (overwrite) await rm(target, { recursive: true, force: true });
    await rename(workDir, target);
    return result;
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** Remove the `.tmp-<key>-*` folders a crashed run left in `mediaRoot/e/` for these keys. */
export async function removeStaleWorkDirs(mediaRoot: string, keys: ReadonlySet<string>): Promise<void> {
  const dir = path.join(mediaRoot, 'e');
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir)) {
    const key = /^\.tmp-(.+)-[0-9a-f]{8}$/.exec(entry)?.[1];
    if (key !== undefined && keys.has(key)) await rm(path.join(dir, entry), { recursive: true, force: true });
  }
}

/** Turn one video file into HLS under `mediaRoot/e/<mediaKey>/`. */
export async function ingestFile(
  input: string,
  mediaRoot: string,
  options: IngestOptions = {},
): Promise<IngestResult> {
  const info = await stat(input).catch(() => undefined);
  if (!info) throw new IngestError(`${input}: no such file`);
  if (!info.isFile()) throw new IngestError(`${input}: not a file`);
  const source = await probeSource(input);
  const mediaKey = options.mediaKey ?? newMediaKey();
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
  const packaged = await publishMedia(mediaRoot, mediaKey, options.overwrite ?? false, (workDir) =>
    packageHls(spec, workDir),
  );
  const top = packaged.renditions[packaged.renditions.length - 1];
  return {
    mediaKey,
    durationMs: source.durationMs,
    width: top?.width ?? 0,
    height: top?.height ?? 0,
    renditions: packaged.renditions,
    poster: `e/${mediaKey}/poster.webp`,
  };
}
