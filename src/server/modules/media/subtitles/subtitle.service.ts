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
import type { Locale } from '#shared/languages.ts';
import { diskFolder } from '../store/local-store.ts';
import type { MediaFolder } from '../store/media-store.ts';
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

function trackFiles(language: Locale) {
  // The language comes from our table, but it names files: refuse anything else.
  const track = subtitleTrack(language, `${SUBTITLE_DIR}/${language}.m3u8`);
  return { track, vtt: `${SUBTITLE_DIR}/${language}.vtt`, playlist: `${SUBTITLE_DIR}/${language}.m3u8` };
}

/** A rendition folder: in the media store, or on this disk by its path. */
function folderOf(folder: string | MediaFolder): MediaFolder {
  return typeof folder === 'string' ? diskFolder(folder) : folder;
}

/**
 * Writes `subs/<language>.vtt` and its playlist `subs/<language>.m3u8` into an episode's
 * folder (the WebVTT first, so the playlist never names a missing file) and returns the track
 * to list in the master playlist.
 */
export async function writeSubtitleTrack(
  folder: string | MediaFolder,
  language: Locale,
  vtt: string,
  durationMs: number,
): Promise<SubtitleTrack> {
  if (!vtt.startsWith('WEBVTT'))
    throw new Error('writeSubtitleTrack: not a WebVTT text (use prepareSubtitle)');
  const files = trackFiles(language);
  const target = folderOf(folder);
  await target.write(files.vtt, vtt);
  await target.write(files.playlist, subtitleMediaPlaylist(`${language}.vtt`, durationMs));
  return files.track;
}

/** Rewrites `<folder>/index.m3u8` to list exactly `tracks` (none: the plain master). */
export async function applySubtitleTracks(
  folder: string | MediaFolder,
  tracks: readonly SubtitleTrack[],
): Promise<void> {
  const target = folderOf(folder);
  const master = await target.read('index.m3u8');
  if (master === undefined) throw new Error('applySubtitleTracks: the folder has no index.m3u8');
  await target.write('index.m3u8', withSubtitleTracks(master, tracks));
}

/** Deletes a track's files; the master should no longer list it (applySubtitleTracks first). */
export async function removeSubtitleTrack(folder: string | MediaFolder, language: Locale): Promise<void> {
  const files = trackFiles(language);
  const target = folderOf(folder);
  await target.remove(files.playlist);
  await target.remove(files.vtt);
}
