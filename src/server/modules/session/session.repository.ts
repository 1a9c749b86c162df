import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { sessions, users } from '#db/schema/users.ts';

export type SessionKind = (typeof sessions.$inferInsert)['kind'];

export interface SessionRow {
  userId: number;
  kind: SessionKind;
  registered: boolean;
  lastSeenAt: Date;
}

export function createSessionRepository(db: Executor) {
  return {
    async insert(tokenHash: string, userId: number, kind: SessionKind): Promise<void> {
      await db.insert(sessions).values({ tokenHash, userId, kind });
    },

    /** The live session of a token hash, or undefined when unknown, revoked or idle too long. */
    async findLive(tokenHash: string, idleSince: Date): Promise<SessionRow | undefined> {
      const rows = await db
        .select({
          userId: sessions.userId,
          kind: sessions.kind,
          lastSeenAt: sessions.lastSeenAt,
          registeredAt: users.registeredAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.lastSeenAt, idleSince),
          ),
        )
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      return {
        userId: row.userId,
        kind: row.kind,
        lastSeenAt: row.lastSeenAt,
        registered: row.registeredAt !== null,
      };
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
