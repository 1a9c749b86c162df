/**
 * The operator console's sign-in and audit log (issue 17; DESIGN 4). JSON under /console-api,
 * in the viewer API's envelope ({ code, msg, data }, codes from api-codes.ts, 9xx for the
 * console), but authenticated by an operator session cookie (httpOnly, Secure,
 * SameSite=Strict) and, on every write (POST/PUT/PATCH/DELETE), the session's CSRF token in
 * the `x-csrf-token` header. No request signing, no viewer token.
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';

export const CONSOLE_API_PREFIX = '/console-api';
export const CSRF_HEADER = 'x-csrf-token';

export const OPERATOR_ROLES = ['owner', 'editor', 'support', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Passwords: at least this many characters (NIST 800-63B: length, no composition rules). */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 256;
/** Failures in a row (password or TOTP) before an account locks, and for how long. */
export const OPERATOR_MAX_FAILURES = 5;
export const OPERATOR_LOCK_MINUTES = 15;
/** A setup link (first password + TOTP enrolment) lives this long and works once. */
export const OPERATOR_SETUP_HOURS = 24;
/** An operator session ends after this much inactivity, and after 7 days whatever happens. */
export const OPERATOR_IDLE_MINUTES = 60;
export const OPERATOR_SESSION_DAYS = 7;

const email = z.string().trim().toLowerCase().email().max(254);
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const password = z.string().min(1).max(OPERATOR_PASSWORD_MAX);

/**
 * Why a new password is refused, if it is: shorter than OPERATOR_PASSWORD_MIN characters
 * (counted as code points), longer than the maximum, blank once trimmed (twelve spaces), or one
 * character repeated. The server and the console's forms ask the same question.
 */
export type PasswordProblem = 'short' | 'long' | 'trivial';
export function passwordProblem(value: string): PasswordProblem | undefined {
  const length = [...value].length;
  if (length < OPERATOR_PASSWORD_MIN) return 'short';
  if (length > OPERATOR_PASSWORD_MAX) return 'long';
  if (value.trim() === '' || /^(.)\1*$/su.test(value)) return 'trivial';
  return undefined;
}

/**
 * Invisible characters a name may not hold (Unicode's format characters, Cf: the bidi controls
 * such as U+202E, zero-width spaces and joiners; and control characters, Cc): they make one name
 * look like another, or turn the text around it.
 */
export const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Cc}]/u;

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type Operator = z.infer<typeof operatorSchema>;

/** GET /console-api/auth/me → the signed-in operator and the CSRF token for writes. */
export const meResponse = z.object({ operator: operatorSchema, csrf_token: z.string() });
export type MeResponse = z.infer<typeof meResponse>;

/**
 * GET /console-api/auth/session → as /auth/me, or null when no live session: the console's
 * first question, answered without an error (a 401 there is the normal case of the login page).
 */
export const sessionResponse = meResponse.nullable();

/** POST /console-api/auth/login → sets the session cookie; answers as /auth/me. */
export const loginPayload = z.object({ email, password, totp_code: totpCode });
export type LoginPayload = z.infer<typeof loginPayload>;

/**
 * POST /console-api/auth/setup/start { token } (the one-time link's token) → the account and the
 * TOTP secret to enrol (shown as a QR code of `otpauth_uri` and as text). Calling it again
 * before finishing (a reload) gives the same secret, so an app that scanned it keeps working.
 * A refused link answers 913 with `data` setupInvalidData: why.
 */
export const setupStartPayload = z.object({ token: z.string().min(1).max(200) });
export const setupStartResponse = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  totp_secret: z.string(),
  otpauth_uri: z.string(),
});
export type SetupStartResponse = z.infer<typeof setupStartResponse>;

/**
 * POST /console-api/auth/setup/finish { token, password, totp_code } → the password is set, the
 * TOTP secret confirmed by a code, the link spent, the operator signed in (answers as /auth/me).
 * These two setup calls need no CSRF token (no session yet); the token is the capability.
 */
export const setupFinishPayload = z.object({
  token: z.string().min(1).max(200),
  password,
  totp_code: totpCode,
});
export type SetupFinishPayload = z.infer<typeof setupFinishPayload>;

/** The `data` of a 913 answer: unknown (or replaced by a newer link), used already, or expired. */
export const SETUP_INVALID_REASONS = ['unknown', 'used', 'expired'] as const;
export const setupInvalidData = z.object({ reason: z.enum(SETUP_INVALID_REASONS) });
export type SetupInvalidData = z.infer<typeof setupInvalidData>;

/** The `data` of a 912 answer (locked): seconds until a login may be tried again. */
export const operatorLockedData = z.object({ retry_after_s: z.number().int().positive() });
export type OperatorLockedData = z.infer<typeof operatorLockedData>;

/** POST /console-api/auth/logout → ends the session (data null). */

/**
 * The signed-in operator's own account ("My account", every role; never another operator's:
 * these act on the session's account only). Where a password or a code is checked, a failure
 * counts toward the lock-out as a sign-in's does (911, then 912), and the calls are rate-limited
 * per address like sign-in. Each is audited.
 *
 *   POST /console-api/auth/password       { current_password, totp_code, new_password } → null;
 *                                          the operator's other sessions end
 *   POST /console-api/auth/totp/start     { current_password, totp_code } → a new secret to enrol
 *                                          (the current one keeps working until finish)
 *   POST /console-api/auth/totp/finish    { totp_code } (from the new app) → null; the new
 *                                          secret replaces the old, the other sessions end
 *   POST /console-api/auth/sessions/end-others → { sessions_ended }; this session stays
 */
export const passwordChangePayload = z.object({
  current_password: password,
  totp_code: totpCode,
  new_password: password,
});
export type PasswordChangePayload = z.infer<typeof passwordChangePayload>;
export const totpChangeStartPayload = z.object({ current_password: password, totp_code: totpCode });
export type TotpChangeStartPayload = z.infer<typeof totpChangeStartPayload>;
export const totpEnrolResponse = z.object({ totp_secret: z.string(), otpauth_uri: z.string() });
export type TotpEnrolResponse = z.infer<typeof totpEnrolResponse>;
export const totpChangeFinishPayload = z.object({ totp_code: totpCode });
export type TotpChangeFinishPayload = z.infer<typeof totpChangeFinishPayload>;
export const sessionsEndedResponse = z.object({ sessions_ended: z.number().int() });
export type SessionsEndedResponse = z.infer<typeof sessionsEndedResponse>;

/**
 * An operator as the owners' list shows it: `pending` until the setup link is used (again after
 * a new link), `setup_expired` once that link has expired unused (send a new one), `locked` for
 * a while after failed sign-ins (until then, or an owner's unlock), `disabled` when switched off.
 */
export const OPERATOR_LIST_STATUSES = ['pending', 'setup_expired', 'active', 'locked', 'disabled'] as const;
export const operatorListItem = operatorSchema.extend({
  status: z.enum(OPERATOR_LIST_STATUSES),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type OperatorListItem = z.infer<typeof operatorListItem>;

/** GET /console-api/operators (owner) → every operator. */
export const operatorListResponse = z.object({ items: z.array(operatorListItem) });
export type OperatorListResponse = z.infer<typeof operatorListResponse>;

/** POST /console-api/operators (owner) { email, name, role } → a one-time setup link. */
export const operatorCreatePayload = z.object({
  email,
  /** Trimmed; invisible characters (INVISIBLE_CHARACTERS) are refused by the server (601). */
  name: z.string().trim().min(1).max(60),
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorCreatePayload = z.infer<typeof operatorCreatePayload>;
export const operatorCreateResponse = z.object({ id: z.number().int(), setup_url: z.string() });
export type OperatorCreateResponse = z.infer<typeof operatorCreateResponse>;

/**
 * An owner's changes to another operator's account (owner only; each one audited), answering
 * the operator as listed. An owner cannot make them to their own account, and the last active
 * owner can never be disabled, demoted or reset (601 with the reason).
 *
 *   POST /console-api/operators/:id/disable     switched off: every session ends at once, no sign-in
 *   POST /console-api/operators/:id/enable      back on (active, or pending when never set up)
 *   POST /console-api/operators/:id/role        { role }
 *   POST /console-api/operators/:id/setup-link  password and authenticator cleared, sessions
 *                                               ended → a new one-time link (as operator:reset)
 *   POST /console-api/operators/:id/unlock      a lock-out after failed sign-ins ends now
 */
export const operatorRolePayload = z.object({ role: z.enum(OPERATOR_ROLES) });
export type OperatorRolePayload = z.infer<typeof operatorRolePayload>;

/**
 * GET /console-api/audit (owner; later also the role that owns the entity) — newest first.
 * Query: operator_id, entity (e.g. 'operator', 'drama', 'episode'), action, from, to (ISO
 * dates), page (1-based), size (<= 100). Every operator write adds one row in the same
 * transaction as the write: who, when, what, before and after (JSON, secrets left out); what
 * it names in words too (`target`, names in the request's language).
 */
export const auditQuery = z.object({
  operator_id: numeric(z.number().int().positive().optional()),
  entity: z.string().max(40).optional(),
  action: z.string().max(60).optional(),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  page: numeric(z.number().int().min(1).default(1)),
  size: numeric(z.number().int().min(1).max(100).default(20)),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** A person an audit row names, for the console to word as its People page does. */
export const auditPerson = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
});
export type AuditPerson = z.infer<typeof auditPerson>;

/**
 * What an audit row's entity_id names, in words, as it is now: an episode or a series (and a
 * banner's series) by title and number; an operator, a package, a tag, a saved reply or feedback
 * by `name`; a person by `person`. For one deleted since, what the row itself recorded (its
 * before/after JSON), else nothing but `deleted`. The fields after `deleted` came later: a
 * client reads them as absent from an older server.
 */
export const auditTarget = z.object({
  /** The series (the one named, the episode's or the banner's); null when nothing says which. */
  series_id: z.number().int().nullable(),
  /** Its title in the request's language, else in another of its languages; null when unknown. */
  series_title: z.string().nullable(),
  /** The episode's number now (or as recorded, once deleted); null for a series or when unknown. */
  episode_number: z.number().int().nullable(),
  /** The episode (or whatever else the row names) is no longer there. */
  deleted: z.boolean(),
  /** An operator's or saved reply's name, a package's or tag's (request's language), feedback's first words. */
  name: z.string().nullable().optional(),
  /** An operator's role now. */
  role: z.enum(OPERATOR_ROLES).optional(),
  /** The person a user's row names, or who wrote the feedback; null once gone. */
  person: auditPerson.nullable().optional(),
});
export type AuditTarget = z.infer<typeof auditTarget>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_id: z.number().int().nullable(),
  /** The operator's name then; 'admin token' for a write through ADMIN_TOKEN, 'cli' for the CLI. */
  operator_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /**
   * entity_id in words (auditTarget); null where the id already says it (an order's trade no,
   * an article's key/locale), for the rows of no one thing (settings, pay_channels, home_rails)
   * and for an entity this server does not name.
   */
  target: auditTarget.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditResponse = z.object({ items: z.array(auditEntry), total: z.number().int() });
export type AuditResponse = z.infer<typeof auditResponse>;
