import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What happened to an order at its gateway, in the order it happened (issue 18). */
export const ORDER_EVENT_KINDS = [
  'created',
  'redirect',
  'notify',
  'query',
  'refund_request',
  // The gateway's reply to the console's refund request: done (its refund's id), or refused.
  'refund_accepted',
  'refund_refused',
  'refund_notify',
  'refunded',
  // The gateway gave up on a refund after the order was refunded: the money did not go back
  // (decision 0054). Stored as text: no migration.
  'refund_failed',
  // The buyer's Cancel on the gateway's page closed its checkout there (checkout-cancel.service.ts).
  'cancel',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * An order's gateway timeline: each notification, query and refund with the gateway's answer
 * (secrets and signatures removed). Written beside the payment, never in its way: a failed
 * insert is logged and the payment goes on.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeNo: text('trade_no').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    /** Who spoke: sandbox, stripe, console, app. */
    source: text('source').notNull(),
    summary: text('summary').notNull().default(''),
    answer: jsonb('answer'),
  },
  (t) => [index('order_events_trade_no_idx').on(t.tradeNo, t.id)],
);
