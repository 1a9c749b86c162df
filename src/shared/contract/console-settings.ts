/**
 * The system settings of SPEC 3 in the console (issue 18): owners only; every write audited
 * (secrets never in the row). The API never answers a secret, only whether it is set; sending
 * one replaces it, leaving it out keeps it.
 *
 *   GET  /console-api/settings   consoleSettings
 *   POST /console-api/settings   settingsInput → consoleSettings
 *
 * `rewards` (issue 15's welcome bonus and seven-day check-in, in vouchers) apply to the next
 * grant at once; leaving them out of a save keeps them.
 *
 * `/setting/check-setting` answers the new values at once in the process that saved them (the
 * others within a few seconds). Provider ids and secrets are read at start, after the
 * environment's (decision 0037): a change to them applies at the next start.
 */
import { z } from 'zod';

export const SETTING_SECRETS = ['facebook_app_secret', 'tiktok_client_secret'] as const;
export type SettingSecret = (typeof SETTING_SECRETS)[number];

const pixel = z
  .string()
  .trim()
  .regex(/^\d{0,32}$/, 'digits only');
/** An image or link of the settings: empty, a path on this site, or an https address. */
export const SETTING_LINK = /^(|\/[^\s]*|https:\/\/[^\s]+)$/;
const link = z.string().trim().max(500).regex(SETTING_LINK, 'a path or an https URL');
const providerId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,64}$/, 'letters, digits, - and _');

export const settingValues = z.object({
  appName: z.string().trim().min(1).max(60),
  email: z.email().max(120),
  index_image: link,
  icon: link,
  pixel_facebook: pixel,
  pixel_tiktok: pixel,
  facebook_version: z.string().regex(/^v\d{1,2}\.\d$/, 'like v21.0'),
  /** 0 = follow the device; 1..5 = that interface language (SPEC 9). */
  use_language: z.number().int().min(0).max(5),
  /** 1 = viewers may switch the language; 0 = not. */
  use_lanaguage_switch: z.union([z.literal(0), z.literal(1)]),
  facebook_appid: providerId,
  tiktok_clientkey: providerId,
});
export type SettingValues = z.infer<typeof settingValues>;

/** A reward's vouchers, and the days they stay valid (0 = they never lapse). */
export const REWARD_AMOUNT_MAX = 100_000;
export const REWARD_EXPIRY_DAYS_MAX = 3650;
export const CHECKIN_STREAK_DAYS = 7;

const rewardAmount = z.number().int().min(0).max(REWARD_AMOUNT_MAX);
const rewardDays = z.number().int().min(0).max(REWARD_EXPIRY_DAYS_MAX);

export const rewardValues = z.object({
  welcome: z.object({ vouchers: rewardAmount, expiry_days: rewardDays }),
  /** `amounts[i]`: what the streak's day i + 1 gives. */
  checkin: z.object({ amounts: z.array(rewardAmount).length(CHECKIN_STREAK_DAYS), expiry_days: rewardDays }),
});
export type RewardValues = z.infer<typeof rewardValues>;

export const settingsInput = z.object({
  values: settingValues,
  /** Absent: the rewards stay as they are. */
  rewards: rewardValues.optional(),
  /** Only the secrets to replace; each a non-empty text. */
  secrets: z.partialRecord(z.enum(SETTING_SECRETS), z.string().trim().min(1).max(200)).default({}),
});
export type SettingsInput = z.infer<typeof settingsInput>;

export const consoleSettings = z.object({
  values: settingValues,
  rewards: rewardValues,
  secrets: z.record(z.enum(SETTING_SECRETS), z.enum(['set', 'not_set'])),
  /** Providers whose id and secret the environment sets (those win over these settings). */
  env_providers: z.object({ facebook: z.boolean(), tiktok: z.boolean() }),
});
export type ConsoleSettings = z.infer<typeof consoleSettings>;
