import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { emailCodes } from '#db/schema/auth.ts';

export function createEmailCodeRepository(db: Executor) {
  return {
    /** Serialises sends for one address inside the caller's transaction (all processes). */
    async lockAddress(email: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email}`}))`);
    },

    async countSince(column: 'email' | 'ip', value: string, since: Date): Promise<number> {
      const target = column === 'email' ? emailCodes.email : emailCodes.ip;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailCodes)
        .where(and(eq(target, value), gt(emailCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    /** When the newest code to the address was sent, and how many wrong tries it has had. */
    async lastSent(email: string): Promise<{ at: Date; attempts: number; used: boolean } | undefined> {
      const [row] = await db
        .select({ at: emailCodes.createdAt, attempts: emailCodes.attempts, usedAt: emailCodes.usedAt })
        .from(emailCodes)
        .where(eq(emailCodes.email, email))
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1);
      return row && { at: row.at, attempts: row.attempts, used: row.usedAt !== null };
    },

    async insert(row: {
      email: string;
      codeHash: string;
      ip: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<number> {
      const [inserted] = await db.insert(emailCodes).values(row).returning({ id: emailCodes.id });
      return inserted?.id ?? 0;
    },

    async remove(id: number): Promise<void> {
      await db.delete(emailCodes).where(eq(emailCodes.id, id));
    },

    /** The newest code sent to the address: a newer code replaces every older one. */
    async latest(email: string) {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(eq(emailCodes.email, email))
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1);
      return row;
    },

    async countAttempt(id: number): Promise<void> {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, id));
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(emailCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
        .returning({ id: emailCodes.id });
      return rows.length > 0;
    },
  };
}
