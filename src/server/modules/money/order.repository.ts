/**
 * SQL of the top-up and VIP orders (the packages: goods.repository.ts). An order moves only through the
 * conditional UPDATEs here (pending → paid or failed; failed → paid when the money was taken
 * after all), so any number of gateway words settle it once.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import {
  goods,
  ORDER_FAILED,
  ORDER_PAID,
  ORDER_PENDING,
  ORDER_REFUNDED,
  orders,
  type OrderFailReason,
} from '#db/schema/wallet.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** The gateway word's own checkout: the order's channel, and its kept checkout if any (0054). */
function ofCheckout(from: { channel: string; ref: string | undefined } | undefined) {
  if (!from) return undefined;
  const kept =
    from.ref === undefined
      ? isNull(orders.gatewayRef)
      : or(isNull(orders.gatewayRef), eq(orders.gatewayRef, from.ref));
  return and(eq(orders.channel, from.channel), kept);
}

export function createOrderRepository(db: Executor) {
  return {
    async insert(order: NewOrder): Promise<void> {
      await db.insert(orders).values(order);
    },

    async byTradeNo(tradeNo: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.tradeNo, tradeNo)).limit(1);
      return row;
    },

    async ofUser(userId: number, tradeNo: string) {
      const [row] = await db
        .select({
          status: orders.status,
          channel: orders.channel,
          gatewayRef: orders.gatewayRef,
          failReason: orders.failReason,
        })
        .from(orders)
        .where(and(eq(orders.tradeNo, tradeNo), eq(orders.userId, userId)))
        .limit(1);
      return row;
    },

    /** Holds the order's row until the transaction ends (words about one order, one at a time). */
    async lock(tradeNo: string): Promise<boolean> {
      const rows = await db
        .select({ tradeNo: orders.tradeNo })
        .from(orders)
        .where(eq(orders.tradeNo, tradeNo))
        .for('update');
      return rows.length > 0;
    },

    async status(tradeNo: string): Promise<number | undefined> {
      const [row] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.tradeNo, tradeNo));
      return row?.status;
    },

    /**
     * A pending order ends as failed or cancelled; false when it was not pending (or, told by a
     * gateway, `from` is not the order's checkout).
     */
    async markFailed(
      tradeNo: string,
      reason: OrderFailReason,
      at: Date,
      from?: { channel: string; ref: string | undefined },
    ): Promise<boolean> {
      const moved = await db
        .update(orders)
        .set({ status: ORDER_FAILED, failedAt: at, failReason: reason })
        .where(and(eq(orders.tradeNo, tradeNo), eq(orders.status, ORDER_PENDING), ofCheckout(from)))
        .returning({ tradeNo: orders.tradeNo });
      return moved.length > 0;
    },

    /**
     * A pending or failed order becomes paid when the amount and currency match what it asks;
     * the order as paid, or undefined when it did not move (paid before, or another amount).
     */
    async markPaid(
      tradeNo: string,
      paid: { amountCents: number; currency: string; paymentRef?: string | undefined },
      at: Date,
      from?: { channel: string; ref: string | undefined },
    ): Promise<OrderRow | undefined> {
      const [order] = await db
        .update(orders)
        .set({
          status: ORDER_PAID,
          paidAt: at,
          failReason: null,
          ...(paid.paymentRef ? { paymentRef: paid.paymentRef } : {}),
        })
        .where(
          and(
            eq(orders.tradeNo, tradeNo),
            inArray(orders.status, [ORDER_PENDING, ORDER_FAILED]),
            eq(orders.amountCents, paid.amountCents),
            eq(orders.currency, paid.currency.toUpperCase()),
            ofCheckout(from),
          ),
        )
        .returning();
      return order;
    },

    /** The order paid through a gateway payment (Stripe: its payment intent). */
    async byPaymentRef(paymentRef: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.paymentRef, paymentRef)).limit(1);
      return row;
    },

    /**
     * Keeps the payment of an order paid before payment_ref was kept (decision 0036), once its
     * gateway has named the order's session: the order as it is then, or undefined when the
     * session is not this order's (another channel, another session).
     */
    async keepPaymentRef(
      tradeNo: string,
      gateway: { channel: string; ref: string },
      paymentRef: string,
    ): Promise<OrderRow | undefined> {
      const where = and(
        eq(orders.tradeNo, tradeNo),
        eq(orders.channel, gateway.channel),
        eq(orders.gatewayRef, gateway.ref),
      );
      await db
        .update(orders)
        .set({ paymentRef })
        .where(and(where, isNull(orders.paymentRef)));
      const [row] = await db.select().from(orders).where(where).limit(1);
      return row?.paymentRef === paymentRef ? row : undefined;
    },

    /**
     * Notes who asks for a paid order's refund (before the gateway is asked), for one asker at a
     * time: false when the order is not paid or another refund request holds it (claimed less
     * than `holdMs` ago). The claim's time is kept in gateway_checked_at, "when the app last
     * asked the gateway about the order" (a query while pending, a refund once paid; 0054).
     */
    async claimRefund(tradeNo: string, operatorId: number, at: Date, holdMs: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ refundedBy: operatorId, gatewayCheckedAt: at })
        .where(
          and(
            eq(orders.tradeNo, tradeNo),
            eq(orders.status, ORDER_PAID),
            or(
              isNull(orders.refundedBy),
              isNull(orders.gatewayCheckedAt),
              lt(orders.gatewayCheckedAt, new Date(at.getTime() - holdMs)),
            ),
          ),
        )
        .returning({ tradeNo: orders.tradeNo });
      return rows.length > 0;
    },

    /** Lets go of a refund claim made at `at` (the gateway refused): the order stays paid. */
    async releaseRefund(tradeNo: string, at: Date): Promise<void> {
      await db
        .update(orders)
        .set({ refundedBy: null })
        .where(
          and(eq(orders.tradeNo, tradeNo), eq(orders.status, ORDER_PAID), eq(orders.gatewayCheckedAt, at)),
        );
    },

    /** paid → refunded, once: the order as refunded, or undefined when it was not paid. */
    async markRefunded(
      tradeNo: string,
      at: Date,
      refundRef: string | undefined,
    ): Promise<OrderRow | undefined> {
      const [order] = await db
        .update(orders)
        .set({ status: ORDER_REFUNDED, refundedAt: at, ...(refundRef ? { refundRef } : {}) })
        .where(and(eq(orders.tradeNo, tradeNo), eq(orders.status, ORDER_PAID)))
        .returning();
      return order;
    },

    /** Keeps the gateway's checkout (the first one stored wins). */
    async setCheckout(tradeNo: string, ref: string, url: string): Promise<void> {
      await db
        .update(orders)
        .set({ gatewayRef: ref, gatewayUrl: url })
        .where(and(eq(orders.tradeNo, tradeNo), isNull(orders.gatewayRef)));
    },

    /**
     * Claims the right to ask the gateway about a pending order: true for at most one caller
     * per `intervalMs` (every process sees the same claim).
     */
    async claimGatewayCheck(tradeNo: string, at: Date, intervalMs: number): Promise<boolean> {
      const claimed = await db
        .update(orders)
        .set({ gatewayCheckedAt: at })
        .where(
          and(
            eq(orders.tradeNo, tradeNo),
            eq(orders.status, ORDER_PENDING),
            or(
              isNull(orders.gatewayCheckedAt),
              lt(orders.gatewayCheckedAt, new Date(at.getTime() - intervalMs)),
            ),
          ),
        )
        .returning({ tradeNo: orders.tradeNo });
      return claimed.length > 0;
    },

    /** One page of a user's orders, newest first, with the package's type. */
    async page(userId: number, page: number, pageSize: number) {
      const where = eq(orders.userId, userId);
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select({ order: orders, type: goods.type })
        .from(orders)
        .innerJoin(goods, eq(goods.id, orders.goodsId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.tradeNo))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Pending orders made before `before` (the sweep's partial index): those whose gateway was
     * asked longest ago first, never asked before all, then oldest first. One left pending after
     * being asked (a bank debit processing for days) goes to the back of the line.
     */
    async pendingBefore(before: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, ORDER_PENDING), lt(orders.createdAt, before)))
        .orderBy(sql`${orders.gatewayCheckedAt} asc nulls first`, asc(orders.createdAt))
        .limit(limit);
    },

    /** Pending orders follow a guest merged into another account. */
    async moveToUser(fromUserId: number, toUserId: number): Promise<void> {
      await db.update(orders).set({ userId: toUserId }).where(eq(orders.userId, fromUserId));
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
