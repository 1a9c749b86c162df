/**
 * Wallet, unlocks, pay centre and orders (issue 5). Money travels as integer cents plus an
 * exact decimal string; coins are integers; nothing is a float (DESIGN.md section 3).
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { paged, pageRequest } from './envelope.ts';
import { ASSET_NAMES, ORDER_RESULTS, UNLOCK_SCOPES } from './wallet-constants.ts';

export {
  ASSET_NAMES,
  ORDER_RESULTS,
  ORDER_STATUS,
  UNLOCK_DISCOUNT_PERCENT,
  UNLOCK_NEXT_COUNT,
  UNLOCK_SCOPES,
  type AssetName,
  type OrderResult,
  type UnlockScope,
} from './wallet-constants.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const id = numeric(z.number().int().positive().max(2_147_483_647));
const balances = { gold: z.number().int(), coin: z.number().int() };

/** POST /video/unlock-quote: the offers of the locked-episode sheet. */
export const unlockQuoteRequest = z.object({ episode_id: id });
export const unlockOffer = z.object({
  scope: z.enum(UNLOCK_SCOPES),
  /** Episodes it unlocks (0 when the offer does not apply). */
  count: z.number().int(),
  first_number: z.number().int(),
  last_number: z.number().int(),
  /** Summed episode prices before the discount. */
  list_price: z.number().int(),
  discount_percent: z.number().int(),
  /** Coins charged. */
  price: z.number().int(),
  /** Of the price, what comes from vouchers (spent first) and from gold. */
  from_coin: z.number().int(),
  from_gold: z.number().int(),
  affordable: flag,
});
export type UnlockOffer = z.infer<typeof unlockOffer>;
export const autoUnlockState = z.object({
  enabled: flag,
  /** Coins auto-unlock may spend in a day (the viewer picks it: AUTO_UNLOCK_CAP_MIN..MAX). */
  daily_cap: z.number().int(),
  /** What auto-unlock spent today; a day is a UTC day. */
  spent_today: z.number().int(),
  /**
   * When that day ends and the count starts again (unix seconds: the next midnight UTC), for
   * the viewer's own clock. Optional: older servers do not send it.
   */
  resets_at: z.number().int().optional(),
});
export type AutoUnlockState = z.infer<typeof autoUnlockState>;
export const unlockQuoteData = z.object({
  drama_id: z.number().int(),
  episode_id: z.number().int(),
  number: z.number().int(),
  /** This episode's own price. */
  price: z.number().int(),
  /** 1 when it is already playable (free, unlocked or VIP): nothing to buy. */
  playable: flag,
  /** 1 when every earlier episode is free or unlocked (the order rule). */
  can_unlock: flag,
  /** Number of the first episode that must be unlocked before this one (0 when none). */
  blocked_by: z.number().int(),
  offers: z.array(unlockOffer),
  balance: z.object(balances),
  auto_unlock: autoUnlockState,
});
export type UnlockQuoteData = z.infer<typeof unlockQuoteData>;

/**
 * POST /video/unlock: 802 when the balance is short, 702 against the order rule. An automatic
 * unlock opens one episode (the cap is reckoned per episode): `auto: 1` with a batch scope is
 * refused (601), not quietly made one.
 */
export const unlockRequest = z
  .object({
    episode_id: id,
    scope: z.enum(UNLOCK_SCOPES).default('one'),
    /** 1 when the player unlocks the next episode by itself (opt-in, capped per day). */
    auto: numeric(z.number().int().min(0).max(1).default(0)),
  })
  .refine((b) => b.auto !== 1 || b.scope === 'one', { path: ['scope'], message: 'unlock_auto_one' });
export const unlockData = z.object({
  /** Episodes unlocked by this request (empty when they already were: nothing charged). */
  unlocked_numbers: z.array(z.number().int()),
  spent_coin: z.number().int(),
  spent_gold: z.number().int(),
  balance: z.object(balances),
});
export type UnlockData = z.infer<typeof unlockData>;

/**
 * Auto-unlock's daily cap in coins, as a viewer may set it: the app offers a few sizes
 * (features/player/components/auto-unlock-cap.ts); 0 would turn every automatic unlock into a
 * refusal (703) while the switch says on, so the least is one coin (episodes cost at least one,
 * decision 0057).
 */
export const AUTO_UNLOCK_CAP_MIN = 1;
export const AUTO_UNLOCK_CAP_MAX = 100_000;

/** POST /wallet/auto-unlock; `daily_cap` left out keeps the cap there is. */
export const autoUnlockRequest = z.object({
  enabled: numeric(z.number().int().min(0).max(1)),
  daily_cap: numeric(
    z
      .number()
      .int('auto_unlock_cap_range')
      .min(AUTO_UNLOCK_CAP_MIN, 'auto_unlock_cap_range')
      .max(AUTO_UNLOCK_CAP_MAX, 'auto_unlock_cap_range')
      .optional(),
  ),
});

/** POST /pay/gold-detail: the ledger, newest first. */
export const goldDetailRequest = pageRequest.extend({ asset: z.enum(ASSET_NAMES).optional() }).nullish();
export const ledgerItem = z.object({
  id: z.number().int(),
  asset: z.enum(ASSET_NAMES),
  /** Signed change. */
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  /** What happened, in the request's language ("Unlocked ep. 5 of ...", "Top-up ..."). */
  title: z.string(),
  created_at: z.number().int(),
  /** Reward vouchers that lapse: when (unix seconds); 0 for everything else. */
  expires_at: z.number().int(),
});
export type LedgerItem = z.infer<typeof ledgerItem>;
export const goldDetailPage = paged(ledgerItem);

/** SPEC 3 payment channel. `gateway` is where the browser goes with the order. */
export const payChannel = z.object({
  channel_id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  gateway: z.string(),
});
export type PayChannel = z.infer<typeof payChannel>;

/** SPEC 3 item (goods). */
export const goodsItem = z.object({
  /** 2 = VIP, 1 = coin package. */
  type: z.number().int(),
  goods_id: z.number().int(),
  title: z.string(),
  /** Exact decimal in USD, e.g. "4.99". */
  price: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  /** Displayed price, formatted for the request's language. */
  fat_price: z.string(),
  /** VIP text. */
  note: z.string(),
  gold_num: z.number().int(),
  bonus_num: z.number().int(),
  /** Bonus text ("" when none). */
  or_send: z.string(),
  vip_days: z.number().int(),
  tag: z.array(z.object({ tab: z.string(), color: z.string() })),
  pal_channel: z.array(payChannel),
});
export type GoodsItem = z.infer<typeof goodsItem>;

/** SPEC 3 pay centre response. */
export const payCenterData = z.object({
  goldRemain: z.number().int(),
  silverRemain: z.number().int(),
  about: z.array(z.string()),
  user: z.object({
    /** VIP expiry as YYYY-MM-DD, "" when not VIP. */
    expiry_date: z.string(),
    is_svip: flag,
  }),
  items: z.array(goodsItem),
});
export type PayCenterData = z.infer<typeof payCenterData>;

/**
 * POST /pay/create-order. `price_cents`: the price the viewer saw (the pay centre's); when given
 * and the package costs something else now, nothing is ordered (803, "the price changed").
 * Optional: a client that does not send it pays the package's price of the moment.
 */
export const createOrderRequest = z.object({
  goods_id: id,
  pay_channel_id: id,
  price_cents: numeric(z.number().int().min(0).max(2_147_483_647).optional()),
});
export const createOrderData = z.object({
  orderId: z.string(),
  orderName: z.string(),
  /** The channel's gateway, to visit with order_id, order_name and return_url. */
  gateway: z.string(),
  price: z.string(),
  currency: z.string(),
});
export type CreateOrderData = z.infer<typeof createOrderData>;

/** POST /pay/query-order */
export const queryOrderRequest = z.object({ trade_no: z.string().trim().min(1).max(64) });
export const queryOrderData = z.object({
  trade_no: z.string(),
  /** 1 pending, 2 paid, 3 failed (cancelled included), 4 refunded. */
  status: z.number().int(),
  /**
   * How it ended, as the top-up records say it (`result` of /pay/order-list): tells a declined
   * payment ('failed') from a cancelled or lapsed checkout ('cancelled'). Optional: an older
   * server leaves it out.
   */
  result: z.enum(ORDER_RESULTS).optional(),
});
export type QueryOrderData = z.infer<typeof queryOrderData>;

/** POST /pay/order-list: the top-up records of the store-record page. */
export const orderItem = z.object({
  trade_no: z.string(),
  goods_id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  price: z.string(),
  fat_price: z.string(),
  currency: z.string(),
  /** SPEC 3's order status: 1 pending, 2 paid, 3 failed (cancelled included), 4 refunded. */
  status: z.number().int(),
  /** How it ended: paid, pending, failed (the payment did not go through), cancelled or refunded. */
  result: z.enum(ORDER_RESULTS),
  channel: z.string(),
  gold_num: z.number().int(),
  bonus_num: z.number().int(),
  vip_days: z.number().int(),
  created_at: z.number().int(),
  /** Unix seconds, 0 when not paid. */
  paid_at: z.number().int(),
  /** Unix seconds, 0 when not refunded. */
  refunded_at: z.number().int().default(0),
});
export type OrderItem = z.infer<typeof orderItem>;
export const orderListRequest = pageRequest.nullish();
export const orderPage = paged(orderItem);
