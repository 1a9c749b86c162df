/**
 * The invite-friends campaign (SPEC 1 and 9, DESIGN 3, issue 6): each user's invite code and
 * link, the friends they invited and what those earned. POST, snake_case, paged lists.
 */
import { z } from 'zod';
import { paged, pageRequest } from './envelope.ts';

export {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_PARAM,
  normalizeInviteCode,
} from './invite-code.ts';

/**
 * The optional `invite_code` of POST /user/device-login. Anything unusable (too long, not a
 * string) counts as absent: an invite never makes a device login fail.
 */
export const deviceLoginInviteCode = z.string().max(64).optional().catch(undefined);

/** POST /invite/info. */
export const inviteInfoData = z.object({
  invite_code: z.string(),
  /** `${public origin}/?invite=<code>`. */
  invite_link: z.string(),
  /** Gold per valid friend (SPEC 9: 2000). */
  reward_per_friend: z.number().int(),
  /** Friends attributed to this user (pending and valid). */
  invited_count: z.number().int(),
  /** Friends who registered and logged in (each paid the reward). */
  valid_count: z.number().int(),
  /** Gold earned by invites, from the ledger. */
  total_earned: z.number().int(),
  /** The campaign rules in the request's language, one line each. */
  rules: z.array(z.string()),
});
export type InviteInfoData = z.infer<typeof inviteInfoData>;

export const INVITE_STATUS = { pending: 0, valid: 1 } as const;

/** POST /invite/list. */
export const inviteListRequest = pageRequest.partial().nullish();
export const invitedFriend = z.object({
  uid: z.number().int(),
  /** Masked for privacy: the first character and ***. */
  nickname: z.string(),
  avatar: z.string(),
  /** 0: not registered yet; 1: registered and logged in (valid). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** Gold this friend earned the inviter (0 or the reward). */
  reward: z.number().int(),
  /** Unix seconds. */
  created_at: z.number().int(),
  /** Unix seconds; 0 while pending. */
  rewarded_at: z.number().int(),
});
export type InvitedFriend = z.infer<typeof invitedFriend>;
export const invitePage = paged(invitedFriend);
export type InvitePage = z.infer<typeof invitePage>;
