/** Numbers and limits from SPEC.md sections 5 and 9, in one place for web and server. */

export const APP_ID = 1;
export const APP_VERSION = '1.0.0';
export const PRODUCT_ID = 1;
export const OS_TYPE = 0;

export const API_PREFIX = '/enjoy-api';
export const API_TIMEOUT_MS = 20_000;
export const SIGN_MAX_SKEW_S = 300;
/** Largest JSON body the API accepts (uploads have their own limit). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

export const DUPLICATE_SUBMIT_WINDOW_MS = 1000;
export const FLOATING_MENU_AUTO_HIDE_MS = 1000;

export const CODE_COUNTDOWN_S = 60;
/**
 * When the server sends the same address another code. SPEC 4's countdown stops at 1 and the
 * client shows it rounded, so the button comes back about 58.5 s after the answer arrived:
 * the server must not refuse that press.
 */
export const CODE_RESEND_AFTER_S = CODE_COUNTDOWN_S - 2;
export const CODE_LENGTH = 6;
/** How long an emailed login code stays valid (minutes). */
export const CODE_TTL_MIN = 10;
export const LOGIN_EMAIL_MAX = 64;
export const EMAIL_MAX = 255;
export const TEXTAREA_MAX = 140;
/** The longest search keyword (GET /video/search). */
export const SEARCH_KEYWORD_MAX = 64;

export const TOAST_MS = 2000;
export const TRANSPORT_TOAST_MS = 5000;

export const INVITE_REWARD_GOLD = 2000;
export const CURRENCY = 'USD';
export const PENDING_ORDER_WINDOW_S = 1800;
/** Taken from the end of the list (SPEC 4); 60 s once exhausted. */
export const ORDER_POLL_DELAYS_S = [60, 20, 20, 10, 5, 3, 3, 3, 2, 2, 3, 3, 2, 2, 1] as const;
export const ORDER_POLL_FALLBACK_S = 60;

export const DICT_CACHE_WAIT_MS = 5000;
export const DICT_CACHE_POLL_MS = 1000;

/** Sessions die after this long without use (answered with code 301). */
export const SESSION_IDLE_DAYS = 30;
/**
 * A session's last_seen_at moves forward at most this often (the per-request path stays
 * write-free): the person was last active between it and this much later.
 */
export const LAST_SEEN_STEP_MS = 60 * 60 * 1000;

/**
 * How fresh the catalogue viewers see is (issue 17, decision 0033): a console change reaches
 * every fresh request within `boundMs`, on every process, caches included. A listing's answer
 * (GET /video/home, list, rank, tags, search, the dictionaries) is kept `serverTtlMs` in each
 * process (and home's boot data as long), then `maxAgeS` by the browser or a CDN; the app's
 * home query is asked again after `clientStaleMs`. Each stage may add its whole time to the
 * last one's, so the sum stays below the bound (checked by a unit test).
 */
export const CATALOGUE_FRESHNESS = {
  boundMs: 5000,
  serverTtlMs: 1500,
  maxAgeS: 1,
  clientStaleMs: 1000,
} as const;

/**
 * Coins back when playback fails (issue 19, decision 0041): a paid episode whose playback
 * failed may be returned within this many hours of its unlock, when the server's progress
 * records show under `COINS_BACK_WATCHED_MAX_MS` watched, at most `COINS_BACK_MONTHLY_MAX`
 * times per calendar month (UTC) per user.
 */
export const COINS_BACK_WINDOW_H = 24;
export const COINS_BACK_WATCHED_MAX_MS = 10_000;
export const COINS_BACK_MONTHLY_MAX = 3;

/**
 * The marker a gateway's Cancel comes back to the app with (`?pay_cancelled=<trade no>`): the
 * server builds Stripe's cancel address with it (pay.routes.ts), the app reads it on return
 * (web pay feature) and does not poll an order the buyer cancelled.
 */
export const PAY_CANCELLED_PARAM = 'pay_cancelled';
