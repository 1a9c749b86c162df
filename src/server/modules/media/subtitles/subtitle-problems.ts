/**
 * What can be wrong with an uploaded subtitle file: a closed list of codes, each with the cue
 * (its number in the file, counted from 1), the line and the times it is about, so the console
 * can say "cue 12 (00:01:02.500) overlaps cue 11". The texts are the server locales'
 * `subtitle.<code>` keys; `subtitleProblemText` fills them in for a language.
 */
import type { LanguageId } from '#shared/languages.ts';
import { translate, type ServerMessageKey } from '../../../i18n/messages.ts';
import { countText } from '../../../i18n/numbers.ts';

/** The limits a file must keep (bytes, cues, characters of text per cue, ms past the video). */
export const SUBTITLE_LIMITS = {
  maxBytes: 1024 * 1024,
  maxCues: 5000,
  maxCueChars: 500,
  endToleranceMs: 500,
  /** Past this many problems the list stops with one `too_many_problems`. */
  maxProblems: 100,
} as const;

export const SUBTITLE_PROBLEM_CODES = [
  /** More than `maxBytes` bytes. */
  'file_too_large',
  /** Bytes that are not UTF-8 (the first bad byte's line), or a UTF-16 file. */
  'not_utf8',
  /** Nothing but white space. */
  'empty',
  /** Neither a WebVTT header nor a SubRip timing line. */
  'unknown_format',
  /** A cue block whose timing line is missing or cannot be read. */
  'bad_timing',
  /** A file that could be read but holds no cue. */
  'no_cues',
  'too_many_cues',
  /** A cue whose end is not after its start. */
  'end_not_after_start',
  /** A cue that starts at or after the video's end, or ends more than the tolerance after it. */
  'beyond_duration',
  /** In order of start time, a cue that starts before the previous one ends. */
  'overlap',
  'text_too_long',
  'too_many_problems',
] as const;

export type SubtitleProblemCode = (typeof SUBTITLE_PROBLEM_CODES)[number];

export interface SubtitleProblem {
  code: SubtitleProblemCode;
  /** 1-based line in the file (after a byte order mark). */
  line?: number;
  /** 1-based cue number in file order. */
  cue?: number;
  startMs?: number;
  endMs?: number;
  /** `overlap`: the cue it overlaps. */
  previousCue?: number;
  /** The limit broken (bytes, cues, characters) or the video's duration in ms. */
  limit?: number;
  /** How many there were (bytes, cues, characters, problems left out). */
  count?: number;
  /** `bad_timing`: the line as written, cut to 80 characters. */
  excerpt?: string;
}

/** A time as WebVTT writes it: 00:01:02.500 (hours always, two digits at least). */
export function formatSubtitleTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

/** The placeholders of `subtitle.<code>`: numbers written for the language, times as WebVTT's. */
export function subtitleProblemParams(
  language: LanguageId,
  problem: SubtitleProblem,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const count = (value: number | undefined) => (value === undefined ? '' : countText(language, value));
  if (problem.line !== undefined) params.line = count(problem.line);
  if (problem.cue !== undefined) params.cue = count(problem.cue);
  if (problem.previousCue !== undefined) params.previous = count(problem.previousCue);
  if (problem.startMs !== undefined) params.start = formatSubtitleTime(problem.startMs);
  if (problem.endMs !== undefined) params.end = formatSubtitleTime(problem.endMs);
  if (problem.count !== undefined) params.count = count(problem.count);
  if (problem.excerpt !== undefined) params.excerpt = problem.excerpt;
  if (problem.limit !== undefined) {
    params.limit =
      problem.code === 'beyond_duration'
        ? formatSubtitleTime(problem.limit)
        : problem.code === 'file_too_large'
          ? `${countText(language, Math.round(problem.limit / 1024))} KB`
          : count(problem.limit);
  }
  return params;
}

/** A compile error here when a code has no `subtitle.<code>` text in the server locales. */
function problemKey(code: SubtitleProblemCode): ServerMessageKey {
  return `subtitle.${code}`;
}

/** One problem as a sentence in the language, from the server locales. */
export function subtitleProblemText(language: LanguageId, problem: SubtitleProblem): string {
  return translate(language, problemKey(problem.code), subtitleProblemParams(language, problem));
}
