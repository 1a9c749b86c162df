/**
 * The closed catalogue of API outcomes (DESIGN.md section 2). Every envelope the server
 * sends carries one of these codes; `http` is the HTTP status it travels with, `key` the
 * message key translated on each side (server: src/server/i18n, web: src/web/locales).
 */

export const API_ERRORS = {
  ok: { code: 200, http: 200, key: 'ok' },
  sessionExpired: { code: 301, http: 200, key: 'session_expired' },
  badRequest: { code: 400, http: 400, key: 'bad_request' },
  /** The connection sent no whole request in time (Node's parser, before any route). */
  requestTimeout: { code: 408, http: 408, key: 'request_timeout' },
  /** The request line or headers are over Node's limit (before any route). */
  headersTooLarge: { code: 431, http: 431, key: 'headers_too_large' },
  malformedJson: { code: 400, http: 400, key: 'malformed_json' },
  signMissing: { code: 401, http: 401, key: 'sign_missing' },
  signInvalid: { code: 401, http: 401, key: 'sign_invalid' },
  timeSkew: { code: 401, http: 401, key: 'time_skew' },
  /** The operator's HTTP API (/admin/api) without the right ADMIN_TOKEN bearer. */
  adminUnauthorized: { code: 401, http: 401, key: 'admin_unauthorized' },
  forbidden: { code: 403, http: 403, key: 'forbidden' },
  /** An unknown route (a protocol failure: HTTP 404). */
  notFound: { code: 404, http: 404, key: 'not_found' },
  /** A known route asked for a record that does not exist (a drama, an episode, a feedback): a
   * business outcome, so HTTP 200 with the same code and message. */
  recordNotFound: { code: 404, http: 200, key: 'not_found' },
  methodNotAllowed: { code: 405, http: 405, key: 'method_not_allowed' },
  payloadTooLarge: { code: 413, http: 413, key: 'payload_too_large' },
  /** A path parameter longer than the router takes (app.ts `maxParamLength`). */
  uriTooLong: { code: 414, http: 414, key: 'uri_too_long' },
  unsupportedMediaType: { code: 415, http: 415, key: 'unsupported_media_type' },
  rateLimited: { code: 429, http: 429, key: 'rate_limited' },
  internal: { code: 500, http: 500, key: 'internal' },
  unavailable: { code: 503, http: 503, key: 'unavailable' },
  /** A payload that parsed but broke a rule of its schema (business outcome: HTTP 200). */
  validation: { code: 601, http: 200, key: 'validation' },
  duplicateSubmit: { code: 602, http: 200, key: 'duplicate_submit' },
  codeInvalid: { code: 611, http: 200, key: 'code_invalid' },
  codeExpired: { code: 612, http: 200, key: 'code_expired' },
  codeTriesExceeded: { code: 613, http: 200, key: 'code_tries_exceeded' },
  sendTooFrequent: { code: 614, http: 200, key: 'send_too_frequent' },
  sendFailed: { code: 615, http: 200, key: 'send_failed' },
  thirdPartyLoginFailed: { code: 621, http: 200, key: 'third_party_login_failed' },
  thirdPartyUnreachable: { code: 622, http: 200, key: 'third_party_unreachable' },
  thirdPartyNotConfigured: { code: 623, http: 200, key: 'third_party_not_configured' },
  passwordNotSupported: { code: 624, http: 200, key: 'password_not_supported' },
  mobileNotSupported: { code: 625, http: 200, key: 'mobile_not_supported' },
  checkinDone: { code: 631, http: 200, key: 'checkin_done' },
  registeredOnly: { code: 632, http: 200, key: 'registered_only' },
  accountBlocked: { code: 633, http: 200, key: 'account_blocked' },
  episodeLocked: { code: 701, http: 200, key: 'episode_locked' },
  unlockOrder: { code: 702, http: 200, key: 'unlock_order' },
  autoUnlockCap: { code: 703, http: 200, key: 'auto_unlock_cap' },
  autoUnlockOff: { code: 704, http: 200, key: 'auto_unlock_off' },
  // Coins back when playback fails (issue 19, decision 0041): the refusals of POST /wallet/coins-back.
  /** This episode's coins came back once already (once per user and episode). */
  coinsBackDone: { code: 711, http: 200, key: 'coins_back_done' },
  /** More than COINS_BACK_WINDOW_H hours since the episode was bought. */
  coinsBackExpired: { code: 712, http: 200, key: 'coins_back_expired' },
  /** The server's progress records show COINS_BACK_WATCHED_MAX_MS or more watched. */
  coinsBackWatched: { code: 713, http: 200, key: 'coins_back_watched' },
  /**
   * No playback failure reported since the unlock; also (message `coins_back_not_paid`) an
   * episode this user did not buy with coins or vouchers (free, VIP, merged in).
   */
  coinsBackNoFailure: { code: 714, http: 200, key: 'coins_back_no_failure' },
  /** COINS_BACK_MONTHLY_MAX returns this calendar month (UTC) already. */
  coinsBackMonthly: { code: 715, http: 200, key: 'coins_back_monthly' },
  /** A download asked to start at an episode this viewer may not play (issue 19). */
  downloadLocked: { code: 731, http: 200, key: 'download_locked' },
  /** An episode whose files cannot be read now (its media is being replaced, say). */
  downloadUnavailable: { code: 732, http: 200, key: 'download_unavailable' },
  /** A push endpoint that is not https on a public host (issue 19: no requests to private addresses). */
  pushEndpointRefused: { code: 721, http: 200, key: 'push_endpoint_refused' },
  /** A push subscription whose p256dh is not a P-256 public key or whose auth is not 16 bytes. */
  pushKeysInvalid: { code: 722, http: 200, key: 'push_keys_invalid' },
  insufficientBalance: { code: 802, http: 200, key: 'insufficient_balance' },
  goodsNotFound: { code: 803, http: 200, key: 'goods_not_found' },
  payChannelUnavailable: { code: 804, http: 200, key: 'pay_channel_unavailable' },
  orderNotFound: { code: 805, http: 200, key: 'order_not_found' },
  payFailed: { code: 806, http: 200, key: 'pay_failed' },
  /** A refund asked of an order that is not paid (pending, failed, refunded) or has no gateway. */
  orderNotRefundable: { code: 807, http: 200, key: 'order_not_refundable' },
  /** The gateway refused or did not answer a refund: the order stays paid. */
  refundFailed: { code: 808, http: 200, key: 'refund_failed' },
  /** A top-up over the viewer's monthly limit (issue 19): nothing ordered; `data` topupLimitRefusal. */
  topupLimitReached: { code: 809, http: 200, key: 'topup_limit_reached' },
  /** The operator console (/console-api): no live operator session. */
  operatorUnauthorized: { code: 901, http: 401, key: 'operator_unauthorized' },
  /** A console write without the session's CSRF token (x-csrf-token header). */
  operatorCsrf: { code: 902, http: 403, key: 'operator_csrf' },
  /** The operator's role may not call this console endpoint. */
  operatorForbidden: { code: 903, http: 403, key: 'operator_forbidden' },
  /** Email, password or TOTP code wrong: one answer for all three (no account probing). */
  operatorLoginFailed: { code: 911, http: 200, key: 'operator_login_failed' },
  /** Too many failures in a row: `data.retry_after_s`, the message in minutes. */
  operatorLocked: { code: 912, http: 200, key: 'operator_locked' },
  /** A setup link that is unknown, used or expired. */
  operatorSetupInvalid: { code: 913, http: 200, key: 'operator_setup_invalid' },
  operatorPasswordWeak: { code: 914, http: 200, key: 'operator_password_weak' },
  operatorExists: { code: 915, http: 200, key: 'operator_exists' },
  /** Publishing a series that lacks a poster, a written language or a ready episode 1. */
  seriesNotReady: { code: 921, http: 200, key: 'series_not_ready' },
  slugTaken: { code: 922, http: 200, key: 'slug_taken' },
  /** A subtitle file that cannot be served: `data.problems`, each `{ code, text }`. */
  subtitleInvalid: { code: 923, http: 200, key: 'subtitle_invalid' },
  episodeNotReady: { code: 924, http: 200, key: 'episode_not_ready' },
  /** A retry of an episode's transcode that has not failed (queued, running or ready). */
  mediaNotRetryable: { code: 941, http: 200, key: 'media_not_retryable' },
  /** An operator's balance adjustment that would take a balance below zero (nothing written). */
  adjustBelowZero: { code: 951, http: 200, key: 'adjust_below_zero' },
  /** Switching on a payment channel this deployment has no gateway for (Stripe keys, sandbox rules). */
  payChannelNotConfigured: { code: 961, http: 200, key: 'pay_channel_not_configured' },
} as const satisfies Record<string, { code: number; http: number; key: string }>;

export type ApiErrorName = keyof typeof API_ERRORS;
export type ApiMessageKey = (typeof API_ERRORS)[ApiErrorName]['key'];

export const API_MESSAGE_KEYS: readonly ApiMessageKey[] = [
  ...new Set(Object.values(API_ERRORS).map((e) => e.key)),
];

export const CODE_OK = API_ERRORS.ok.code;
export const CODE_SESSION_EXPIRED = API_ERRORS.sessionExpired.code;
export const CODE_EPISODE_LOCKED = API_ERRORS.episodeLocked.code;
export const CODE_INSUFFICIENT_BALANCE = API_ERRORS.insufficientBalance.code;
