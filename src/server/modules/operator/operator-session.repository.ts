/**
 * SQL of console sessions: a row per signed-in browser, found by the SHA-256 of its cookie
 * together with its operator.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { operatorSessions, operators } from '#db/schema/operators.ts';

export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

export function createOperatorSessionRepository(db: Executor) {
  return {
    async insert(values: OperatorSessionRow): Promise<void> {
      await db.insert(operatorSessions).values(values);
    },

    /** The session and its operator, whatever their state (the service judges). */
    async find(id: string) {
      const [row] = await db
        .select({
          session: {
            id: operatorSessions.id,
            csrfSecret: operatorSessions.csrfSecret,
            lastSeenAt: operatorSessions.lastSeenAt,
            expiresAt: operatorSessions.expiresAt,
          },
          operator: {
            id: operators.id,
            email: operators.email,
            name: operators.name,
            role: operators.role,
            status: operators.status,
          },
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(eq(operatorSessions.id, id))
        .limit(1);
      return row;
    },

    /** Moves last_seen_at to `at` when it is older than `olderThan` (one write a minute at most). */
    async touch(id: string, at: Date, olderThan: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ lastSeenAt: at })
        .where(and(eq(operatorSessions.id, id), lt(operatorSessions.lastSeenAt, olderThan)));
    },

    async delete(id: string): Promise<void> {
      await db.delete(operatorSessions).where(eq(operatorSessions.id, id));
    },

    /** Sessions past their absolute end or idle since before `idleSince`. */
    async purgeEnded(at: Date, idleSince: Date): Promise<void> {
      await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, at));
      await db.delete(operatorSessions).where(lt(operatorSessions.lastSeenAt, idleSince));
    },
  };
}
export type OperatorSessionRepository = ReturnType<typeof createOperatorSessionRepository>;
