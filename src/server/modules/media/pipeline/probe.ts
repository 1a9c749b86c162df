/**
 * What a source file holds: duration, display size (after a phone's rotation), frame rate and
 * whether it has sound, from ffprobe when present, else from what `ffmpeg -i` prints.
 */
import { z } from 'zod';
import { CommandError, ffprobePath, runFfmpeg, runFfprobe } from './ffmpeg.ts';
import { IngestError } from './ingest-error.ts';

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
