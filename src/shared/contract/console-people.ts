/**
 * People in the console (issue 18): find a viewer, their page, and the operator's actions on
 * the account. JSON under /console-api in the console's envelope; reads for support, finance
 * and owners; money (adjust, VIP) for finance and owners; sessions and blocking for support
 * and owners (decision 0035). Every write is audited in its transaction.
 *
 *   GET  /console-api/people?q=&page=&size=        search: one box, the server works out what
 *                                                  was typed (uid, order id, email or the start
 *                                                  of one, nickname, invite code: the account it
 *                                                  credits, decision 0058) → { items, total }
 *   GET  /console-api/people/:uid                  the profile, balances, VIP, devices
 *   GET  /console-api/people/:uid/{ledger,unlocks,orders,sessions,feedback,invites}?page=&size=
 *   POST /console-api/people/:uid/adjust {asset, delta, reason, key}   a ledger row 'adjust';
 *                                                  exactly once per key; 951 below zero
 *   POST /console-api/people/:uid/vip {days, reason}    extends VIP from max(now, vip_until)
 *   POST /console-api/people/:uid/revoke-sessions {reason}   every viewer token of the user ends
 *   POST /console-api/people/:uid/block {reason} | /unblock {reason}   a blocked user cannot
 *                                                  log in (633) and keeps their data
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { ORDER_RESULTS } from './wallet-constants.ts';

export const PEOPLE_REASON_MAX = 500;
export const VIP_GRANT_DAYS_MAX = 3650;
/** The largest amount one adjustment may move (either way). */
export const ADJUST_MAX = 10_000_000;

const page = numeric(z.number().int().min(1).default(1));
const size = numeric(z.number().int().min(1).max(100).default(20));

export const pageQuery = z.object({ page, size });
export type PageQuery = z.infer<typeof pageQuery>;

export const peopleSearchQuery = z.object({ q: z.string().trim().min(1).max(200), page, size });
export type PeopleSearchQuery = z.infer<typeof peopleSearchQuery>;

/**
 * How a search result matched what was typed; email: the address, or what was typed begins it
 * (the part before the @ is the name shown for a person without a nickname).
 */
export const MATCH_KINDS = ['uid', 'order', 'email', 'nickname', 'invite_code'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const personSummary = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  blocked: z.boolean(),
  matched_by: z.enum(MATCH_KINDS),
  /** A guest merged away into this account when its holder logged in (absent or null: not). */
  merged_into: z.number().int().nullable().optional(),
});
export type PersonSummary = z.infer<typeof personSummary>;
export const peopleSearchResponse = z.object({ items: z.array(personSummary), total: z.number().int() });
export type PeopleSearchResponse = z.infer<typeof peopleSearchResponse>;

export const LOGIN_CHANNELS = ['email', 'facebook', 'tiktok'] as const;

/** An operator a page names by id, with their name. */
export const operatorName = z.object({ id: z.number().int(), name: z.string() });

/** A viewer a page names by uid: what names them (console lib/person-name.ts). */
export const personRef = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
});

export const personDevice = z.object({
  udid: z.string(),
  phone_model: z.string(),
  sys_ver: z.string(),
  market_channel: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
});

export const personPage = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  avatar: z.string(),
  /** The login channels bound (a guest has none: device only). */
  channels: z.array(z.enum(LOGIN_CHANNELS)),
  /** The interface language (1..5) of the latest login; null when unknown. */
  language: z.number().int().nullable(),
  created_at: z.string(),
  registered_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  invite_code: z.string().nullable(),
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  blocked_by: z.number().int().nullable(),
  /** A guest merged away into this account when its holder logged in (absent or null: not). */
  merged_into: z.number().int().nullable().optional(),
  gold: z.number().int(),
  coin: z.number().int(),
  vip_until: z.string().nullable(),
  vip_active: z.boolean(),
  devices: z.array(personDevice),
  /** The operator `blocked_by` names, by id (none while not blocked, or gone since). */
  operators: z.array(operatorName),
});
export type PersonPage = z.infer<typeof personPage>;

const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const ledgerEntry = z.object({
  id: z.number().int(),
  asset: z.enum(['gold', 'coin']),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  /** adjust: the operator's written reason. */
  note: z.string().nullable(),
  operator_id: z.number().int().nullable(),
  trade_no: z.string().nullable(),
  created_at: z.string(),
  /** unlock, auto_unlock, playback_refund: the series, its title in the console language ('' unknown). */
  drama_id: z.number().int().nullable(),
  drama_title: z.string().nullable(),
  /** unlock, auto_unlock, playback_refund: the episode numbers (from = to for one). */
  episode_from: z.number().int().nullable(),
  episode_to: z.number().int().nullable(),
  /** topup, refund: the order's package in the console language, from what the order credits. */
  package_name: z.string().nullable(),
  /** invite: the friend whose registration paid it. */
  invitee_id: z.number().int().nullable(),
  /** merge_in: the guest account merged in; merge_out: the account it went to. */
  other_user_id: z.number().int().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerResponse = listOf(ledgerEntry).extend({
  /** The operators the page's `operator_id`s name, by id (one gone since: left out). */
  operators: z.array(operatorName),
  /** The viewers the page's `invitee_id`s and `other_user_id`s name, by uid. */
  people: z.array(personRef),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

export const unlockEntry = z.object({
  drama_id: z.number().int(),
  drama_title: z.string(),
  episode_id: z.number().int(),
  number: z.number().int(),
  created_at: z.string(),
});
export const unlocksResponse = listOf(unlockEntry);
export type UnlocksResponse = z.infer<typeof unlocksResponse>;

export const orderEntry = z.object({
  trade_no: z.string(),
  /** The package's name in the buyer's language when ordered. */
  title: z.string(),
  /** The package in the console language, from what the order credits (`title` when it is gone). */
  package_name: z.string(),
  channel: z.string(),
  /** 1 pending, 2 paid, 3 failed, 4 refunded. */
  status: z.number().int(),
  /** How it ended, as the Orders page says: a failed one is `failed` or `cancelled`. */
  result: z.enum(ORDER_RESULTS).optional(),
  amount_cents: z.number().int(),
  currency: z.string(),
  gold: z.number().int(),
  bonus: z.number().int(),
  vip_days: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export const ordersResponse = listOf(orderEntry);
export type OrdersResponse = z.infer<typeof ordersResponse>;

export const sessionEntry = z.object({
  kind: z.string(),
  language: z.number().int().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  revoked_at: z.string().nullable(),
});
export const sessionsResponse = listOf(sessionEntry);
export type SessionsResponse = z.infer<typeof sessionsResponse>;

export const feedbackEntry = z.object({
  id: z.number().int(),
  type: z.string(),
  content: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  replies: z.number().int(),
  /** How many pictures came with it (the inbox shows them). */
  images: z.number().int(),
});
export const personFeedbackResponse = listOf(feedbackEntry);
export type PersonFeedbackResponse = z.infer<typeof personFeedbackResponse>;

export const inviteEntry = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  /** Their email: its part before the @ names one without a nickname (console lib/person-name.ts). */
  email: z.string().nullable(),
  created_at: z.string(),
  rewarded_at: z.string().nullable(),
});
/** Whom the user invited (paged), and who invited them. */
export const invitesResponse = listOf(inviteEntry).extend({ invited_by: inviteEntry.nullable() });
export type InvitesResponse = z.infer<typeof invitesResponse>;

const reason = z.string().trim().min(1).max(PEOPLE_REASON_MAX);

export const adjustInput = z.object({
  asset: z.enum(['gold', 'coin']),
  /** Signed: added when positive, taken when negative; never zero; out of range said as such. */
  delta: z
    .number()
    .int()
    .min(-ADJUST_MAX, 'adjust.out_of_range')
    .max(ADJUST_MAX, 'adjust.out_of_range')
    .refine((n) => n !== 0, { message: 'zero' }),
  reason,
  /** The client's idempotency key: the same key twice adjusts once. */
  key: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type AdjustInput = z.infer<typeof adjustInput>;
export const adjustResponse = z.object({
  gold: z.number().int(),
  coin: z.number().int(),
  ledger_id: z.number().int(),
});
export type AdjustResponse = z.infer<typeof adjustResponse>;

export const vipInput = z.object({ days: z.number().int().min(1).max(VIP_GRANT_DAYS_MAX), reason });
export type VipInput = z.infer<typeof vipInput>;
export const vipResponse = z.object({ vip_until: z.string() });

export const reasonInput = z.object({ reason });
export type ReasonInput = z.infer<typeof reasonInput>;
export const revokeResponse = z.object({ revoked: z.number().int() });
