import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_REASONS } from '#shared/contract/wallet-constants.ts';
import { users } from './users.ts';

export const ASSETS = ['gold', 'coin'] as const;
export type Asset = (typeof ASSETS)[number];

/** Why a balance moved (the list lives in src/shared: the console names each one). */
export { LEDGER_REASONS, type LedgerReason } from '#shared/contract/wallet-constants.ts';

/**
 * Every balance change of DESIGN.md section 3, written in the transaction that changes the
 * balance. A wallet's balance always equals the sum of its rows' deltas.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    asset: text('asset', { enum: ASSETS }).notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
    /**
     * The key that makes the row exactly-once with its reason and asset (an order's trade
     * number, an invitee's id, a nonce...). Never parsed: what the row is about is in the
     * columns below.
     */
    reference: text('reference').notNull(),
    /** unlock, auto_unlock: the drama and the episode numbers bought. */
    dramaId: bigint('drama_id', { mode: 'number' }),
    episodeFrom: integer('episode_from'),
    episodeTo: integer('episode_to'),
    /** topup: the order. */
    tradeNo: text('trade_no'),
    /** invite: the friend whose registration paid it. */
    inviteeId: bigint('invitee_id', { mode: 'number' }),
    /** merge_in: the guest account merged in; merge_out: the account it went to. */
    otherUserId: bigint('other_user_id', { mode: 'number' }),
    /** voucher_expired: the lot written off. */
    lotId: bigint('lot_id', { mode: 'number' }),
    /** checkin: the place in the 7-day streak (1..7). */
    streakDay: smallint('streak_day'),
    /** grant and (later) adjustments made by an operator: who. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    /** adjust: the operator's written reason. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_reason_reference_asset_key').on(t.reason, t.reference, t.asset),
    index('ledger_user_id_idx').on(t.userId, t.id),
    index('ledger_user_drama_idx')
      .on(t.userId, t.dramaId)
      .where(sql`${t.dramaId} is not null`),
    check('ledger_delta_nonzero', sql`${t.delta} <> 0`),
    check('ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Coins per day auto-unlock may spend unless the user sets another cap. */
export const DEFAULT_AUTO_UNLOCK_CAP = 300;

/** The opt-in auto-unlock of the next episode, with its per-day cap (off by default). */
export const walletSettings = pgTable(
  'wallet_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    autoUnlock: boolean('auto_unlock').notNull().default(false),
    autoUnlockDailyCap: integer('auto_unlock_daily_cap').notNull().default(DEFAULT_AUTO_UNLOCK_CAP),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_settings_cap_nonnegative', sql`${t.autoUnlockDailyCap} >= 0`)],
);

export const GOODS_TYPE_COINS = 1;
export const GOODS_TYPE_VIP = 2;

/** Packages on sale (SPEC 3 items): coin packs (type 1) and VIP (type 2). Money in cents. */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey(),
    type: smallint('type').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Gold credited (coin packs). */
    gold: integer('gold').notNull().default(0),
    /** Bonus vouchers (coin) credited with a coin pack. */
    bonus: integer('bonus').notNull().default(0),
    /** VIP days (type 2). */
    vipDays: integer('vip_days').notNull().default(0),
    /** Tag shown on the card: hot, best, new... (null = none). */
    tag: text('tag'),
    /** The tag's text per locale, over the tag key's own text (issue 18; {} = the key's). */
    tagText: jsonb('tag_text').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** The tag's colour (#rrggbb; null = the tag key's colour). */
    tagColor: text('tag_color'),
    /** The card's note per locale, over the generated one (issue 18; {} = generated). */
    note: jsonb('note').$type<Partial<Record<string, string>>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The on-sale window (null = open on that side), on the app's clock. */
    saleFrom: timestamp('sale_from', { withTimezone: true }),
    saleUntil: timestamp('sale_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_price_positive', sql`${t.priceCents} > 0`),
    check('goods_amounts_nonnegative', sql`${t.gold} >= 0 and ${t.bonus} >= 0 and ${t.vipDays} >= 0`),
    check(
      'goods_sale_window',
      sql`${t.saleFrom} is null or ${t.saleUntil} is null or ${t.saleFrom} < ${t.saleUntil}`,
    ),
  ],
);

/** cancelled: the buyer left the gateway's page or let it expire (no money taken). */
export const ORDER_FAIL_REASONS = ['failed', 'cancelled'] as const;
export type OrderFailReason = (typeof ORDER_FAIL_REASONS)[number];

export const ORDER_PENDING = 1;
export const ORDER_PAID = 2;
export const ORDER_FAILED = 3;
/** A paid order whose money went back to the buyer (decision 0036). */
export const ORDER_REFUNDED = 4;

/**
 * Top-up and VIP orders: pending (1) → paid (2) or failed (3), moved only by the gateway; a paid
 * order may end refunded (4), once.
 */
export const orders = pgTable(
  'orders',
  {
    tradeNo: text('trade_no').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    channel: text('channel').notNull(),
    /** orderName: the package's name in the buyer's language when ordered. */
    title: text('title').notNull().default(''),
    status: smallint('status').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** What the order credits, copied from the goods when it was created. */
    gold: integer('gold').notNull().default(0),
    bonus: integer('bonus').notNull().default(0),
    vipDays: integer('vip_days').notNull().default(0),
    /** The gateway's own id (checkout session) and the page to send the buyer to. */
    gatewayRef: text('gateway_ref'),
    gatewayUrl: text('gateway_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** When query-order last asked the gateway (at most every 10 s per order). */
    gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true }),
    /** Why a failed order (3) ended: the buyer cancelled or let it lapse, or the payment failed. */
    failReason: text('fail_reason', { enum: ORDER_FAIL_REASONS }),
    /** The gateway's payment itself (Stripe: the payment intent), kept when paid: refunds name it. */
    paymentRef: text('payment_ref'),
    /** Refunded (4): when, the operator who asked (null: the gateway's own word), the refund's id. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: bigint('refunded_by', { mode: 'number' }),
    refundRef: text('refund_ref'),
  },
  (t) => [
    index('orders_user_id_created_idx').on(t.userId, t.createdAt),
    check('orders_status_valid', sql`${t.status} in (1, 2, 3, 4)`),
    index('orders_payment_ref_idx')
      .on(t.paymentRef)
      .where(sql`${t.paymentRef} is not null`),
    // The orders still open, oldest first: what the sweep closes (money/pay.service.ts closeLapsed).
    index('orders_pending_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 1`),
  ],
);

/**
 * The built-in sandbox gateway's own books (it is a separate party: the app learns of a
 * payment only through its signed notification or by asking it).
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** open, paid, failed, canceled */
  status: text('status').notNull().default('open'),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server side of the duplicate-submit guard (DESIGN 2) for money endpoints. */
export const requestGuards = pgTable('request_guards', {
  key: text('key').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Vouchers granted with an expiry (rewards): what is left of each grant. The wallet's coin
 * balance includes them; spending takes the lots that lapse first before the vouchers that
 * never lapse (purchase bonuses), and a lapsed lot's remainder leaves the balance through a
 * ledger row ('voucher_expired'). Purchased coins and their bonus never get a lot.
 */
export const voucherLots = pgTable(
  'voucher_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The ledger row that granted it: its reason and reference. */
    reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_lots_user_open_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    check('voucher_lots_remaining_valid', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/** Daily check-ins: one row per user and local day (days since 1970-01-01 in the user's offset). */
export const checkins = pgTable(
  'checkins',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: integer('day').notNull(),
    /** 1..7: the place in the streak this check-in took. */
    streak: smallint('streak').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('checkins_streak_valid', sql`${t.streak} between 1 and 7`),
  ],
);
