import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { rateLimits } from '#db/schema/rate-limits.ts';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
}

export function createRateLimitRepository(db: Executor) {
  return {
    /** One atomic upsert: a fixed window per key, shared by every process on the database. */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const interval = `${Math.max(1, Math.round(windowMs))} milliseconds`;
      const rows = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: sql`now() + ${interval}::interval` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${interval}::interval else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          ttlMs: sql<string>`greatest(0, floor(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))`,
        });
      const row = rows[0];
      return { count: row?.count ?? 1, ttlMs: Number(row?.ttlMs ?? windowMs) };
    },

    async purgeExpired(): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
