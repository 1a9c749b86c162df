/**
 * The rules an episode's subtitle file keeps, over the parser's cues: each cue ends after it
 * starts, lies inside the video (its end may pass the video's end by the tolerance), holds at
 * most `maxCueChars` characters of text, and, in order of start time, starts no earlier than the
 * previous cue ends; at most `maxCues` cues. Every problem is listed (up to `maxProblems`), so
 * the operator fixes the file once.
 */
import type { ParsedCue, ParsedSubtitle } from './subtitle-parse.ts';
import { SUBTITLE_LIMITS, type SubtitleProblem } from './subtitle-problems.ts';
import { sanitizeCueText } from './subtitle-sanitize.ts';

/** A cue as we serve it: sanitized WebVTT text (see ./subtitle-sanitize.ts), times in ms. */
export interface SubtitleCue {
  startMs: number;
  endMs: number;
  text: string;
}

export interface ValidatedSubtitle {
  /** Sorted by start time; cues without any text left are dropped. */
  cues: SubtitleCue[];
  problems: SubtitleProblem[];
}

function cueProblems(cue: ParsedCue, plain: string, durationMs: number): SubtitleProblem[] {
  const at = { cue: cue.number, line: cue.line, startMs: cue.startMs, endMs: cue.endMs };
  const problems: SubtitleProblem[] = [];
  if (cue.endMs <= cue.startMs) problems.push({ code: 'end_not_after_start', ...at });
  if (cue.startMs >= durationMs || cue.endMs > durationMs + SUBTITLE_LIMITS.endToleranceMs) {
    problems.push({ code: 'beyond_duration', ...at, limit: durationMs });
  }
  const chars = [...plain].length;
  if (chars > SUBTITLE_LIMITS.maxCueChars) {
    problems.push({ code: 'text_too_long', ...at, limit: SUBTITLE_LIMITS.maxCueChars, count: chars });
  }
  return problems;
}

function overlaps(cues: readonly ParsedCue[]): SubtitleProblem[] {
  const ordered = cues
    .filter((c) => c.endMs > c.startMs)
    .sort((a, b) => a.startMs - b.startMs || a.number - b.number);
  const problems: SubtitleProblem[] = [];
  // Against the cue that ends last so far: three cues over one span are two problems, not one.
  let reach: ParsedCue | undefined;
  for (const cue of ordered) {
    if (reach && cue.startMs < reach.endMs) {
      problems.push({
        code: 'overlap',
        cue: cue.number,
        line: cue.line,
        startMs: cue.startMs,
        endMs: cue.endMs,
        previousCue: reach.number,
      });
    }
    if (!reach || cue.endMs > reach.endMs) reach = cue;
  }
  return problems;
}

/** Caps the list at `maxProblems`, in file order, with one last entry saying how many more. */
function capped(problems: SubtitleProblem[]): SubtitleProblem[] {
  const sorted = problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const max = SUBTITLE_LIMITS.maxProblems;
  if (sorted.length <= max) return sorted;
  return [...sorted.slice(0, max), { code: 'too_many_problems', count: sorted.length - max }];
}

/** Parsed cues → the cues to serve, or the problems that stop them (an empty list: none). */
export function validateSubtitle(parsed: ParsedSubtitle, durationMs: number): ValidatedSubtitle {
  const count = parsed.cues.length + parsed.problems.filter((p) => p.code === 'bad_timing').length;
  if (count > SUBTITLE_LIMITS.maxCues) {
    return { cues: [], problems: [{ code: 'too_many_cues', limit: SUBTITLE_LIMITS.maxCues, count }] };
  }
  const problems = [...parsed.problems];
  const cues: (SubtitleCue & { number: number })[] = [];
  for (const cue of parsed.cues) {
    const { vtt, plain } = sanitizeCueText(cue.text);
    problems.push(...cueProblems(cue, plain, durationMs));
    if (plain.trim() !== '')
      cues.push({ number: cue.number, startMs: cue.startMs, endMs: cue.endMs, text: vtt });
  }
  problems.push(...overlaps(parsed.cues));
  if (problems.length === 0 && cues.length === 0) problems.push({ code: 'no_cues' });
  return {
    cues: cues
      .sort((a, b) => a.startMs - b.startMs || a.number - b.number)
      .map(({ startMs, endMs, text }) => ({ startMs, endMs, text })),
    problems: capped(problems),
  };
}
