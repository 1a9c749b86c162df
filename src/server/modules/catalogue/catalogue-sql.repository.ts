/**
 * SQL pieces the catalogue's repositories share (and the stats' and audit's drama titles): what
 * viewers may see at a time, the columns of an episode as the lock decision reads them, LIKE
 * escaping, and a drama's text in a language with its fallbacks.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dramaTranslations, dramas, episodes } from '#db/schema/catalogue.ts';
import { episodeSubtitles } from '#db/schema/subtitles.ts';
import type { Locale } from '#shared/languages.ts';

/**
 * A fully qualified column for correlated subqueries: Drizzle leaves columns unqualified in
 * single-table selects, which a subquery would then resolve against its own tables.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * What viewers see at `at` (decisions 0025, 0030): a drama is on the air once it is published
 * and its first episode is released and has a complete rendition; its episodes appear in order,
 * each once it and every earlier one is released and has one. Drafts (no published_at) and
 * episodes whose release time is still to come are invisible: no card, no row, no media URL.
 */
export function visibility(at: Date) {
  const t = sql`${at.toISOString()}::timestamptz`;
  const released = (alias: string) =>
    sql`(${sql.identifier(alias)}."release_at" is null or ${sql.identifier(alias)}."release_at" <= ${t})`;
  const onAir = sql`${qualified(dramas.publishedAt)} is not null and exists (select 1 from ${episodes} as "gate" where "gate"."drama_id" = ${qualified(dramas.id)} and "gate"."number" = 1 and "gate"."media_key" is not null and ${released('gate')})`;
  return {
    onAir,
    // An episode is playable only while its drama is on the air (the query joins `dramas`): a
    // draft's or an unpublished series' episodes give no media URL and cannot be bought.
    playable: sql`${onAir} and ${qualified(episodes.mediaKey)} is not null and ${released('episodes')} and not exists (select 1 from ${episodes} as "gap" where "gap"."drama_id" = ${qualified(episodes.dramaId)} and "gap"."number" < ${qualified(episodes.number)} and ("gap"."media_key" is null or not ${released('gap')}))`,
  };
}

/** An episode with its effective price and its drama's free episodes (the lock decision's input). */
export const episodeColumns = {
  id: episodes.id,
  dramaId: episodes.dramaId,
  number: episodes.number,
  durationMs: episodes.durationMs,
  // Never null: every query of these columns keeps to playable episodes.
  mediaKey: sql<string>`${qualified(episodes.mediaKey)}`,
  price: sql<number>`coalesce(${episodes.priceOverride}, ${dramas.episodePrice})`.mapWith(Number),
  freeEpisodes: dramas.freeEpisodes,
  // Drizzle decodes no null: an episode without tracks is '' here.
  subtitles: sql<
    string[]
  >`coalesce((select string_agg("s"."locale", ',' order by "s"."locale") from ${episodeSubtitles} as "s" where "s"."episode_id" = ${qualified(episodes.id)}), '')`.mapWith(
    (value: string) => (value === '' ? [] : value.split(',')),
  ),
};

/** `text` for a LIKE pattern: its own %, _ and \\ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const FALLBACK_LOCALE: Locale = 'zh-Hant';

/** A text missing (or blank) in the viewer's language comes from these, in order: English first. */
export const TEXT_FALLBACKS: readonly Locale[] = ['en', FALLBACK_LOCALE, 'zh-Hans', 'th', 'id'];

/**
 * A drama's text (title or synopsis) in `locale`, else in the first of TEXT_FALLBACKS that has
 * it; null when no language has it. For a correlated subquery beside `dramas`.
 */
export function localized(column: AnyPgColumn, locale: Locale): SQL {
  const order = [locale, ...TEXT_FALLBACKS.filter((l) => l !== locale)];
  const rank = sql.join(
    order.map((l, i) => sql`when ${l} then ${sql.raw(String(i))}`),
    sql` `,
  );
  return sql`(select ${qualified(column)} from ${dramaTranslations} where ${qualified(dramaTranslations.dramaId)} = ${qualified(dramas.id)} and btrim(${qualified(column)}) <> '' order by case ${qualified(dramaTranslations.locale)} ${rank} else ${sql.raw(String(order.length))} end, ${qualified(dramaTranslations.locale)} limit 1)`;
}
