/** SQL of the server half of the duplicate-submit guard: one row per recent request. */
import { lt } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { requestGuards } from '#db/schema/wallet.ts';

export function createRequestGuardRepository(db: Executor) {
  return {
    /**
     * Claims `key` at `at` unless it was claimed after `windowStart`; true for the claimer.
     * One statement, so two processes racing for it get one true.
     */
    async claim(key: string, at: Date, windowStart: Date): Promise<boolean> {
      const rows = await db
        .insert(requestGuards)
        .values({ key, at })
        .onConflictDoUpdate({
          target: requestGuards.key,
          set: { at },
          setWhere: lt(requestGuards.at, windowStart),
        })
        .returning({ key: requestGuards.key });
      return rows.length > 0;
    },

    async forgetBefore(before: Date): Promise<void> {
      await db.delete(requestGuards).where(lt(requestGuards.at, before));
    },
  };
}
export type RequestGuardRepository = ReturnType<typeof createRequestGuardRepository>;
