import { z } from 'zod';
import { CODE_LENGTH, LOGIN_EMAIL_MAX } from '../constants.ts';
import { OAUTH_STATE_MAX, THIRD_PARTY_TYPES } from '../oauth.ts';
import { LOGIN_METHOD_TYPES } from './user.ts';

/*
 * The messages of SPEC 5 (server message keys: the error handler answers them as they are):
 * an email or a code missing or malformed says which, not only "Invalid parameter".
 */
const email = z
  .string('email_required')
  .trim()
  .toLowerCase()
  .min(1, 'email_required')
  .max(LOGIN_EMAIL_MAX, 'email_too_long')
  .pipe(z.email('email_invalid'));

/** POST /message/send-email (no token). */
export const sendEmailRequest = z.object({ email });
/** Seconds until another code may be asked for this address. */
export const sendEmailData = z.object({ interval: z.number().int() });

/**
 * Ours, beside SPEC 7's payloads of the three binds (decision 0060): `1` links the identity to
 * the account of the session instead of logging in with it; absent or `0`, the login of SPEC 4.
 */
const link = z.union([z.literal(0), z.literal(1)]).optional();

const code = z
  .string('code_required')
  .trim()
  .min(1, 'code_required')
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'code_format');

/** POST /user/email-bind: the email login (SPEC 7), or linking an email (`link: 1`). */
export const emailBindRequest = z.object({ email, code, link });

/** POST /user/facebook-bind: the Facebook login (an access token from the JS SDK, SPEC 7). */
export const facebookBindRequest = z.object({ access_token: z.string().trim().min(1).max(4096), link });

/** POST /user/tiktok-bind: the TikTok login (the authorization code of the callback, SPEC 7). */
export const tiktokBindRequest = z.object({ code: z.string().trim().min(1).max(2048), link });

/** POST /user/unlink (decision 0061): takes a login method (data_list's `type`) off the account. */
export const unlinkRequest = z.object({ type: z.enum(LOGIN_METHOD_TYPES) });

/** How a session was made: a device's guest login, or a login method. */
export const LOGIN_SESSION_TYPES = ['device', ...LOGIN_METHOD_TYPES] as const;

/**
 * POST /user/login-session (decision 0061): how this session logged in, and the linked methods
 * it may unlink now (not the last one, not the one it came by).
 */
export const loginSessionData = z.object({
  type: z.enum(LOGIN_SESSION_TYPES),
  unlinkable: z.array(z.enum(LOGIN_METHOD_TYPES)),
});
export type LoginSessionData = z.infer<typeof loginSessionData>;

/** Payloads of the SPEC 7 calls we answer without acting on them: any object is accepted. */
export const looseBody = z.object({}).passthrough().nullish();

/** GET /comm/captcha-code: no image captcha; codes are rate-limited on the server instead. */
export const captchaData = z.object({ enabled: z.boolean() });

/** POST /comm/captcha/check-sms-code: checks an email code without using it up. */
export const checkSmsCodeRequest = z.object({ email, code });
export const checkSmsCodeData = z.object({ valid: z.literal(true) });

/** GET /api/third-party/login/get-auth-login-url?type=tiktok|facebook[&state=...]. */
export const authLoginUrlQuery = z.object({
  type: z.enum(THIRD_PARTY_TYPES),
  state: z
    .string()
    .trim()
    .max(OAUTH_STATE_MAX)
    .regex(/^[A-Za-z0-9._~-]*$/)
    .optional(),
});
/** The provider's authorize URL, the state it carries and the redirect URI it returns to. */
export const authLoginUrlData = z.object({ url: z.string(), state: z.string(), redirect_uri: z.string() });

/** POST /api/third-party/login/auth-callback-login: the binds, for clients of the redirect flow. */
export const authCallbackLoginRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('facebook'), access_token: facebookBindRequest.shape.access_token }),
  z.object({ type: z.literal('tiktok'), code: tiktokBindRequest.shape.code }),
]);
