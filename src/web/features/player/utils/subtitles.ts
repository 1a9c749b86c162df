/**
 * The player's subtitles (issue 19): which track an episode shows, the viewer's remembered
 * choice, where a track's WebVTT lives, and a cue's text as plain lines.
 */
import { LANGUAGES } from '#shared/languages.ts';
import { readStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';

/** 'off', or a language the viewer picked; null while they never chose. */
export type SubtitleChoice = 'off' | string | null;

export const subtitlePreference = {
  get(): SubtitleChoice {
    return readStorage(STORAGE_KEYS.subtitles);
  },
  set(choice: 'off' | string): void {
    writeStorage(STORAGE_KEYS.subtitles, choice);
  },
};

/**
 * The track to show of the episode's `available` ones: none when the viewer turned subtitles
 * off; their language when the episode has it; else the interface language when it has that
 * (also the default before any choice); else none.
 */
export function chooseSubtitle(
  available: readonly string[],
  choice: SubtitleChoice,
  interfaceLocale: string,
): string | null {
  if (choice === 'off') return null;
  if (choice !== null && available.includes(choice)) return choice;
  return available.includes(interfaceLocale) ? interfaceLocale : null;
}

/** A language's own name (what the subtitle sheet lists), else its code. */
export function subtitleName(locale: string): string {
  return LANGUAGES.find((l) => l.locale === locale)?.name ?? locale;
}

/** Languages in the order the app lists its own (the language picker's), unknown ones last. */
export function subtitleOrder(languages: readonly string[]): string[] {
  const rank = (locale: string) => {
    const i = LANGUAGES.findIndex((l) => l.locale === locale);
    return i === -1 ? LANGUAGES.length : i;
  };
  return [...languages].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The track's WebVTT file: `subs/<language>.vtt` in the signed folder of the master playlist. */
export function subtitleUrl(masterUrl: string, locale: string): string {
  const base = new URL(masterUrl, globalThis.location?.href ?? 'http://localhost/');
  const url = new URL(`subs/${encodeURIComponent(locale)}.vtt`, base);
  return url.origin === base.origin && masterUrl.startsWith('/') ? url.pathname : url.href;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};

/** A WebVTT cue's text without its markup (<i>, <b>, <v Name>, timestamps) and entities decoded. */
export function cuePlainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}
