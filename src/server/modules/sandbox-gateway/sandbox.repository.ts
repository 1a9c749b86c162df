/** SQL of the sandbox gateway's own books (a separate party from the app's orders). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { sandboxPayments } from '#db/schema/wallet.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

export function createSandboxRepository(db: Executor) {
  return {
    async byId(id: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
      return row;
    },

    /** Stores a payment unless the merchant reference has one; the id of the one stored. */
    async create(payment: typeof sandboxPayments.$inferInsert): Promise<string | undefined> {
      await db.insert(sandboxPayments).values(payment).onConflictDoNothing();
      const [row] = await db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.merchantReference, payment.merchantReference));
      return row?.id;
    },

    /** Moves an open payment to `status`; the row as moved, or undefined when it was not open. */
    async finish(id: string, status: string, at: Date): Promise<SandboxPaymentRow | undefined> {
      const [moved] = await db
        .update(sandboxPayments)
        .set({ status, updatedAt: at })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
        .returning();
      return moved;
    },

    /** A paid payment becomes refunded; the row as moved, or undefined when it was not paid. */
    async refund(id: string, at: Date): Promise<SandboxPaymentRow | undefined> {
      const [moved] = await db
        .update(sandboxPayments)
        .set({ status: 'refunded', updatedAt: at })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'paid')))
        .returning();
      return moved;
    },
  };
}
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
