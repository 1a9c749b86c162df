/**
 * Loads a catalogue manifest (the sample catalogue's DATA_DIR/media/catalogue.json, or any
 * manifest in the same format) into the database. Dramas already present (by slug) are left
 * as they are, so operators' edits survive restarts. The sample's play and favourite history
 * is made up deterministically from each slug, so rankings have something to rank.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
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
import {
  sampleManifest,
  type ManifestDrama,
  type ManifestTag,
  type SampleManifest,
} from '../media/pipeline/manifest.ts';
import { dayString } from './rank-period.ts';

export const MANIFEST_FILE = 'catalogue.json';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A stable pseudo-random number in [0, 1) from a string. */
function unit(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * How many days before `now` a seeded drama was published: the newest dramas most recently,
 * "new" ones within the last days (by its place among the `total` seeded).
 */
export function seededAgeDays(index: number, total: number, status: DramaSeed['status']): number {
  return status === 'new' ? index % 3 : 7 + (total - index) * 5;
}

export function readManifest(mediaRoot: string): SampleManifest | undefined {
  const file = path.join(mediaRoot, MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  return sampleManifest.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** A drama to seed: the manifest's shape, its episodes with or without a rendition yet. */
export type DramaSeed = Omit<ManifestDrama, 'episodes'> & {
  episodes: { number: number; media_key: string | null; duration_ms: number }[];
};

export interface SeedResult {
  dramas: number;
  episodes: number;
  /** Episodes inserted without a rendition (their transcodes are still to be asked for). */
  pending: { episodeId: number; drama: string; number: number }[];
}

export function seedCatalogue(
  db: Database,
  manifest: SampleManifest,
  now: number = Date.now(),
): Promise<SeedResult> {
  return seedDramas(db, { tags: manifest.tags, dramas: manifest.dramas }, now);
}

/**
 * `drafts`: a drama with an episode still to be made is seeded as a draft, for
 * `publishWhenComplete` to publish once all are there (the sample catalogue at the first start,
 * so viewers never see its episode count and series price grow while it is transcoded).
 */
export async function seedDramas(
  db: Database,
  manifest: { tags: readonly ManifestTag[]; dramas: readonly DramaSeed[] },
  now: number = Date.now(),
  options: { drafts?: boolean } = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const tagIds = new Map<string, number>();
    for (const t of manifest.tags) {
      await tx.insert(tags).values({ slug: t.slug }).onConflictDoNothing();
      const [row] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.slug, t.slug));
      if (!row) continue;
      tagIds.set(t.slug, row.id);
      for (const [locale, name] of Object.entries(t.names)) {
        await tx.insert(tagTranslations).values({ tagId: row.id, locale, name }).onConflictDoNothing();
      }
    }

    let addedDramas = 0;
    let addedEpisodes = 0;
    const pending: SeedResult['pending'] = [];
    const total = manifest.dramas.length;
    for (const [index, d] of manifest.dramas.entries()) {
      const popularity = unit(`plays:${d.slug}`);
      const playCount = Math.round(20_000 + popularity * 1_800_000);
      const favoriteCount = Math.round(playCount * (0.02 + unit(`fav:${d.slug}`) * 0.08));
      const ageDays = seededAgeDays(index, total, d.status);
      const draft = options.drafts === true && d.episodes.some((e) => e.media_key === null);
      const inserted = await tx
        .insert(dramas)
        .values({
          slug: d.slug,
          status: d.status,
          poster: d.poster,
          freeEpisodes: d.free_episodes,
          episodePrice: d.episode_price,
          episodeCount: d.episodes.length,
          playCount,
          favoriteCount,
          publishedAt: draft ? null : new Date(now - ageDays * DAY_MS),
        })
        .onConflictDoNothing({ target: dramas.slug })
        .returning({ id: dramas.id });
      const dramaId = inserted[0]?.id;
      if (dramaId === undefined) continue;
      addedDramas += 1;
      for (const [locale, title] of Object.entries(d.titles)) {
        await tx.insert(dramaTranslations).values({
          dramaId,
          locale,
          title,
          synopsis: d.synopses[locale as keyof typeof d.synopses] ?? '',
          titleSearch: title.toLowerCase(),
        });
      }
      for (const slug of d.tags) {
        const tagId = tagIds.get(slug);
        if (tagId !== undefined) await tx.insert(dramaTags).values({ dramaId, tagId }).onConflictDoNothing();
      }
      for (const e of d.episodes) {
        const [episode] = await tx
          .insert(episodes)
          .values({ dramaId, number: e.number, durationMs: e.duration_ms, mediaKey: e.media_key })
          .returning({ id: episodes.id });
        addedEpisodes += 1;
        if (episode && e.media_key === null)
          pending.push({ episodeId: episode.id, drama: d.slug, number: e.number });
      }
      // Thirty days of plays and favourites, shaped by the drama's popularity.
      const days = Array.from({ length: 30 }, (_, i) => {
        const day = dayString(now - i * DAY_MS);
        const swing = 0.5 + unit(`day:${d.slug}:${i}`);
        return {
          dramaId,
          day,
          plays: Math.round((playCount / 120) * swing),
          favorites: Math.round((favoriteCount / 120) * swing),
        };
      });
      await tx.insert(dramaDailyStats).values(days).onConflictDoNothing();
    }

    if (addedDramas > 0) {
      const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(banners);
      if ((existing?.n ?? 0) === 0) {
        const top = await tx
          .select({ id: dramas.id })
          .from(dramas)
          .orderBy(sql`${dramas.playCount} desc`)
          .limit(4);
        if (top.length > 0) await tx.insert(banners).values(top.map((t, i) => ({ dramaId: t.id, sort: i })));
      }
    }
    return { dramas: addedDramas, episodes: addedEpisodes, pending };
  });
}

/**
 * Publishes the draft drama `slug` at `publishedAt` once every episode of it has its picture;
 * whether it did. A drama published meanwhile (by an operator too) is left as it is.
 */
export async function publishWhenComplete(db: Database, slug: string, publishedAt: Date): Promise<boolean> {
  const missing = db
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.dramaId, dramas.id), isNull(episodes.mediaKey)));
  const published = await db
    .update(dramas)
    .set({ publishedAt })
    .where(and(eq(dramas.slug, slug), isNull(dramas.publishedAt), notExists(missing)))
    .returning({ id: dramas.id });
  return published.length > 0;
}
