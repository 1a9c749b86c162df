import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { sessions } from '#db/schema/users.ts';

export type SessionKind = (typeof sessions.$inferInsert)['kind'];

export interface SessionRow {
  userId: number;
  kind: SessionKind;
  lastSeenAt: Date;
}

function prepareFindLive(db: Executor) {
  return db
    .select({ userId: sessions.userId, kind: sessions.kind, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_find_live');
}

export function createSessionRepository(db: Executor) {
  let findLive: ReturnType<typeof prepareFindLive> | undefined;
  return {
    async insert(tokenHash: string, userId: number, kind: SessionKind): Promise<void> {
      await db.insert(sessions).values({ tokenHash, userId, kind });
    },

    /** The live session of a token hash, or undefined when unknown, revoked or idle too long. */
    async findLive(tokenHash: string, idleSince: Date): Promise<SessionRow | undefined> {
      findLive ??= prepareFindLive(db);
      const [row] = await findLive.execute({ tokenHash, idleSince });
      return row;
    },

    /** Moves last_seen_at forward, at most once per `olderThan` to keep reads cheap. */
    async touch(tokenHash: string, olderThan: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, olderThan)));
    },

    async revoke(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
