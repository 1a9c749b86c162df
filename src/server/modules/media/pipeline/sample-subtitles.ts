/**
 * The sample catalogue's subtitles: for each episode a WebVTT track in each of the five
 * interface languages, made from the drama's own synopsis in that language (so each track is
 * visibly its language), the first cue led by the episode number. The synopsis is cut at its
 * sentences, clauses and words into cues of about two lines on a small phone; an episode shows
 * two of them (the next episode starts one further on), timed over the episode by length.
 *
 * The files are checked like an operator's upload (prepareSubtitle, in ../sample-seed.ts).
 */
import { CONSOLE_LOCALES, type ConsoleLocale } from '#shared/contract/console-catalogue.ts';
import type { LocalizedText } from './manifest.ts';

/** How the first cue names the episode, per language. */
const EPISODE_LABEL: Record<ConsoleLocale, (n: number) => string> = {
  'zh-Hans': (n) => `【第${n}集】`,
  'zh-Hant': (n) => `【第${n}集】`,
  en: (n) => `[EP ${n}] `,
  th: (n) => `[ตอนที่ ${n}] `,
  id: (n) => `[Episode ${n}] `,
};

const isChinese = (locale: ConsoleLocale) => locale === 'zh-Hans' || locale === 'zh-Hant';

/** The shortest a cue shows (when the episode is long enough for it). */
const MIN_CUE_MS = 1500;

/** About two lines of the player's cue box on a 320 px phone (Thai's marks take no width). */
export function cueChars(locale: ConsoleLocale): number {
  return isChinese(locale) ? 26 : locale === 'th' ? 50 : 46;
}

interface Break {
  split: (text: string) => string[];
  /** What goes back between the pieces kept in one cue. */
  join: string;
}

const at = (rule: RegExp, join = ' '): Break => ({ split: (text) => text.split(rule), join });
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/** Where a cue may break, best first: sentences, clauses, words (Thai: its spaces, its words). */
const BREAKS: Record<'latin' | 'chinese' | 'thai', readonly Break[]> = {
  latin: [at(/(?<=[.!?])\s+/), at(/(?<=[,;:])\s+|\s+(?=— )/), at(/\s+/)],
  chinese: [at(/(?<=[。！？])/, ''), at(/(?<=[，：；])|(?<=——)/, ''), at(/(?<=、)/, '')],
  thai: [
    at(/(?<=[.!?])\s+/),
    at(/\s+/),
    { split: (text) => [...thaiWords.segment(text)].map((s) => s.segment), join: '' },
  ],
};

function scriptOf(locale: ConsoleLocale): keyof typeof BREAKS {
  return isChinese(locale) ? 'chinese' : locale === 'th' ? 'thai' : 'latin';
}

/** `pieces` in `runs` consecutive groups of about the same length. */
function grouped(pieces: readonly string[], runs: number, joiner: string): string[] {
  const lengths = pieces.map((p) => [...p].length);
  const total = lengths.reduce((a, b) => a + b, 0);
  const out: string[] = [];
  let from = 0;
  let sum = 0;
  for (let run = 1; run < runs; run += 1) {
    // Cut where the length so far comes closest to this run's share, a piece left per run.
    const target = (total * run) / runs;
    let to = from + 1;
    sum += lengths[from] ?? 0;
    while (
      to < pieces.length - (runs - run) &&
      Math.abs(sum + (lengths[to] ?? 0) - target) < Math.abs(sum - target)
    ) {
      sum += lengths[to] ?? 0;
      to += 1;
    }
    out.push(pieces.slice(from, to).join(joiner));
    from = to;
  }
  out.push(pieces.slice(from).join(joiner));
  return out;
}

/** Consecutive `parts` joined while they fit in `limit` characters. */
function packed(parts: readonly string[], limit: number, joiner: string): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    const joined = last === undefined ? part : `${last}${joiner}${part}`;
    if (last !== undefined && [...joined].length <= limit) out[out.length - 1] = joined;
    else out.push(part);
  }
  return out;
}

/**
 * `text` as cue texts of at most about `cueChars` each: each sentence its own, a long one cut at
 * its clauses (those that fit together kept together), a long clause at its words, evenly.
 */
export function synopsisCues(text: string, locale: ConsoleLocale, level = 0): string[] {
  const limit = cueChars(locale);
  const rules = BREAKS[scriptOf(locale)];
  const rule = rules[level];
  const chars = [...text].length;
  if (!rule || (level > 0 && chars <= limit)) return [text];
  const joiner = rule.join;
  const pieces = rule
    .split(text)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (pieces.length < 2) return synopsisCues(text, locale, level + 1);
  if (level === rules.length - 1) {
    return grouped(pieces, Math.min(pieces.length, Math.ceil(chars / limit)), joiner);
  }
  const parts = pieces.flatMap((p) => synopsisCues(p, locale, level + 1));
  return level === 0 ? parts : packed(parts, limit, joiner);
}

function formatTime(ms: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * One episode's track in one language, as a WebVTT text: two consecutive cues of the synopsis
 * (each about half the episode, readable at its pace), a cue further on in each next episode.
 */
export function sampleSubtitleVtt(
  synopses: LocalizedText,
  locale: ConsoleLocale,
  episode: number,
  durationMs: number,
): string {
  const all = synopsisCues(synopses[locale], locale);
  const first = all.length > 2 ? (episode - 1) % (all.length - 1) : 0;
  const texts = all.slice(first, first + 2);
  texts[0] = `${EPISODE_LABEL[locale](episode)}${texts[0] ?? ''}`;
  const lengths = texts.map((t) => [...t].length);
  const total = lengths.reduce((a, b) => a + b, 0);
  const blocks: string[] = [];
  // Each cue at least a moment to read, the rest of the time shared by length.
  const least = Math.min(MIN_CUE_MS, durationMs / texts.length);
  const rest = durationMs - least * texts.length;
  let start = 0;
  let so = 0;
  for (const [i, text] of texts.entries()) {
    so += lengths[i] ?? 0;
    // On 10 ms steps; the last cue ends with the episode.
    const end =
      i === texts.length - 1 ? durationMs : Math.round((least * (i + 1) + (rest * so) / total) / 10) * 10;
    blocks.push(`${formatTime(start)} --> ${formatTime(end)}\n${text}`);
    start = end;
  }
  return `${['WEBVTT', ...blocks].join('\n\n')}\n`;
}

/** An episode's five tracks, in the catalogue's language order. */
export function sampleSubtitleTracks(
  synopses: LocalizedText,
  episode: number,
  durationMs: number,
): { locale: ConsoleLocale; vtt: string }[] {
  return CONSOLE_LOCALES.map((locale) => ({
    locale,
    vtt: sampleSubtitleVtt(synopses, locale, episode, durationMs),
  }));
}
