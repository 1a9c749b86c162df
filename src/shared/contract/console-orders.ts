/**
 * Orders and refunds in the console (issue 18, decision 0036). Support, finance and owners
 * read; only finance and owners refund (others get 903). Every refund is audited.
 *
 *   GET  /console-api/orders?q=&status=&channel=&goods_id=&user_id=&from=&to=&page=&size=
 *        newest first; from/to are UTC days (YYYY-MM-DD), both included; q: a trade number
 *        (any case, whole or its beginning), a user's email (whole) or uid
 *   GET  /console-api/orders/:tradeNo        the order, its user, ledger rows, gateway timeline
 *   GET  /console-api/orders/:tradeNo/refund-preview   what a refund would take back now
 *   POST /console-api/orders/:tradeNo/refund {reason?}  refund in full at the gateway → the order
 *        (with `refund_processing`: 1 while the gateway is still processing it, decision 0054);
 *        the reason (the console asks for one) is kept in the audit log
 *   POST /console-api/orders/:tradeNo/ask-gateway   (finance, owner) a pending order with a
 *        checkout: its gateway is asked now and its word settles the order as a notification
 *        would (credited once); audited; at most once per GATEWAY_CHECK_INTERVAL_MS per order
 *        (429 with Retry-After) → the order's page and `check` (what the gateway said)
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { ledgerEntry, PEOPLE_REASON_MAX } from './console-people.ts';
import { ORDER_RESULTS } from './wallet-constants.ts';

export const ORDER_CHANNELS = ['sandbox', 'stripe'] as const;
/**
 * The order states as the console filters them, as it labels them (`result`): failed is declined
 * (status 3 with no fail reason or `failed`), cancelled is status 3 the buyer cancelled or let
 * lapse; refunded is status 4.
 */
export const ORDER_STATES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export const ORDER_STATE_CODES = { pending: 1, paid: 2, failed: 3, cancelled: 3, refunded: 4 } as const;
/** The longest search the orders' box takes (an email's longest). */
export const ORDER_SEARCH_MAX = 254;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = numeric(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const orderListQuery = z.object({
  q: z.string().trim().min(1).max(ORDER_SEARCH_MAX).optional(),
  status: z.enum(ORDER_STATES).optional(),
  channel: z.enum(ORDER_CHANNELS).optional(),
  goods_id: id.optional(),
  user_id: id.optional(),
  from: day.optional(),
  to: day.optional(),
  page: numeric(z.number().int().min(1).default(1)),
  size: numeric(z.number().int().min(1).max(100).default(20)),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const tradeNoParams = z.object({ tradeNo: z.string().regex(/^[\w-]{1,64}$/) });

export const consoleOrder = z.object({
  trade_no: z.string(),
  user_id: z.number().int(),
  goods_id: z.number().int(),
  channel: z.string(),
  /** The package's name as the buyer saw it when ordering, in the buyer's language (a snapshot). */
  title: z.string(),
  /** The package's name in the request's language, from what the order credits (its own copy). */
  package_name: z.string(),
  status: z.number().int(),
  result: z.enum(ORDER_RESULTS),
  amount_cents: z.number().int(),
  currency: z.string(),
  gold: z.number().int(),
  bonus: z.number().int(),
  vip_days: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** The operator who asked for the refund (null: none, or the gateway's own word). */
  refunded_by: z.number().int().nullable(),
  refund_ref: z.string().nullable(),
  gateway_ref: z.string().nullable(),
  payment_ref: z.string().nullable(),
});
export type ConsoleOrder = z.infer<typeof consoleOrder>;

export const orderListResponse = z.object({ items: z.array(consoleOrder), total: z.number().int() });
export type OrderListResponse = z.infer<typeof orderListResponse>;

/**
 * What a gateway said of the payment, in words the console translates: `open` (not paid yet),
 * `partly_refunded` (some money given back, the order stays paid), `unknown` (no such payment).
 */
export const GATEWAY_OUTCOMES = [
  'open',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'partly_refunded',
  'unknown',
] as const;
export type GatewayOutcome = (typeof GATEWAY_OUTCOMES)[number];

export const orderEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  /**
   * created, redirect, notify, query, refund_request (asked from the console), refund_accepted
   * and refund_refused (the gateway's reply), refund_notify, refunded, refund_failed, cancel (the
   * buyer's Cancel closed the checkout at the gateway); another kind: as stored.
   */
  kind: z.string(),
  source: z.string(),
  /** The gateway's own words (a status, an event type, a reference), as it said them. */
  summary: z.string(),
  /** The gateway's answer, secrets and signatures removed. */
  answer: z.unknown(),
  /** The outcome `summary` reports, for the console to word (null: none it knows; show `summary`). */
  outcome: z.enum(GATEWAY_OUTCOMES).nullable(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** A ledger row about the order (its credit, its refund): the user page's row, in part. */
export const orderLedgerRow = ledgerEntry.pick({
  id: true,
  asset: true,
  delta: true,
  balance_after: true,
  reason: true,
  operator_id: true,
  created_at: true,
});

/** What a refund takes back now: unspent coins, vouchers and VIP days (refund rule). */
export const refundPreview = z.object({
  gold: z.number().int(),
  coin: z.number().int(),
  vip_days: z.number(),
});
export type RefundPreview = z.infer<typeof refundPreview>;

export const orderDetail = z.object({
  order: consoleOrder,
  user: z.object({ uid: z.number().int(), email: z.string().nullable(), nickname: z.string() }).nullable(),
  ledger: z.array(orderLedgerRow),
  events: z.array(orderEvent),
  /** The operators `refunded_by` and the ledger's `operator_id` name, by id (one gone since: left out). */
  operators: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Whether a refund may be asked now (paid through a gateway the app offers). */
  refundable: z.boolean(),
  /**
   * Whether this operator may ask the gateway about the order now: pending, with a checkout,
   * through a gateway this deployment has, and a role that may (finance, owner). Absent: no.
   */
  gateway_check: z.boolean().optional(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** A refund's request: why (the console asks for it, as for an adjustment; the audit keeps it). */
export const refundInput = z
  .object({ reason: z.string().trim().max(PEOPLE_REASON_MAX).optional() })
  .optional()
  .transform((body) => ({ reason: body?.reason === '' ? undefined : body?.reason }));
export type RefundInput = z.infer<typeof refundInput>;

/** The refund's answer: the order's page, and whether the gateway is still processing it. */
export const refundAnswer = orderDetail.extend({ refund_processing: z.union([z.literal(0), z.literal(1)]) });
export type RefundAnswer = z.infer<typeof refundAnswer>;

/**
 * What the gateway said when asked from the console: its word on the payment (`open`: not paid
 * yet; `processing`: paid at the gateway, the money on its way; `unknown`: no payment of this
 * order; `no_answer`: the gateway did not answer), and what that did to the order (`credited`:
 * now paid; `failed`: closed as failed or cancelled; `unchanged`).
 */
export const GATEWAY_CHECK_SAID = [
  'open',
  'processing',
  'paid',
  'failed',
  'cancelled',
  'unknown',
  'no_answer',
] as const;
export type GatewayCheckSaid = (typeof GATEWAY_CHECK_SAID)[number];
export const GATEWAY_CHECK_SETTLED = ['credited', 'failed', 'unchanged'] as const;

export const gatewayCheckAnswer = orderDetail.extend({
  check: z.object({ said: z.enum(GATEWAY_CHECK_SAID), settled: z.enum(GATEWAY_CHECK_SETTLED) }),
});
export type GatewayCheckAnswer = z.infer<typeof gatewayCheckAnswer>;
