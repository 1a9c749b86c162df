/**
 * The wallet contract's constants without zod, so the app shell (the pending-order polling,
 * the records) can use them without loading the schemas before first paint.
 */

export const ASSET_NAMES = ['gold', 'coin'] as const;
export type AssetName = (typeof ASSET_NAMES)[number];

/** one: this episode; next10: it and up to 9 more; rest: every remaining locked episode. */
export const UNLOCK_SCOPES = ['one', 'next10', 'rest'] as const;
export type UnlockScope = (typeof UNLOCK_SCOPES)[number];

/** Percent off the summed price of a batch unlock (stated in the sheet). */
export const UNLOCK_DISCOUNT_PERCENT: Record<UnlockScope, number> = { one: 0, next10: 10, rest: 20 };

/** Coins for a batch after its stated discount (rounded down: never more than listed). */
export function discounted(listPrice: number, scope: UnlockScope): number {
  return Math.floor((listPrice * (100 - UNLOCK_DISCOUNT_PERCENT[scope])) / 100);
}

/** How many episodes the next10 offer covers. */
export const UNLOCK_NEXT_COUNT = 10;

export const ORDER_STATUS = { pending: 1, paid: 2, failed: 3, refunded: 4 } as const;

/**
 * An order not paid this long after it was made is closed as cancelled (SPEC 4's polling stops
 * at 1800 s); a payment that still arrives later is credited all the same.
 */
export const ORDER_OPEN_MS = 30 * 60_000;

/** The furthest a time zone is from UTC (UTC+14, Kiribati): the bound of a check-in's offset. */
export const REWARD_TZ_OFFSET_MAX_MIN = 14 * 60;

/** Reward vouchers are flagged as lapsing soon this long before they do. */
export const VOUCHER_EXPIRY_WARNING_DAYS = 3;

/**
 * How an order ended, as the records show it: SPEC's failed (3) split by its reason, a payment
 * that did not go through ('failed') or one the buyer cancelled or let lapse ('cancelled'); a
 * paid order whose money went back is 'refunded' (status 4).
 */
export const ORDER_RESULTS = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderResult = (typeof ORDER_RESULTS)[number];

/** Why a balance moved; with `reference`, the key that makes every credit exactly-once. */
export const LEDGER_REASONS = [
  'topup',
  'unlock',
  'auto_unlock',
  'invite',
  'merge_in',
  'merge_out',
  'grant',
  /** The welcome bonus of vouchers on first registration (reference: the user id). */
  'welcome',
  /** The daily check-in (reference: the user id and the local day). */
  'checkin',
  /** Reward vouchers that lapsed unspent (reference: the voucher lot). */
  'voucher_expired',
  /** An operator's adjustment of a balance (issue 18; reference: the console's idempotency key). */
  'adjust',
  /** What a refunded order took back, unspent only (reference and trade_no: the order). */
  'refund',
  /**
   * Coins back for an episode that could not be played (issue 19, decision 0041; reference:
   * the user and the episode, so once per user and episode).
   */
  'playback_refund',
  /**
   * What a guest paid for an episode the account it logged in to owned already, back to that
   * account at the merge (reference: the guest, the episode and the paying debit's time).
   */
  'merge_refund',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
