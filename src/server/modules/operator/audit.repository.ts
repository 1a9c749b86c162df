/**
 * SQL of the audit log: insert and read, nothing else (append-only; migration 0008's trigger
 * refuses UPDATE, DELETE and TRUNCATE as well), and the names of the series and episodes a
 * page of rows points at.
 */
import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dramas, dramaTranslations, episodes } from '#db/schema/catalogue.ts';
import { auditLog } from '#db/schema/operators.ts';
import type { Locale } from '#shared/languages.ts';
import { localized } from '../catalogue/catalogue.repository.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id'>;

export interface AuditFilter {
  operatorId?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Inclusive. */
  to?: Date | undefined;
}

/** A series, or one of its episodes, that audit rows name: its title and the episode's number now. */
export interface AuditTargetRow {
  seriesId: number;
  title: string;
  /** Null on the row of a series named by id that none of the asked episodes belongs to. */
  episodeId: number | null;
  number: number | null;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.operatorId !== undefined) parts.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.entity !== undefined) parts.push(eq(auditLog.entity, filter.entity));
  if (filter.action !== undefined) parts.push(eq(auditLog.action, filter.action));
  if (filter.from !== undefined) parts.push(gte(auditLog.at, filter.from));
  if (filter.to !== undefined) parts.push(lte(auditLog.at, filter.to));
  return parts.length > 0 ? and(...parts) : undefined;
}

export function createAuditRepository(db: Executor) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(row);
    },

    /** Newest first. */
    async page(
      filter: AuditFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = whereOf(filter);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * In one statement, the series among `seriesIds` and those of the episodes among
     * `episodeIds`: a row per episode still there (with its number now), and one per series
     * none of them belongs to. An id that names nothing any more is simply not in the answer.
     */
    async targets(
      episodeIds: readonly number[],
      seriesIds: readonly number[],
      locale: Locale,
    ): Promise<AuditTargetRow[]> {
      if (episodeIds.length === 0 && seriesIds.length === 0) return [];
      const asked = episodeIds.length > 0 ? inArray(episodes.id, [...episodeIds]) : sql`false`;
      const ofEpisodes = db.select({ id: episodes.dramaId }).from(episodes).where(asked);
      return db
        .select({
          seriesId: dramas.id,
          title: sql<string>`coalesce(${localized(dramaTranslations.title, locale)}, ${dramas.slug})`,
          episodeId: episodes.id,
          number: episodes.number,
        })
        .from(dramas)
        .leftJoin(episodes, and(eq(episodes.dramaId, dramas.id), asked))
        .where(
          or(
            seriesIds.length > 0 ? inArray(dramas.id, [...seriesIds]) : undefined,
            episodeIds.length > 0 ? inArray(dramas.id, ofEpisodes) : undefined,
          ),
        );
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
