/**
 * Subtitle bytes → cues, for WebVTT and SubRip (.srt), told apart by content: a file whose first
 * line is `WEBVTT` is WebVTT, any other file with a timing line (`-->`) is read as SubRip.
 *
 * Written by hand (decision 0027): the npm parsers looked at either drop a cue whose end is not
 * after its start without a word (media-captions), swallow an unreadable timing line into the
 * previous cue's text (subtitle), or read only WebVTT; none gives the line of each cue, which
 * the operator's messages need.
 *
 * Lenient where nothing is ambiguous: CRLF, CR or LF; hours optional; a comma or a dot before
 * 1 to 3 digits of milliseconds; an id line or none; cue settings after the end time are read
 * past and dropped. Strict where it matters: UTF-8 only (never a guessed encoding), every cue
 * block needs a timing line that reads.
 */
import type { SubtitleProblem } from './subtitle-problems.ts';

export type SubtitleFormat = 'vtt' | 'srt';

export interface ParsedCue {
  /** 1-based, in file order, counting every cue block (also those whose timing failed). */
  number: number;
  /** The timing line's 1-based line number. */
  line: number;
  startMs: number;
  endMs: number;
  /** The cue's text lines as written (tags and all), joined by "\n". */
  text: string;
}

export type DecodedText = { ok: true; text: string } | { ok: false; problem: SubtitleProblem };

export interface ParsedSubtitle {
  format: SubtitleFormat | undefined;
  cues: ParsedCue[];
  problems: SubtitleProblem[];
}

const LINE_BREAK = /\r\n|\r|\n/;

function lineOf(text: string): number {
  return text.split(LINE_BREAK).length;
}

function hasBom(bytes: Uint8Array, ...bom: number[]): boolean {
  return bom.every((b, i) => bytes[i] === b);
}

/** The longest prefix (in bytes) that is valid UTF-8, allowing a character cut at its end. */
function validPrefixLength(bytes: Uint8Array): number {
  const valid = (n: number) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, n), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (valid(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** UTF-8 bytes → text without its byte order mark; anything else is `not_utf8` at its line. */
export function decodeSubtitleBytes(bytes: Uint8Array): DecodedText {
  if (hasBom(bytes, 0xff, 0xfe) || hasBom(bytes, 0xfe, 0xff)) {
    return { ok: false, problem: { code: 'not_utf8', line: 1 } };
  }
  const body = hasBom(bytes, 0xef, 0xbb, 0xbf) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    const good = new TextDecoder('utf-8').decode(body.subarray(0, validPrefixLength(body)));
    return { ok: false, problem: { code: 'not_utf8', line: lineOf(good) } };
  }
  // A NUL is no subtitle text: most often UTF-16 without its byte order mark.
  const nul = text.indexOf('\0');
  if (nul >= 0) return { ok: false, problem: { code: 'not_utf8', line: lineOf(text.slice(0, nul)) } };
  return { ok: true, text };
}

const TIMESTAMP = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/;

/** `01:02:03.500`, `02:03.500`, `1:02:03,5` → ms; undefined when it does not read. */
export function parseTimestamp(text: string): number | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  const ms = Number(fraction.padEnd(3, '0'));
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + ms;
}

/** `start --> end [settings]` → its times; undefined when either side does not read. */
export function parseTimingLine(line: string): { startMs: number; endMs: number } | undefined {
  const arrow = line.indexOf('-->');
  if (arrow < 0) return undefined;
  const startMs = parseTimestamp(line.slice(0, arrow).trim());
  const endMs = parseTimestamp(
    line
      .slice(arrow + 3)
      .trim()
      .split(/\s+/)[0] ?? '',
  );
  return startMs === undefined || endMs === undefined ? undefined : { startMs, endMs };
}

interface Block {
  /** 1-based line number of the block's first line. */
  line: number;
  lines: string[];
}

function blocksOf(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  lines.forEach((text, index) => {
    if (text.trim() === '') {
      current = undefined;
      return;
    }
    if (!current) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(text);
  });
  return blocks.flatMap(splitRunTogether);
}

/**
 * Cues written without the blank line between them: a later line of a block that reads as a
 * timing line starts the next cue (with the SubRip number above it, when there is one), instead
 * of becoming text of the previous cue.
 */
function splitRunTogether(block: Block): Block[] {
  const starts = [0];
  let timing = block.lines[0]?.includes('-->') ? 0 : 1;
  block.lines.forEach((text, i) => {
    if (i <= timing || !parseTimingLine(text)) return;
    starts.push(i - 1 > timing && /^\d+$/.test(block.lines[i - 1]?.trim() ?? '') ? i - 1 : i);
    timing = i;
  });
  return starts.map((from, k) => ({
    line: block.line + from,
    lines: block.lines.slice(from, starts[k + 1] ?? block.lines.length),
  }));
}

const VTT_HEADER = /^WEBVTT(?:[ \t]|$)/;
const VTT_NON_CUE = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

function excerpt(line: string): string {
  const trimmed = line.trim();
  return trimmed.length > 80 ? `${trimmed.slice(0, 79)}…` : trimmed;
}

/** Text (already decoded) → cues in file order and the problems met on the way. */
export function parseSubtitleText(text: string): ParsedSubtitle {
  const lines = text.split(LINE_BREAK);
  const format: SubtitleFormat | undefined = VTT_HEADER.test(lines[0] ?? '')
    ? 'vtt'
    : lines.some((l) => l.includes('-->'))
      ? 'srt'
      : undefined;
  if (!format) {
    const empty = lines.every((l) => l.trim() === '');
    return { format, cues: [], problems: [{ code: empty ? 'empty' : 'unknown_format' }] };
  }
  const blocks = blocksOf(lines);
  if (format === 'vtt') {
    // The header block: `WEBVTT` and its header lines; a cue written right under it still counts.
    const header = blocks.shift();
    const arrow = header?.lines.findIndex((l) => l.includes('-->')) ?? -1;
    if (header && arrow > 0) {
      const from = Math.max(1, arrow - 1);
      blocks.unshift({ line: header.line + from, lines: header.lines.slice(from) });
    }
  }

  const cues: ParsedCue[] = [];
  const problems: SubtitleProblem[] = [];
  let number = 0;
  for (const block of blocks) {
    const [first = '', second] = block.lines;
    if (format === 'vtt' && VTT_NON_CUE.test(first)) continue;
    number += 1;
    const at = first.includes('-->') ? 0 : second?.includes('-->') ? 1 : -1;
    const timingLine = block.lines[at] ?? first;
    const times = at >= 0 ? parseTimingLine(timingLine) : undefined;
    const line = block.line + Math.max(at, 0);
    if (!times) {
      problems.push({ code: 'bad_timing', line, cue: number, excerpt: excerpt(timingLine) });
      continue;
    }
    cues.push({ number, line, ...times, text: block.lines.slice(at + 1).join('\n') });
  }
  return { format, cues, problems };
}
