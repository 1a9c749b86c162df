/**
 * The server half of the duplicate-submit guard (SPEC 5, DESIGN 2): the same user sending
 * the same body to the same money or order endpoint within 1000 ms is refused. Kept in the
 * database so every process behind a load balancer sees the same window.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { requestGuards } from '#db/schema/wallet.ts';
import { DUPLICATE_SUBMIT_WINDOW_MS } from '#shared/constants.ts';

export type RequestGuard = (userId: number, path: string, body: string) => Promise<boolean>;

export function createRequestGuard(db: Database): RequestGuard {
  let claims = 0;
  return async (userId, path, body) => {
    const key = createHash('sha256').update(`${userId}\n${path}\n${body}`).digest('base64url');
    const rows = await db
      .insert(requestGuards)
      .values({ key })
      .onConflictDoUpdate({
        target: requestGuards.key,
        set: { at: sql`now()` },
        setWhere: sql`${requestGuards.at} < now() - make_interval(secs => ${DUPLICATE_SUBMIT_WINDOW_MS / 1000})`,
      })
      .returning({ key: requestGuards.key });
    if (++claims % 200 === 0) {
      await db.delete(requestGuards).where(lt(requestGuards.at, sql`now() - interval '1 minute'`));
    }
    return rows.length > 0;
  };
}
