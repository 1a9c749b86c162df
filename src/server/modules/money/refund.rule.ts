/**
 * What a refunded order takes back (issue 18, decision 0036), the one place of the rule: what
 * the order credited AND is still unspent, never below zero.
 *
 * - gold: min(order's gold, the gold balance) (spending takes vouchers first, then gold);
 * - vouchers: min(order's bonus, the vouchers that never lapse): a purchase bonus opens no lot,
 *   so the unspent part of it is what the balance holds beyond the open reward lots;
 * - VIP: min(order's days, the VIP time still to run), so VIP ends no earlier than now.
 *
 * Only full refunds: a partial refund leaves the order paid (the note of decision 0036).
 */
export const DAY_MS = 86_400_000;

export interface RefundTake {
  gold: number;
  coin: number;
  /** VIP time taken back, in milliseconds (0 when none ran any more). */
  vipMs: number;
  /** VIP's new end (unchanged when nothing is taken). */
  vipUntil: Date | null;
}

export interface RefundHoldings {
  gold: number;
  /** Vouchers outside any lot (purchase bonuses and other vouchers that never lapse). */
  lastingCoin: number;
  vipUntil: Date | null;
}

export function refundTake(
  order: { gold: number; bonus: number; vipDays: number },
  held: RefundHoldings,
  at: Date,
): RefundTake {
  const gold = Math.max(0, Math.min(order.gold, held.gold));
  const coin = Math.max(0, Math.min(order.bonus, held.lastingCoin));
  const left = held.vipUntil ? Math.max(0, held.vipUntil.getTime() - at.getTime()) : 0;
  const vipMs = Math.max(0, Math.min(order.vipDays * DAY_MS, left));
  const vipUntil = held.vipUntil && vipMs > 0 ? new Date(held.vipUntil.getTime() - vipMs) : held.vipUntil;
  return { gold, coin, vipMs, vipUntil };
}
