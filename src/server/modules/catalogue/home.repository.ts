/**
 * SQL of home's curation (issue 17) as the console edits it: the banners with their series'
 * poster and whether the series is on the air. The viewer's read of the banners is
 * catalogue.repository.ts `bannerRows`; the rails' order is the settings row `home_rails`.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { banners, dramas } from '#db/schema/catalogue.ts';
import { visibility } from './catalogue-sql.repository.ts';

export interface BannerRow {
  id: number;
  dramaId: number;
  slug: string;
  poster: string;
  image: string | null;
  showFrom: Date | null;
  showUntil: Date | null;
  active: boolean;
  /** Its series is on the air (what viewers may see). */
  onAir: boolean;
}

export interface BannerFields {
  dramaId: number;
  image: string | null;
  showFrom: Date | null;
  showUntil: Date | null;
}

export function createHomeRepository(db: Executor, now: () => number = Date.now) {
  return {
    async banners(): Promise<BannerRow[]> {
      const rows = await db
        .select({
          id: banners.id,
          dramaId: banners.dramaId,
          slug: dramas.slug,
          poster: dramas.poster,
          image: banners.image,
          showFrom: banners.showFrom,
          showUntil: banners.showUntil,
          active: sql<boolean>`${banners.active} = 1`,
          onAir: sql<boolean>`${visibility(new Date(now())).onAir}`,
        })
        .from(banners)
        .innerJoin(dramas, eq(dramas.id, banners.dramaId))
        .orderBy(asc(banners.sort), asc(banners.id));
      return rows.map((r) => ({ ...r, active: Boolean(r.active), onAir: Boolean(r.onAir) }));
    },

    async dramaExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: dramas.id }).from(dramas).where(eq(dramas.id, id)).limit(1);
      return rows.length > 0;
    },

    /** A new banner, last in the order. */
    async create(fields: BannerFields): Promise<number> {
      const [row] = await db
        .insert(banners)
        .values({
          ...fields,
          sort: sql`(select coalesce(max(${banners.sort}), -1) + 1 from ${banners})`,
        })
        .returning({ id: banners.id });
      if (!row) throw new Error('banner insert returned no row');
      return row.id;
    },

    async update(id: number, fields: BannerFields): Promise<boolean> {
      const rows = await db
        .update(banners)
        .set({ ...fields, updatedAt: new Date(now()) })
        .where(eq(banners.id, id))
        .returning({ id: banners.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
      return rows.length > 0;
    },

    /** Sorts the banners as `orderedIds` (all of them) list them. */
    async reorder(orderedIds: readonly number[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const cases = sql.join(
        orderedIds.map((id, index) => sql`when ${id}::int then ${index}::int`),
        sql` `,
      );
      await db
        .update(banners)
        .set({ sort: sql`case ${banners.id} ${cases} end` })
        .where(inArray(banners.id, [...orderedIds]));
    },
  };
}
export type HomeRepository = ReturnType<typeof createHomeRepository>;
