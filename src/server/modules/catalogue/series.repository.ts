/**
 * The catalogue as the console edits it (issue 17): series with every language's texts, their
 * tags, prices, publication, episodes (price, release time, order) and the tags' names. The
 * viewer's reads stay in catalogue.repository.ts.
 */
import { and, asc, between, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import {
  dramaTags,
  dramaTranslations,
  dramas,
  episodes,
  tagTranslations,
  tags,
} from '#db/schema/catalogue.ts';
import { episodeMedia } from '#db/schema/media.ts';
import type { DramaStatus } from '#shared/contract/catalogue.ts';
import type { MediaStatus } from '../media/episode-media.repository.ts';
import { escapeLike } from './catalogue-sql.repository.ts';
import type { EpisodeFields } from './episode-release.ts';
import { deleteEpisodeRenumbering, renumberEpisodes, viewerTraces } from './series-episode.repository.ts';

export interface SeriesRow {
  id: number;
  slug: string;
  status: DramaStatus;
  poster: string;
  freeEpisodes: number;
  episodePrice: number;
  publishedAt: Date | null;
}

export interface SeriesText {
  locale: string;
  title: string;
  synopsis: string;
}

export interface SeriesEpisodeRow {
  id: number;
  number: number;
  durationMs: number;
  priceOverride: number | null;
  releaseAt: Date | null;
  /** A complete rendition plays now. */
  ready: boolean;
  /** The latest transcode request (null: none, e.g. a seeded episode). */
  transcode: { status: MediaStatus; progress: number; error: string | null } | null;
  /**
   * A viewer has been near it: an unlock, a counted play, a playback failure, a release recorded
   * for followers or a notice, or a viewer's place in the series at its number.
   */
  viewerTraces: boolean;
  /** Its rendition folder (null until one is ready). */
  mediaKey: string | null;
}

export interface SeriesFields {
  slug: string;
  status: DramaStatus;
  freeEpisodes: number;
  episodePrice: number;
}

const seriesColumns = {
  id: dramas.id,
  slug: dramas.slug,
  status: dramas.status,
  poster: dramas.poster,
  freeEpisodes: dramas.freeEpisodes,
  episodePrice: dramas.episodePrice,
  publishedAt: dramas.publishedAt,
};

export function createSeriesRepository(db: Executor) {
  return {
    /** One page of series, newest first; `q` matches a title in any language or the slug. */
    async page(q: string | undefined, limit: number, offset: number) {
      const where = q
        ? or(
            ilike(dramas.slug, `%${escapeLike(q)}%`),
            inArray(
              dramas.id,
              db
                .select({ id: dramaTranslations.dramaId })
                .from(dramaTranslations)
                .where(ilike(dramaTranslations.title, `%${escapeLike(q)}%`)),
            ),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(seriesColumns)
          .from(dramas)
          .where(where)
          .orderBy(desc(dramas.createdAt), desc(dramas.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(dramas).where(where),
      ]);
      return { rows: rows as SeriesRow[], total: total?.n ?? 0 };
    },

    async find(id: number): Promise<SeriesRow | undefined> {
      const [row] = await db.select(seriesColumns).from(dramas).where(eq(dramas.id, id)).limit(1);
      return row as SeriesRow | undefined;
    },

    /** Locks the series' row until the transaction ends (a details save checks its version); false: none. */
    async lock(id: number): Promise<boolean> {
      const [row] = await db.select({ id: dramas.id }).from(dramas).where(eq(dramas.id, id)).for('update');
      return row !== undefined;
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db.select({ id: dramas.id }).from(dramas).where(eq(dramas.slug, slug)).limit(1);
      return row !== undefined && row.id !== exceptId;
    },

    async texts(ids: readonly number[]): Promise<Map<number, SeriesText[]>> {
      const out = new Map<number, SeriesText[]>();
      if (ids.length === 0) return out;
      const rows = await db
        .select({
          dramaId: dramaTranslations.dramaId,
          locale: dramaTranslations.locale,
          title: dramaTranslations.title,
          synopsis: dramaTranslations.synopsis,
        })
        .from(dramaTranslations)
        .where(inArray(dramaTranslations.dramaId, [...ids]));
      for (const { dramaId, ...text } of rows) out.set(dramaId, [...(out.get(dramaId) ?? []), text]);
      return out;
    },

    /** Episodes and how many have a playable rendition, per series. */
    async episodeCounts(ids: readonly number[]): Promise<Map<number, { total: number; ready: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          dramaId: episodes.dramaId,
          total: count(),
          ready: count(episodes.mediaKey),
        })
        .from(episodes)
        .where(inArray(episodes.dramaId, [...ids]))
        .groupBy(episodes.dramaId);
      return new Map(rows.map((r) => [r.dramaId, { total: r.total, ready: r.ready }]));
    },

    async tagIdsOf(id: number): Promise<number[]> {
      const rows = await db
        .select({ tagId: dramaTags.tagId })
        .from(dramaTags)
        .where(eq(dramaTags.dramaId, id))
        .orderBy(asc(dramaTags.tagId));
      return rows.map((r) => r.tagId);
    },

    async episodesOf(id: number): Promise<SeriesEpisodeRow[]> {
      const rows = await db
        .select({
          id: episodes.id,
          number: episodes.number,
          durationMs: episodes.durationMs,
          priceOverride: episodes.priceOverride,
          releaseAt: episodes.releaseAt,
          ready: sql<boolean>`${episodes.mediaKey} is not null`,
          mediaKey: episodes.mediaKey,
          viewerTraces,
          status: episodeMedia.status,
          progress: episodeMedia.progress,
          error: episodeMedia.error,
        })
        .from(episodes)
        .leftJoin(episodeMedia, eq(episodeMedia.episodeId, episodes.id))
        .where(eq(episodes.dramaId, id))
        .orderBy(asc(episodes.number));
      return rows.map(({ status, progress, error, ...row }) => ({
        ...row,
        transcode: status === null ? null : { status, progress: progress ?? 0, error },
      }));
    },

    /** An episode of the series, with its rendition folder (null until one is ready). */
    async episodeOf(
      seriesId: number,
      episodeId: number,
    ): Promise<{ id: number; durationMs: number; mediaKey: string | null } | undefined> {
      const [row] = await db
        .select({ id: episodes.id, durationMs: episodes.durationMs, mediaKey: episodes.mediaKey })
        .from(episodes)
        .where(and(eq(episodes.id, episodeId), eq(episodes.dramaId, seriesId)))
        .limit(1);
      return row;
    },

    /** A new episode without a video yet (its transcode fills media and duration). */
    async addEpisode(seriesId: number, number: number): Promise<number> {
      const [row] = await db
        .insert(episodes)
        .values({ dramaId: seriesId, number, durationMs: 0, mediaKey: null })
        .returning({ id: episodes.id });
      if (!row) throw new Error('episode insert returned nothing');
      await db
        .update(dramas)
        .set({
          episodeCount: sql`(select count(*)::int from ${episodes} where ${episodes.dramaId} = ${seriesId})`,
        })
        .where(eq(dramas.id, seriesId));
      return row.id;
    },

    /** Deletes an episode and moves the later ones down by one (series-episode.repository.ts). */
    deleteEpisode: (seriesId: number, episodeId: number): Promise<boolean> =>
      deleteEpisodeRenumbering(db, seriesId, episodeId),

    async create(fields: SeriesFields & { poster: string }, at: Date): Promise<number> {
      const [row] = await db
        .insert(dramas)
        .values({ ...fields, episodeCount: 0, publishedAt: null, createdAt: at })
        .returning({ id: dramas.id });
      if (!row) throw new Error('series insert returned nothing');
      return row.id;
    },

    async update(id: number, fields: SeriesFields): Promise<void> {
      await db.update(dramas).set(fields).where(eq(dramas.id, id));
    },

    async setTexts(id: number, texts: readonly SeriesText[]): Promise<void> {
      await db.delete(dramaTranslations).where(eq(dramaTranslations.dramaId, id));
      if (texts.length === 0) return;
      await db
        .insert(dramaTranslations)
        .values(texts.map((t) => ({ dramaId: id, ...t, titleSearch: t.title.toLowerCase() })));
    },

    async setTags(id: number, tagIds: readonly number[]): Promise<void> {
      await db.delete(dramaTags).where(eq(dramaTags.dramaId, id));
      if (tagIds.length === 0) return;
      await db.insert(dramaTags).values(tagIds.map((tagId) => ({ dramaId: id, tagId })));
    },

    async setPublished(id: number, at: Date | null): Promise<void> {
      await db.update(dramas).set({ publishedAt: at }).where(eq(dramas.id, id));
    },

    async setPoster(id: number, poster: string): Promise<void> {
      await db.update(dramas).set({ poster }).where(eq(dramas.id, id));
    },

    async updateEpisode(seriesId: number, episodeId: number, fields: EpisodeFields): Promise<boolean> {
      const { priceOverride, releaseAt } = fields;
      const rows = await db
        .update(episodes)
        // Drizzle leaves undefined (absent) fields out; dramaId, unchanged, keeps the set non-empty.
        .set({ priceOverride, releaseAt, dramaId: seriesId })
        .where(and(eq(episodes.id, episodeId), eq(episodes.dramaId, seriesId)))
        .returning({ id: episodes.id });
      return rows.length > 0;
    },

    /** One price (null = the series' default) for the episodes numbered `from`..`to`; how many. */
    async setPriceRange(seriesId: number, from: number, to: number, priceOverride: number | null) {
      const rows = await db
        .update(episodes)
        .set({ priceOverride })
        .where(and(eq(episodes.dramaId, seriesId), between(episodes.number, from, to)))
        .returning({ id: episodes.id });
      return rows.length;
    },

    /** Episodes numbered 1..n in the given order (every episode of the series, once). */
    renumber: (seriesId: number, orderedIds: readonly number[]) => renumberEpisodes(db, seriesId, orderedIds),

    async setReleaseTimes(seriesId: number, times: ReadonlyMap<number, Date | null>): Promise<void> {
      for (const [episodeId, releaseAt] of times) {
        await db
          .update(episodes)
          .set({ releaseAt })
          .where(and(eq(episodes.id, episodeId), eq(episodes.dramaId, seriesId)));
      }
    },

    async tagList() {
      const [rows, names, counts] = await Promise.all([
        db.select({ id: tags.id, slug: tags.slug }).from(tags).orderBy(asc(tags.id)),
        db.select().from(tagTranslations),
        db.select({ tagId: dramaTags.tagId, n: count() }).from(dramaTags).groupBy(dramaTags.tagId),
      ]);
      const countOf = new Map(counts.map((c) => [c.tagId, c.n]));
      return rows.map((t) => ({
        ...t,
        names: names.filter((n) => n.tagId === t.id).map((n) => ({ locale: n.locale, name: n.name })),
        dramaCount: countOf.get(t.id) ?? 0,
      }));
    },

    async tagIdsExisting(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: tags.id })
        .from(tags)
        .where(inArray(tags.id, [...ids]));
      return rows.map((r) => r.id);
    },

    async tagBySlug(slug: string): Promise<{ id: number } | undefined> {
      const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug)).limit(1);
      return row;
    },

    async createTag(slug: string): Promise<number> {
      const [row] = await db.insert(tags).values({ slug }).returning({ id: tags.id });
      if (!row) throw new Error('tag insert returned nothing');
      return row.id;
    },

    async setTagNames(tagId: number, names: readonly { locale: string; name: string }[]): Promise<void> {
      await db.delete(tagTranslations).where(eq(tagTranslations.tagId, tagId));
      if (names.length === 0) return;
      await db.insert(tagTranslations).values(names.map((n) => ({ tagId, ...n })));
    },

    /** The next release still to come, for the detail page. */
    async nextRelease(seriesId: number, at: Date): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<Date | null>`min(${episodes.releaseAt})`.mapWith((v: unknown) =>
            v ? new Date(String(v)) : null,
          ),
        })
        .from(episodes)
        .where(
          and(
            eq(episodes.dramaId, seriesId),
            isNotNull(episodes.releaseAt),
            sql`${episodes.releaseAt} > ${at}`,
          ),
        );
      return row?.at ?? null;
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
