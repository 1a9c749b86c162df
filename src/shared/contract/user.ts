import { z } from 'zod';
import { deviceInfo } from './headers.ts';
import { deviceLoginInviteCode } from './invite.ts';

/** SPEC 3 device payload, plus the code of the invite link the visitor came by (issue 6). */
export const deviceLoginRequest = deviceInfo.extend({ invite_code: deviceLoginInviteCode });
export type DeviceLoginRequest = z.infer<typeof deviceLoginRequest>;

/** SPEC 3 login response. */
export const loginData = z.object({ user_token: z.string(), nickname: z.string(), email: z.string() });
export type LoginData = z.infer<typeof loginData>;

export const LOGIN_METHOD_TYPES = ['facebook', 'tiktok', 'email'] as const;
export type LoginMethodType = (typeof LOGIN_METHOD_TYPES)[number];

export const loginMethodEntry = z.object({
  type: z.enum(LOGIN_METHOD_TYPES),
  title: z.string(),
  /** 1: can still be bound (clickable); 0: already bound. */
  is_click: z.union([z.literal(0), z.literal(1)]),
  value: z.string(),
});
export type LoginMethodEntry = z.infer<typeof loginMethodEntry>;

export const ASSET_ACTIONS = ['goldDetail', 'coinDetail'] as const;
export const assetItem = z.object({
  action: z.enum(ASSET_ACTIONS),
  title: z.string(),
  value: z.number().int(),
});
export type AssetItem = z.infer<typeof assetItem>;

/** SPEC 3 user-info response. */
export const userInfoData = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  avatar: z.string(),
  realName: z.string(),
  is_svip: z.union([z.literal(0), z.literal(1)]),
  svip_info: z.object({
    desc: z.string(),
    icon: z.string(),
    /** VIP expiry, unix seconds; 0 when never VIP. */
    end_time: z.number().int(),
  }),
  asset_items: z.array(assetItem),
  data_list: z.array(z.object({ title: z.string(), list: z.array(loginMethodEntry) })),
});
export type UserInfoData = z.infer<typeof userInfoData>;

/** SPEC 5: a nickname is required; we also cap it (characters as people see them, after trimming). */
export const NICKNAME_MAX = 20;
/** And in UTF-16 code units, what the update request takes (a character may be many: 👩‍👩‍👧‍👦 is 11). */
export const NICKNAME_MAX_UNITS = 200;

export type NicknameProblem = 'required' | 'too_long' | 'invalid';

/** A lone surrogate: the string is not well-formed UTF-16 (stored, it would turn into U+FFFD). */
const LONE_SURROGATE = /\p{Cs}/u;
/** Nothing a person sees: format characters (bidi marks, zero width), controls, white space. */
const INVISIBLE_ONLY = /^[\p{Cf}\p{Cc}\s]*$/u;

/**
 * A character as people see it (an extended grapheme cluster) where the engine cannot tell
 * (no Intl.Segmenter: Firefox before 125): one character with its marks (variation selectors
 * among them, and Thai and Lao SARA AM), skin tones, tag characters and what zero-width joiners
 * join to it, or a flag's pair of regional indicators.
 */
const CLUSTER =
  /\p{RI}\p{RI}|\r\n|[\s\S](?:\p{M}|\p{Emoji_Modifier}|\u0E33|\u0EB3|[\u{E0020}-\u{E007F}]|\u200D[\s\S])*/gu;
const segmenter =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/** The text's characters as people see them: 👩‍👩‍👧‍👦, é written as e + ◌́ and a Thai syllable's marks count once. */
export function graphemes(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (s) => s.segment);
  return text.match(CLUSTER) ?? [];
}

/** The text's first `max` characters as people see them, and at most NICKNAME_MAX_UNITS code units. */
export function firstGraphemes(text: string, max: number): string {
  let kept = '';
  let count = 0;
  for (const grapheme of graphemes(text)) {
    if (count === max || kept.length + grapheme.length > NICKNAME_MAX_UNITS) break;
    kept += grapheme;
    count += 1;
  }
  return kept;
}

/**
 * The nickname rules, the same on both sides: well-formed text, trimmed, not empty (nor only
 * characters that show nothing), at most NICKNAME_MAX characters as people see them (an emoji,
 * a family emoji or a Thai letter with its marks is one) and NICKNAME_MAX_UNITS code units, no
 * control characters. Returns the trimmed nickname or what is wrong with it.
 */
export function checkNickname(
  raw: string,
): { ok: true; value: string } | { ok: false; problem: NicknameProblem } {
  if (LONE_SURROGATE.test(raw)) return { ok: false, problem: 'invalid' };
  const value = raw.trim();
  if (INVISIBLE_ONLY.test(value)) return { ok: false, problem: 'required' };
  if (value.length > NICKNAME_MAX_UNITS || graphemes(value).length > NICKNAME_MAX)
    return { ok: false, problem: 'too_long' };
  if (/\p{Cc}/u.test(value)) return { ok: false, problem: 'invalid' };
  return { ok: true, value };
}

/**
 * A name from elsewhere (a provider's display name, the part of an email before the @) made to
 * pass checkNickname's rules, so the settings page can save it unchanged: control characters
 * and lone surrogates out, trimmed, cut to NICKNAME_MAX characters ('' when nothing visible is
 * left).
 */
export function fitNickname(raw: string): string {
  const fitted = firstGraphemes(raw.replace(/[\p{Cc}\p{Cs}]/gu, '').trim(), NICKNAME_MAX).trim();
  return INVISIBLE_ONLY.test(fitted) ? '' : fitted;
}

/**
 * POST /user/update-profile: either field may be sent alone; the rules of each (checkNickname,
 * an avatar URL from /api/comm/upload) are checked by the service so they answer in words.
 */
export const updateProfileRequest = z.object({
  nickname: z.string().max(NICKNAME_MAX_UNITS).optional(),
  avatar: z.string().max(200).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
