/**
 * SQL of the catalogue: dramas with their translations and tags, episodes, banners, the
 * daily stats behind rankings, plays, history and favourites. Only this file touches Drizzle
 * for these tables.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import {
  banners,
  dramaDailyStats,
  dramaTags,
  dramaTranslations,
  dramas,
  episodes,
  tagTranslations,
  tags,
} from '#db/schema/catalogue.ts';
import type { DramaStatus } from '#shared/contract/catalogue.ts';
import type { Locale } from '#shared/languages.ts';
import { episodeColumns, escapeLike, localized, qualified, visibility } from './catalogue-sql.repository.ts';

/**
 * The number after a drama's ready run: its first episode without a complete rendition (a
 * failed or unfinished transcode), past the last episode when every one has one. Viewers play
 * only the run before it (`visibility`), so the card's count and the whole series' price stop
 * there too; episodes scheduled for later still count (decisions 0030, 0040).
 */
const readyRunEnd = sql`coalesce((select min("hole"."number") from ${episodes} as "hole" where "hole"."drama_id" = ${qualified(dramas.id)} and "hole"."media_key" is null), 2147483647)`;

/**
 * The effective prices of the episodes viewers can buy, in one pass: [sum, min, max] (none: 0,
 * and the series' default for min and max).
 */
const paidPrice = sql`coalesce(${qualified(episodes.priceOverride)}, ${qualified(dramas.episodePrice)})`;
const paidPrices = sql<
  number[]
>`(select array[coalesce(sum(${paidPrice}), 0), coalesce(min(${paidPrice}), ${qualified(dramas.episodePrice)}), coalesce(max(${paidPrice}), ${qualified(dramas.episodePrice)})]::int[] from ${episodes} where ${qualified(episodes.dramaId)} = ${qualified(dramas.id)} and ${qualified(episodes.number)} > ${qualified(dramas.freeEpisodes)} and ${qualified(episodes.number)} < ${readyRunEnd})`;

/** The ready run's episodes (scheduled ones included) in one pass: [count, their lengths in ms added up]. */
const readyRun = sql<
  (number | string)[]
>`(select array[count(*), coalesce(sum(${qualified(episodes.durationMs)}), 0)]::bigint[] from ${episodes} where ${qualified(episodes.dramaId)} = ${qualified(dramas.id)} and ${qualified(episodes.number)} < ${readyRunEnd})`;

export interface DramaRow {
  id: number;
  slug: string;
  status: DramaStatus;
  poster: string;
  freeEpisodes: number;
  episodePrice: number;
  episodeCount: number;
  /** The running time of those episodes, in ms. */
  runtimeMs: number;
  playCount: number;
  favoriteCount: number;
  title: string;
  synopsis: string;
  /** The next episode still to be released (the release calendar), or null. */
  nextReleaseAt: Date | null;
  /** Coins for every episode after the free ones, at their effective prices (issue 19). */
  seriesCoins: number;
  /** The lowest and highest of those prices (the drama's when there are none). */
  priceMin: number;
  priceMax: number;
}

export interface EpisodeRow {
  id: number;
  dramaId: number;
  number: number;
  durationMs: number;
  mediaKey: string;
  price: number;
  /** The drama's free episodes (for the lock decision). */
  freeEpisodes: number;
  /** The languages of its subtitle tracks, in code order (issue 19). */
  subtitles: string[];
}

export function createCatalogueRepository(db: Executor, now: () => number = Date.now) {
  const onAir = (): SQL => visibility(new Date(now())).onAir;
  const playable = (): SQL => visibility(new Date(now())).playable;

  /** Dramas by id with title and synopsis in the locale (else English, else any: `localized`). */
  async function dramasByIds(ids: readonly number[], locale: Locale): Promise<Map<number, DramaRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: dramas.id,
        slug: dramas.slug,
        status: dramas.status,
        poster: dramas.poster,
        freeEpisodes: dramas.freeEpisodes,
        episodePrice: dramas.episodePrice,
        counted: readyRun,
        playCount: dramas.playCount,
        favoriteCount: dramas.favoriteCount,
        title: sql<string>`coalesce(${localized(dramaTranslations.title, locale)}, ${dramas.slug})`,
        synopsis: sql<string>`coalesce(${localized(dramaTranslations.synopsis, locale)}, '')`,
        nextReleaseAt: sql<
          string | null
        >`(select min(${qualified(episodes.releaseAt)}) from ${episodes} where ${qualified(episodes.dramaId)} = ${qualified(dramas.id)} and ${qualified(episodes.releaseAt)} > ${new Date(now()).toISOString()}::timestamptz)`,
        paid: paidPrices,
      })
      .from(dramas)
      .where(and(inArray(dramas.id, [...ids]), onAir()));
    return new Map(
      rows.map(({ paid, counted, ...r }) => [
        r.id,
        {
          ...r,
          episodeCount: Number(counted[0] ?? 0),
          runtimeMs: Number(counted[1] ?? 0),
          seriesCoins: Number(paid[0] ?? 0),
          priceMin: Number(paid[1] ?? r.episodePrice),
          priceMax: Number(paid[2] ?? r.episodePrice),
          playCount: Number(r.playCount),
          nextReleaseAt: r.nextReleaseAt === null ? null : new Date(r.nextReleaseAt),
        },
      ]),
    );
  }

  /** Tag slugs and localized names of the given dramas. */
  async function tagsOf(
    ids: readonly number[],
    locale: Locale,
  ): Promise<Map<number, { slug: string; name: string }[]>> {
    const out = new Map<number, { slug: string; name: string }[]>();
    if (ids.length === 0) return out;
    const rows = await db
      .select({
        dramaId: dramaTags.dramaId,
        slug: tags.slug,
        name: sql<string>`coalesce(
          (select ${qualified(tagTranslations.name)} from ${tagTranslations} where ${qualified(tagTranslations.tagId)} = ${qualified(tags.id)} and ${qualified(tagTranslations.locale)} = ${locale}),
          ${tags.slug})`,
      })
      .from(dramaTags)
      .innerJoin(tags, eq(tags.id, dramaTags.tagId))
      .where(inArray(dramaTags.dramaId, [...ids]))
      .orderBy(asc(tags.id));
    for (const r of rows) {
      const list = out.get(r.dramaId) ?? [];
      list.push({ slug: r.slug, name: r.name });
      out.set(r.dramaId, list);
    }
    return out;
  }

  /** Ids of one page and the total, for an ordered, filtered drama query. */
  async function pageOfIds(
    filter: SQL | undefined,
    order: SQL[],
    page: number,
    pageSize: number,
  ): Promise<{ ids: number[]; total: number }> {
    const where = filter ? and(filter, onAir()) : onAir();
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(dramas)
      .where(where);
    const rows = await db
      .select({ id: dramas.id })
      .from(dramas)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
  }

  return {
    dramasByIds,
    tagsOf,

    async listIds(
      filter: { tag?: string | undefined; status?: DramaStatus | undefined },
      page: number,
      pageSize: number,
    ) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(dramas.status, filter.status));
      if (filter.tag) {
        conditions.push(
          sql`exists (select 1 from ${dramaTags} join ${tags} on ${qualified(tags.id)} = ${qualified(dramaTags.tagId)} where ${qualified(dramaTags.dramaId)} = ${qualified(dramas.id)} and ${qualified(tags.slug)} = ${filter.tag})`,
        );
      }
      return pageOfIds(
        conditions.length ? and(...conditions) : undefined,
        [desc(dramas.publishedAt), desc(dramas.id)],
        page,
        pageSize,
      );
    },

    /**
     * Dramas with a title (in any language) holding the keyword as it is typed, or holding
     * every one of `words` (search-words.ts), in any order, apostrophes in the title ignored.
     */
    async searchIds(
      search: { keyword: string; words: readonly string[]; apostrophes: string },
      page: number,
      pageSize: number,
    ) {
      const title = qualified(dramaTranslations.titleSearch);
      const holds = (text: SQL, part: string): SQL =>
        sql`${text} like ${`%${escapeLike(part)}%`} escape '\\'`;
      const folded = sql`translate(${title}, ${search.apostrophes}, '')`;
      const asTyped = holds(title, search.keyword.toLowerCase());
      const everyWord = search.words.map((word) => holds(folded, word));
      const match = everyWord.length > 0 ? sql`${asTyped} or (${sql.join(everyWord, sql` and `)})` : asTyped;
      const where = sql`exists (select 1 from ${dramaTranslations} where ${qualified(dramaTranslations.dramaId)} = ${qualified(dramas.id)} and (${match}))`;
      return pageOfIds(where, [desc(dramas.playCount), asc(dramas.id)], page, pageSize);
    },

    /** Ranked ids with their score; periods read the daily stats from `since` (inclusive). */
    async rankIds(
      type: 'hot' | 'new' | 'favorite',
      since: string | undefined,
      page: number,
      pageSize: number,
    ) {
      const offset = (page - 1) * pageSize;
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(dramas)
        .where(onAir());
      const total = count?.n ?? 0;
      if (type === 'new') {
        const rows = await db
          .select({ id: dramas.id, score: sql<number>`0` })
          .from(dramas)
          .where(onAir())
          .orderBy(desc(dramas.publishedAt), desc(dramas.id))
          .limit(pageSize)
          .offset(offset);
        return { rows, total };
      }
      const column = type === 'hot' ? dramaDailyStats.plays : dramaDailyStats.favorites;
      const allTime = type === 'hot' ? dramas.playCount : dramas.favoriteCount;
      const score =
        since === undefined
          ? sql<number>`${allTime}::bigint`
          : sql<number>`coalesce((select sum(${qualified(column)}) from ${dramaDailyStats} where ${qualified(dramaDailyStats.dramaId)} = ${qualified(dramas.id)} and ${qualified(dramaDailyStats.day)} >= ${since}), 0)::bigint`;
      const rows = await db
        .select({ id: dramas.id, score: score.mapWith(Number) })
        .from(dramas)
        .where(onAir())
        .orderBy(desc(score), asc(dramas.id))
        .limit(pageSize)
        .offset(offset);
      return { rows, total };
    },

    async tagList(locale: Locale) {
      return db
        .select({
          slug: tags.slug,
          name: sql<string>`coalesce(
            (select ${qualified(tagTranslations.name)} from ${tagTranslations} where ${qualified(tagTranslations.tagId)} = ${qualified(tags.id)} and ${qualified(tagTranslations.locale)} = ${locale}),
            ${tags.slug})`,
          drama_count: sql<number>`(select count(*)::int from ${dramaTags} inner join ${dramas} on ${qualified(dramas.id)} = ${qualified(dramaTags.dramaId)} where ${qualified(dramaTags.tagId)} = ${qualified(tags.id)} and ${onAir()})`,
        })
        .from(tags)
        .orderBy(asc(tags.id));
    },

    /** Home's banners viewers see now: their series on the air, now inside their window. */
    async bannerRows(limit: number) {
      const t = sql`${new Date(now()).toISOString()}::timestamptz`;
      return db
        .select({ id: banners.id, dramaId: banners.dramaId, image: banners.image })
        .from(banners)
        .innerJoin(dramas, eq(dramas.id, banners.dramaId))
        .where(
          and(
            eq(banners.active, 1),
            onAir(),
            sql`(${qualified(banners.showFrom)} is null or ${qualified(banners.showFrom)} <= ${t})`,
            sql`(${qualified(banners.showUntil)} is null or ${qualified(banners.showUntil)} > ${t})`,
          ),
        )
        .orderBy(asc(banners.sort), asc(banners.id))
        .limit(limit);
    },

    async episodesOf(dramaId: number): Promise<EpisodeRow[]> {
      return db
        .select(episodeColumns)
        .from(episodes)
        .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
        .where(and(eq(episodes.dramaId, dramaId), playable()))
        .orderBy(asc(episodes.number));
    },

    async episodeById(episodeId: number): Promise<EpisodeRow | undefined> {
      const rows = await db
        .select(episodeColumns)
        .from(episodes)
        .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
        .where(and(eq(episodes.id, episodeId), playable()))
        .limit(1);
      return rows[0];
    },

    /** The first episode of each drama on one page of the recommendation order. */
    async firstEpisodes(page: number, pageSize: number) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(dramas)
        .where(onAir());
      const rows = await db
        .select(episodeColumns)
        .from(dramas)
        .innerJoin(
          episodes,
          and(eq(episodes.dramaId, dramas.id), eq(episodes.number, 1), isNotNull(episodes.mediaKey)),
        )
        .orderBy(desc(dramas.favoriteCount), desc(dramas.playCount), asc(dramas.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: count?.n ?? 0 };
    },

    /** Drama titles in the locale, else English, else any (`localized`); none: left out. */
    async titles(ids: readonly number[], locale: Locale): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          dramaId: dramas.id,
          title: sql<string | null>`${localized(dramaTranslations.title, locale)}`,
        })
        .from(dramas)
        .where(inArray(dramas.id, [...ids]));
      return new Map(rows.flatMap((r) => (r.title === null ? [] : [[r.dramaId, r.title] as const])));
    },

    async dramaExists(dramaId: number): Promise<boolean> {
      const rows = await db
        .select({ id: dramas.id })
        .from(dramas)
        .where(and(eq(dramas.id, dramaId), onAir()))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
