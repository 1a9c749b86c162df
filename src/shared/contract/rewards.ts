/**
 * Rewards (issue 15): free vouchers before the paywall. A welcome bonus on first
 * registration and a daily check-in with a 7-day streak, both set by the operator in the
 * database settings; vouchers from rewards may lapse, purchased coins never do.
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { REWARD_TZ_OFFSET_MAX_MIN } from './wallet-constants.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * The viewer's time zone, as minutes east of UTC (-Date#getTimezoneOffset()): a check-in's day
 * is the viewer's local day. Bounded to the world's offsets, +-14 h.
 */
const tzOffset = numeric(
  z.number().int().min(-REWARD_TZ_OFFSET_MAX_MIN).max(REWARD_TZ_OFFSET_MAX_MIN).default(0),
);

/** POST /rewards/info and POST /rewards/checkin */
export const rewardsRequest = z.object({ tz_offset_min: tzOffset }).nullish();

export const checkinDay = z.object({
  /** 1..7: the place in the streak. */
  day: z.number().int(),
  amount: z.number().int(),
  /** 1 when this place of the current streak is already collected. */
  done: flag,
});

export const expiringVouchers = z.object({
  amount: z.number().int(),
  /** Unix seconds. */
  expires_at: z.number().int(),
  /** 1 when it lapses within 3 days. */
  soon: flag,
});

export const rewardsInfoData = z.object({
  /** 0 for a guest: rewards need a registered account (email, Facebook or TikTok). */
  registered: flag,
  checkin: z.object({
    /** 1 when today's (local day) check-in is collected. */
    today_done: flag,
    /** Places of the streak collected so far (0..7); resets after a missed day. */
    streak: z.number().int(),
    /** What the next check-in gives (today's if not done, else tomorrow's). */
    next_amount: z.number().int(),
    days: z.array(checkinDay),
    /** Days a check-in's vouchers stay valid (0 = they never lapse). */
    expiry_days: z.number().int(),
  }),
  welcome: z.object({ amount: z.number().int(), granted: flag, expiry_days: z.number().int() }),
  /** Reward vouchers still unspent that will lapse, soonest first. */
  expiring: z.array(expiringVouchers),
});
export type RewardsInfoData = z.infer<typeof rewardsInfoData>;

export const checkinData = z.object({
  amount: z.number().int(),
  /** The streak place this check-in took (1..7). */
  day: z.number().int(),
  /** Unix seconds; 0 when these vouchers never lapse. */
  expires_at: z.number().int(),
  balance: z.object({ gold: z.number().int(), coin: z.number().int() }),
});
export type CheckinData = z.infer<typeof checkinData>;
