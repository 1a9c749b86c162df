/**
 * A series' title as the console shows it: in the interface language when written there,
 * else English, else any language's (the server's `title`, which is the slug when none is).
 * The server's series list orders its titles the same way (series-parts.ts `displayTitle`).
 */
import { CONSOLE_LOCALES, isConsoleLocale, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import type { Locale } from '#shared/languages.ts';

export function seriesTitleIn(series: Pick<SeriesDetail, 'texts' | 'title'>, locale: Locale): string {
  const first = isConsoleLocale(locale) ? [locale] : [];
  for (const l of [...first, 'en' as const, ...CONSOLE_LOCALES]) {
    const title = series.texts[l]?.title.trim();
    if (title) return title;
  }
  return series.title;
}
