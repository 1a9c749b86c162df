/**
 * SQL of operator accounts. Every change that a race could double (a setup link used twice,
 * one TOTP code in two logins) is a conditional UPDATE that reports whether it applied.
 */
import { and, asc, eq, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import type { Executor } from '#db/client.ts';
import { operatorSessions, operators } from '#db/schema/operators.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = Pick<
  typeof operators.$inferInsert,
  'email' | 'name' | 'role' | 'setupTokenHash' | 'setupExpiresAt' | 'createdAt'
>;

export function createOperatorRepository(db: Executor) {
  async function first(where: ReturnType<typeof eq>): Promise<OperatorRow | undefined> {
    const [row] = await db.select().from(operators).where(where).limit(1);
    return row;
  }

  return {
    /** The new account, or undefined when the email is taken. */
    async insert(values: NewOperator): Promise<OperatorRow | undefined> {
      const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
      return row;
    },

    findById: (id: number) => first(eq(operators.id, id)),
    findByEmail: (email: string) => first(eq(operators.email, email)),
    findBySetupToken: (tokenHash: string) => first(eq(operators.setupTokenHash, tokenHash)),

    async list(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(asc(operators.id));
    },

    async setPendingTotp(id: number, encryptedSecret: string): Promise<void> {
      await db.update(operators).set({ totpPending: encryptedSecret }).where(eq(operators.id, id));
    },

    /**
     * Spends the setup link: the password and the confirmed secret are set, the account is
     * active. The link's hash stays (without an end), so a second visit can be told "already
     * used" rather than "unknown". False when the link was spent meanwhile (the other request won).
     */
    async finishSetup(
      id: number,
      tokenHash: string,
      values: { passwordHash: string; totpSecret: string; totpStep: number; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({
          passwordHash: values.passwordHash,
          totpSecret: values.totpSecret,
          totpPending: null,
          lastTotpStep: values.totpStep,
          status: 'active',
          failedCount: 0,
          lockedUntil: null,
          setupExpiresAt: null,
          lastLoginAt: values.at,
        })
        .where(
          and(
            eq(operators.id, id),
            eq(operators.setupTokenHash, tokenHash),
            eq(operators.status, 'pending'),
            isNotNull(operators.setupExpiresAt),
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    /** A new setup link; the password, the TOTP secrets and the lock are cleared. */
    async resetSetup(id: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(operators)
        .set({
          status: 'pending',
          passwordHash: null,
          totpSecret: null,
          totpPending: null,
          lastTotpStep: null,
          failedCount: 0,
          lockedUntil: null,
          setupTokenHash: tokenHash,
          setupExpiresAt: expiresAt,
        })
        .where(eq(operators.id, id));
    },

    /**
     * Counts a sign-in attempt before it is checked, so that attempts sent at once cannot
     * outrun the lock: the `max`-th attempt in a row without a success locks the account until
     * `lockUntil` (a success then lifts it, recordLogin) and starts the count again. Null while
     * the account is locked: the attempt is not checked at all.
     */
    async beginAttempt(
      id: number,
      max: number,
      lockUntil: Date,
      at: Date,
    ): Promise<{ locks: boolean } | null> {
      const reaches = sql`${operators.failedCount} + 1 >= ${max}`;
      const [row] = await db
        .update(operators)
        .set({
          failedCount: sql`case when ${reaches} then 0 else ${operators.failedCount} + 1 end`,
          lockedUntil: sql`case when ${reaches} then ${lockUntil.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(operators.id, id), or(isNull(operators.lockedUntil), lte(operators.lockedUntil, at))))
        .returning({ lockedUntil: operators.lockedUntil });
      return row ? { locks: row.lockedUntil !== null } : null;
    },

    /**
     * Takes back an attempt that beginAttempt counted but that was no guess (the right password
     * with a code already used): the count goes down by one, and a lock this very attempt set
     * (`lockedUntil`) is lifted with the count where it was before it.
     */
    async forgiveAttempt(id: number, max: number, lockedUntil: Date | undefined): Promise<void> {
      if (lockedUntil) {
        await db
          .update(operators)
          .set({ lockedUntil: null, failedCount: Math.max(0, max - 1) })
          .where(and(eq(operators.id, id), eq(operators.lockedUntil, lockedUntil)));
        return;
      }
      await db
        .update(operators)
        .set({ failedCount: sql`greatest(${operators.failedCount} - 1, 0)` })
        .where(eq(operators.id, id));
    },

    /** A lock-out ended early by an owner: the count starts again. */
    async unlock(id: number): Promise<OperatorRow | undefined> {
      const [row] = await db
        .update(operators)
        .set({ lockedUntil: null, failedCount: 0 })
        .where(eq(operators.id, id))
        .returning();
      return row;
    },

    /**
     * A code of step `step` accepted for the operator's own account change (as a login's, but
     * no sign-in): false when that step or a later one was used already.
     */
    async acceptStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ lastTotpStep: step, failedCount: 0, lockedUntil: null })
        .where(
          and(eq(operators.id, id), or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step))),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.update(operators).set({ passwordHash }).where(eq(operators.id, id));
    },

    /**
     * The pending secret (confirmed by a code of step `step`) replaces the authenticator. False
     * when the pending secret is no longer `pending` (another change meanwhile).
     */
    async confirmTotp(id: number, pending: string, step: number): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({
          totpSecret: pending,
          totpPending: null,
          lastTotpStep: sql`greatest(coalesce(${operators.lastTotpStep}, 0), ${step})`,
          failedCount: 0,
          lockedUntil: null,
        })
        .where(and(eq(operators.id, id), eq(operators.totpPending, pending)))
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    /** Until when the account is locked, if it is. */
    async lockedUntil(id: number): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: operators.lockedUntil })
        .from(operators)
        .where(eq(operators.id, id));
      return row?.lockedUntil ?? null;
    },

    /**
     * A login with a code of TOTP step `step`: false when a code of that step or a later one was
     * already accepted (a replay, or a race between two logins with one code).
     */
    async recordLogin(id: number, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ lastTotpStep: step, failedCount: 0, lockedUntil: null, lastLoginAt: at })
        .where(
          and(eq(operators.id, id), or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step))),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    /** Ends every session of the account (but `keep`, when given); answers how many there were. */
    async deleteSessionsOf(operatorId: number, keep?: string): Promise<number> {
      const rows = await db
        .delete(operatorSessions)
        .where(
          keep === undefined
            ? eq(operatorSessions.operatorId, operatorId)
            : and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.id, keep)),
        )
        .returning({ id: operatorSessions.id });
      return rows.length;
    },

    /** The account, its row locked until the transaction ends (an owner's change to it). */
    async lockById(id: number): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1).for('update');
      return row;
    },

    /**
     * How many active owners there are besides `id`, their rows locked until the transaction
     * ends: of two owners taking each other's rights at once, the second sees the first's change.
     */
    async otherActiveOwners(id: number): Promise<number> {
      const rows = await db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.status, 'active'), ne(operators.id, id)))
        .for('update');
      return rows.length;
    },

    /** Switched off: no sign-in, and an unused setup link stops working. */
    async disable(id: number): Promise<OperatorRow | undefined> {
      const [row] = await db
        .update(operators)
        .set({ status: 'disabled', setupTokenHash: null, setupExpiresAt: null, totpPending: null })
        .where(eq(operators.id, id))
        .returning();
      return row;
    },

    /** Back on: active when it has a password and an authenticator, else waiting for a setup link. */
    async enable(id: number): Promise<OperatorRow | undefined> {
      const [row] = await db
        .update(operators)
        .set({
          status: sql`case when ${operators.passwordHash} is not null and ${operators.totpSecret} is not null then 'active' else 'pending' end`,
        })
        .where(eq(operators.id, id))
        .returning();
      return row;
    },

    async setRole(id: number, role: OperatorRole): Promise<OperatorRow | undefined> {
      const [row] = await db.update(operators).set({ role }).where(eq(operators.id, id)).returning();
      return row;
    },
  };
}
export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
