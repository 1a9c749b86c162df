/**
 * What the rewards give, set by the operator in the database settings (key `rewards`, edited
 * on the console's Settings page): the welcome bonus and the seven days of the check-in streak, in
 * vouchers, and how long each stays valid (0 days = never lapses). A stored value that does
 * not parse falls back, field by field, to these defaults.
 */
import { z } from 'zod';
import {
  CHECKIN_STREAK_DAYS,
  REWARD_AMOUNT_MAX,
  REWARD_EXPIRY_DAYS_MAX,
} from '#shared/contract/console-settings.ts';
import type { SettingRepository } from '../setting/setting.repository.ts';

export const REWARDS_SETTING_KEY = 'rewards';
export const STREAK_DAYS = CHECKIN_STREAK_DAYS;

const amount = z.number().int().min(0).max(REWARD_AMOUNT_MAX);
const days = z.number().int().min(0).max(REWARD_EXPIRY_DAYS_MAX);

export const DEFAULT_REWARDS = {
  welcome: { vouchers: 100, expiry_days: 30 },
  checkin: { amounts: [10, 10, 15, 15, 20, 20, 50], expiry_days: 14 },
} as const;

export const rewardsSettings = z.object({
  welcome: z
    .object({
      vouchers: amount.catch(DEFAULT_REWARDS.welcome.vouchers),
      expiry_days: days.catch(DEFAULT_REWARDS.welcome.expiry_days),
    })
    .catch({ ...DEFAULT_REWARDS.welcome }),
  checkin: z
    .object({
      amounts: z
        .array(amount)
        .length(STREAK_DAYS)
        .catch([...DEFAULT_REWARDS.checkin.amounts]),
      expiry_days: days.catch(DEFAULT_REWARDS.checkin.expiry_days),
    })
    .catch({
      amounts: [...DEFAULT_REWARDS.checkin.amounts],
      expiry_days: DEFAULT_REWARDS.checkin.expiry_days,
    }),
});
export type RewardsSettings = z.infer<typeof rewardsSettings>;

/** The rewards as stored now (read inside the caller's transaction). */
export async function readRewardsSettings(
  settings: Pick<SettingRepository, 'get'>,
): Promise<RewardsSettings> {
  return rewardsSettings.parse((await settings.get(REWARDS_SETTING_KEY)) ?? {});
}

/** When vouchers granted at `now` with `expiryDays` lapse (undefined: they never do). */
export function expiryOf(now: number, expiryDays: number): Date | undefined {
  return expiryDays > 0 ? new Date(now + expiryDays * 86_400_000) : undefined;
}
