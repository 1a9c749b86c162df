/**
 * The monthly top-up limit (issue 19): the viewer sets or clears it in the wallet; a top-up
 * (a coin or VIP order) that would take this calendar month's paid top-ups (UTC) past it is
 * refused with 809 before any order or payment page exists. Money in integer cents.
 */
import { z } from 'zod';

/** The highest limit one may set ($100,000). */
export const TOPUP_LIMIT_MAX_CENTS = 10_000_000;

/** POST /wallet/topup-limit/set: cents, or null for no limit. */
export const setTopupLimitRequest = z.object({
  limit_cents: z.number().int().min(0).max(TOPUP_LIMIT_MAX_CENTS).nullable(),
});

/** POST /wallet/topup-limit and /wallet/topup-limit/set */
export const topupLimitData = z.object({
  /** The limit in force; null = none. */
  limit_cents: z.number().int().nullable(),
  /** A raise (or clearing: limit_cents null) waiting 24 hours; null when nothing waits. */
  pending: z
    .object({
      limit_cents: z.number().int().nullable(),
      /** Unix seconds. */
      applies_at: z.number().int(),
    })
    .nullable(),
  /** Paid top-ups this calendar month (UTC), refunded ones left out. */
  used_cents: z.number().int(),
  /** What may still be topped up this month; null without a limit. */
  left_cents: z.number().int().nullable(),
  currency: z.string(),
  /** Unix seconds: when the month counted began (the 1st, 00:00 UTC). */
  month_start: z.number().int(),
});
export type TopupLimitData = z.infer<typeof topupLimitData>;

/** The `data` of a 809 refusal. */
export const topupLimitRefusal = z.object({
  limit_cents: z.number().int(),
  left_cents: z.number().int(),
  currency: z.string(),
});
