/**
 * The pure parts of the console's series rules (series.service.ts): texts per language, the
 * title viewers and operators see, slugs, an episode as the console shows it, with whether it
 * may still be deleted, and what keeps a series off the air.
 */
import {
  CONSOLE_LOCALES,
  EPISODE_PRICE_MIN,
  hasTitle,
  isConsoleLocale,
  type ConsoleEpisode,
  type ConsoleLocale,
  type SeriesDetail,
  type SeriesInput,
  type SeriesTexts,
} from '#shared/contract/console-catalogue.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { SeriesEpisodeRow, SeriesText } from './series.repository.ts';

const TITLE_ORDER: readonly ConsoleLocale[] = ['en', 'zh-Hant', 'zh-Hans', 'th', 'id'];

export function textsRecord(rows: readonly SeriesText[]): SeriesTexts {
  const out: SeriesTexts = {};
  for (const r of rows)
    if (isConsoleLocale(r.locale)) out[r.locale] = { title: r.title, synopsis: r.synopsis };
  return out;
}

export function completeness(texts: SeriesTexts): Record<ConsoleLocale, boolean> {
  return Object.fromEntries(
    CONSOLE_LOCALES.map((l) => [l, Boolean(texts[l]?.title.trim() && texts[l]?.synopsis.trim())]),
  ) as Record<ConsoleLocale, boolean>;
}

/** The console's locale of a language id (every console language is one); undefined for none. */
export function consoleLocaleOf(language: LanguageId | undefined): ConsoleLocale | undefined {
  const locale = language === undefined ? undefined : localeOf(language);
  return locale !== undefined && isConsoleLocale(locale) ? locale : undefined;
}

/**
 * The title to show: in `first` (the operator's language) when written there, else English,
 * else any language's; the slug when none is.
 */
export function displayTitle(texts: SeriesTexts, slug: string, first?: ConsoleLocale): string {
  for (const l of first ? [first, ...TITLE_ORDER] : TITLE_ORDER) {
    const title = texts[l]?.title.trim();
    if (title) return title;
  }
  return slug;
}

/** A slug from the English (else any Latin) title: lower-case words joined by hyphens. */
export function slugFrom(texts: SeriesTexts): string {
  for (const l of TITLE_ORDER) {
    const ascii = (texts[l]?.title ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/, '');
    if (ascii.length >= 3) return ascii;
  }
  return 'series';
}

export function writtenTexts(texts: SeriesTexts): SeriesText[] {
  return CONSOLE_LOCALES.flatMap((locale) => {
    const t = texts[locale];
    return t && (t.title !== '' || t.synopsis !== '') ? [{ locale, ...t }] : [];
  });
}

/**
 * Which episodes may be deleted (never something viewers may have watched or paid for): none
 * with a viewer's trace on it or on a later one (their numbers move down), and only one that
 * never played to viewers: no ready video, or a ready one in a series that is not on the air
 * and that no viewer has opened.
 */
export function deletableIds(episodes: readonly SeriesEpisodeRow[], published: boolean): Set<number> {
  const out = new Set<number>();
  const sorted = [...episodes].sort((a, b) => b.number - a.number);
  const anyTraces = sorted.some((e) => e.viewerTraces);
  let tracesFromHere = false;
  for (const e of sorted) {
    tracesFromHere ||= e.viewerTraces;
    if (!tracesFromHere && (!e.ready || (!published && !anyTraces))) out.add(e.id);
  }
  return out;
}

export function episodeOut(
  e: SeriesEpisodeRow,
  subtitles: readonly string[],
  deletable: boolean,
): ConsoleEpisode {
  return {
    id: e.id,
    number: e.number,
    duration_ms: e.durationMs,
    price_override: e.priceOverride,
    release_at: e.releaseAt?.toISOString() ?? null,
    playable: e.ready,
    // The latest request when there is one (a replacement in progress shows its own state).
    media: e.transcode ?? { status: e.ready ? 'ready' : 'none', progress: e.ready ? 100 : 0, error: null },
    subtitles: subtitles.filter(isConsoleLocale),
    deletable,
  };
}

/**
 * A price in coins is at least EPISODE_PRICE_MIN, or a 601 naming `field` that says why: 0 is
 * not "free" (free episodes are the series' first `free_episodes`, entitlement.ts); a 0-coin
 * episode would stay locked behind an unlock for nothing.
 */
export function checkPrice(price: number | null, field: 'episode_price' | 'price_override'): void {
  if (price !== null && price < EPISODE_PRICE_MIN)
    throw new ApiError('validation', { field, min: EPISODE_PRICE_MIN }, 'episode_price_min');
}

/** A title in at least one language, or a 601 naming `texts` in the operator's language. */
export function checkTitle(input: SeriesInput): void {
  if (!hasTitle(input.texts)) throw new ApiError('validation', { field: 'texts' }, 'series_title_required');
}

/**
 * What keeps a series off the air, in the operator's language: it needs a poster, one language
 * written in full, episode 1 ready, and no episode whose transcode failed without a video to play
 * (it would cut the series short there).
 */
export function publishProblems(series: SeriesDetail, language: LanguageId): string[] {
  const missing: string[] = [];
  if (series.poster === '') missing.push(translate(language, 'series_missing_poster'));
  if (!Object.values(series.completeness).some(Boolean))
    missing.push(translate(language, 'series_missing_text'));
  if (!series.episodes.some((e) => e.number === 1 && e.playable))
    missing.push(translate(language, 'series_missing_episode'));
  const failed = series.episodes.filter((e) => e.media.status === 'failed' && !e.playable);
  if (failed.length > 0)
    missing.push(
      translate(language, 'series_missing_failed', { numbers: failed.map((e) => e.number).join(', ') }),
    );
  return missing;
}
