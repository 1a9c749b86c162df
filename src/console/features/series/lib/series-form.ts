/**
 * The editor's form values and the contract's series input: every language present (blank when
 * not written), numbers as the inputs hold them, the slug left out when blank (the server makes
 * it from the English title on create, and keeps the current one on update).
 */
import type { DramaStatus } from '#shared/contract/catalogue.ts';
import {
  CONSOLE_LOCALES,
  EPISODE_PRICE_MAX,
  EPISODE_PRICE_MIN,
  type ConsoleLocale,
  type SeriesDetail,
  type SeriesInput,
} from '#shared/contract/console-catalogue.ts';

/** The contract's slug: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const DEFAULT_FREE_EPISODES = 3;
export const DEFAULT_EPISODE_PRICE = 30;

export interface SeriesText {
  title: string;
  synopsis: string;
}

export interface SeriesFormValues {
  slug: string;
  status: DramaStatus;
  texts: Record<ConsoleLocale, SeriesText>;
  tag_ids: number[];
  free_episodes: number | null;
  episode_price: number | null;
}

export function toFormValues(series?: SeriesDetail): SeriesFormValues {
  const texts = Object.fromEntries(
    CONSOLE_LOCALES.map((locale) => [
      locale,
      { title: series?.texts[locale]?.title ?? '', synopsis: series?.texts[locale]?.synopsis ?? '' },
    ]),
  ) as Record<ConsoleLocale, SeriesText>;
  return {
    slug: series?.slug ?? '',
    status: series?.status ?? 'new',
    texts,
    tag_ids: series?.tag_ids ?? [],
    free_episodes: series?.free_episodes ?? DEFAULT_FREE_EPISODES,
    episode_price: series?.episode_price ?? DEFAULT_EPISODE_PRICE,
  };
}

export function toSeriesInput(values: SeriesFormValues): SeriesInput {
  const slug = values.slug.trim().toLowerCase();
  const texts: SeriesInput['texts'] = {};
  for (const locale of CONSOLE_LOCALES) {
    const text = values.texts[locale];
    const title = text.title.trim();
    const synopsis = text.synopsis.trim();
    if (title || synopsis) texts[locale] = { title, synopsis };
  }
  return {
    ...(slug ? { slug } : {}),
    status: values.status,
    texts,
    tag_ids: values.tag_ids,
    free_episodes: values.free_episodes ?? 0,
    episode_price: values.episode_price ?? 0,
  };
}

/**
 * What is wrong with an episode price as typed, one problem at a time (one message each): not a
 * whole number of coins up to the most (`range`), or below the least, 1 coin (`min`: free
 * episodes are the series' first N, decision 0057).
 */
export function episodePriceProblem(price: unknown): 'range' | 'min' | undefined {
  if (typeof price !== 'number' || !Number.isInteger(price) || price > EPISODE_PRICE_MAX) return 'range';
  return price < EPISODE_PRICE_MIN ? 'min' : undefined;
}

/** As the server judges it: a language is complete with both its title and synopsis written. */
export function isComplete(text: Partial<SeriesText> | undefined): boolean {
  return Boolean(text?.title?.trim() && text.synopsis?.trim());
}

/**
 * The form's values as a comparable text: two values that would save the same series give the
 * same text (blanks around texts, the tags' order and missing parts do not count).
 */
export function formSnapshot(values: Partial<SeriesFormValues> | undefined): string {
  const texts = CONSOLE_LOCALES.map((locale) => [
    values?.texts?.[locale]?.title.trim() ?? '',
    values?.texts?.[locale]?.synopsis.trim() ?? '',
  ]);
  return JSON.stringify([
    values?.slug?.trim().toLowerCase() ?? '',
    values?.status ?? '',
    texts,
    [...(values?.tag_ids ?? [])].sort((a, b) => a - b),
    values?.free_episodes ?? null,
    values?.episode_price ?? null,
  ]);
}
