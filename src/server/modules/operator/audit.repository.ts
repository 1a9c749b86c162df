/**
 * SQL of the audit log: insert and read, nothing else (append-only; migration 0008's trigger
 * refuses UPDATE, DELETE and TRUNCATE as well). What a page of rows names is read by
 * audit-targets.repository.ts.
 */
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { auditLog } from '#db/schema/operators.ts';

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
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
