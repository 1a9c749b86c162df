/** SQL of the orders' gateway timelines (order_events): append and read, nothing else. */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { orderEvents } from '#db/schema/order-events.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

export function createOrderEventRepository(db: Executor) {
  return {
    async append(event: NewOrderEvent): Promise<void> {
      await db.insert(orderEvents).values(event);
    },

    /** An order's timeline, oldest first. */
    async ofOrder(tradeNo: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.tradeNo, tradeNo))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },
  };
}
export type OrderEventRepository = ReturnType<typeof createOrderEventRepository>;
