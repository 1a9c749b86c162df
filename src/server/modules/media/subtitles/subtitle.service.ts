/**
 * Subtitles of an episode, for the console's route to call (the database and the route are
 * wired by the caller):
 *
 *   prepareSubtitle(bytes, { durationMs })   an uploaded .vtt or .srt → normalized WebVTT, or
 *                                            the problems (codes + cue, line, times)
 *   writeSubtitleTrack(folder, lang, vtt, ms) subs/<lang>.vtt + subs/<lang>.m3u8 in the episode's
 *                                            folder, each written then renamed into place
 *   applySubtitleTracks(folder, tracks)      the folder's index.m3u8 with exactly these tracks
 *   removeSubtitleTrack(folder, lang)        the two files gone (rewrite the master first)
 *
 * The pure parts: ./subtitle-parse.ts (bytes → cues), ./subtitle-validate.ts (the rules),
 * ./subtitle-sanitize.ts (cue text), ./subtitle-webvtt.ts and ./subtitle-master.ts (writing).
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '#shared/languages.ts';
import { writeFileAtomic } from '../../../lib/write-atomic.ts';
import { subtitleTrack, withSubtitleTracks, type SubtitleTrack } from './subtitle-master.ts';
import { decodeSubtitleBytes, parseSubtitleText, type SubtitleFormat } from './subtitle-parse.ts';
import { SUBTITLE_LIMITS, type SubtitleProblem } from './subtitle-problems.ts';
import { validateSubtitle, type SubtitleCue } from './subtitle-validate.ts';
import { subtitleMediaPlaylist, toWebVtt } from './subtitle-webvtt.ts';

/** The folder of an episode's subtitle files, inside its media folder. */
export const SUBTITLE_DIR = 'subs';

export type PreparedSubtitle =
  | { ok: true; format: SubtitleFormat; vtt: string; cues: SubtitleCue[] }
  | { ok: false; problems: SubtitleProblem[] };

/** An uploaded file → the WebVTT we serve, or every problem that stops it. */
export function prepareSubtitle(bytes: Uint8Array, options: { durationMs: number }): PreparedSubtitle {
  const { durationMs } = options;
  if (!Number.isSafeInteger(durationMs) || durationMs <= 0) {
    throw new RangeError(`prepareSubtitle: durationMs must be a positive integer, got ${durationMs}`);
  }
  if (bytes.length > SUBTITLE_LIMITS.maxBytes) {
    return {
      ok: false,
      problems: [{ code: 'file_too_large', limit: SUBTITLE_LIMITS.maxBytes, count: bytes.length }],
    };
  }
  const decoded = decodeSubtitleBytes(bytes);
  if (!decoded.ok) return { ok: false, problems: [decoded.problem] };
  const parsed = parseSubtitleText(decoded.text);
  const { cues, problems } = validateSubtitle(parsed, durationMs);
  if (problems.length > 0 || !parsed.format) return { ok: false, problems };
  return { ok: true, format: parsed.format, vtt: toWebVtt(cues), cues };
}

function trackFiles(folder: string, language: Locale) {
  // The language comes from our table, but it names files: refuse anything else.
  const track = subtitleTrack(language, `${SUBTITLE_DIR}/${language}.m3u8`);
  const dir = path.join(folder, SUBTITLE_DIR);
  return { track, dir, vtt: path.join(dir, `${language}.vtt`), playlist: path.join(dir, `${language}.m3u8`) };
}

/**
 * Writes `subs/<language>.vtt` and its playlist `subs/<language>.m3u8` into an episode's
 * folder (the WebVTT first, so the playlist never names a missing file) and returns the track
 * to list in the master playlist.
 */
export async function writeSubtitleTrack(
  folder: string,
  language: Locale,
  vtt: string,
  durationMs: number,
): Promise<SubtitleTrack> {
  if (!vtt.startsWith('WEBVTT'))
    throw new Error('writeSubtitleTrack: not a WebVTT text (use prepareSubtitle)');
  const files = trackFiles(folder, language);
  await mkdir(files.dir, { recursive: true });
  await writeFileAtomic(files.vtt, vtt);
  await writeFileAtomic(files.playlist, subtitleMediaPlaylist(`${language}.vtt`, durationMs));
  return files.track;
}

/** Rewrites `<folder>/index.m3u8` to list exactly `tracks` (none: the plain master). */
export async function applySubtitleTracks(folder: string, tracks: readonly SubtitleTrack[]): Promise<void> {
  const master = path.join(folder, 'index.m3u8');
  await writeFileAtomic(master, withSubtitleTracks(await readFile(master, 'utf8'), tracks));
}

/** Deletes a track's files; the master should no longer list it (applySubtitleTracks first). */
export async function removeSubtitleTrack(folder: string, language: Locale): Promise<void> {
  const files = trackFiles(folder, language);
  await rm(files.playlist, { force: true });
  await rm(files.vtt, { force: true });
}
