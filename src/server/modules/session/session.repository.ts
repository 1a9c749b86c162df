import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { sessions, users } from '#db/schema/users.ts';

export type SessionKind = (typeof sessions.$inferInsert)['kind'];

export interface SessionRow {
  userId: number;
  kind: SessionKind;
  lastSeenAt: Date;
  /** The interface language the session last asked in (null: never said). */
  language: number | null;
}

function prepareFindLive(db: Executor) {
  return db
    .select({
      userId: sessions.userId,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
      language: sessions.language,
    })
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
    /**
     * A new session of a user who is not blocked (one statement: a block committed meanwhile
     * wins); false when the account is blocked or gone.
     */
    async insert(tokenHash: string, userId: number, kind: SessionKind, language?: number): Promise<boolean> {
      const rows = await db
        .insert(sessions)
        .select(
          db
            .select({
              tokenHash: sql<string>`${tokenHash}`.as('token_hash'),
              userId: users.id,
              kind: sql<SessionKind>`${kind}`.as('kind'),
              // Every column, in the table's order (Drizzle's insert-select asks for it).
              createdAt: sql<Date>`now()`.as('created_at'),
              lastSeenAt: sql<Date>`now()`.as('last_seen_at'),
              revokedAt: sql<Date | null>`null::timestamptz`.as('revoked_at'),
              language: sql<number | null>`${language ?? null}::smallint`.as('language'),
            })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.blockedAt))),
        )
        .returning({ userId: sessions.userId });
      return rows.length > 0;
    },

    /** Ends every live session of the user (only those made by `kind` when given); the token hashes ended. */
    async revokeAllOf(userId: number, kind?: SessionKind): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            kind === undefined ? undefined : eq(sessions.kind, kind),
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return rows.map((r) => r.tokenHash);
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

    /** The language the session now asks in (written only when it changed; it was seen now). */
    async setLanguage(tokenHash: string, language: number): Promise<void> {
      await db
        .update(sessions)
        .set({ language, lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, tokenHash));
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
