/**
 * The public runtime config the server injects into index.html (or serves as
 * /runtime-config.js in dev): one build runs against any deployment and sign key.
 * Read by hand rather than with zod, which the first paint does not load.
 */
import { API_PREFIX, APP_VERSION } from '#shared/constants.ts';

export interface RuntimeConfig {
  apiSignKey: string;
  apiBase: string;
  version: string;
  mediaBaseUrl: string;
  /** Facebook's JS SDK and TikTok's authorize page when not the providers' own ('' = theirs). */
  facebookSdkUrl: string;
  tiktokAuthorizeUrl: string;
  /** Stand-in payments or logins are on (the server's SANDBOX switch): show the ribbon. */
  sandbox: boolean;
  /** Which of them: the sandbox payment gateway, the Facebook or TikTok stand-in logins. */
  sandboxPay: boolean;
  sandboxLogins: boolean;
}

const DEFAULTS: RuntimeConfig = {
  apiSignKey: '',
  apiBase: API_PREFIX,
  version: APP_VERSION,
  mediaBaseUrl: '',
  facebookSdkUrl: '',
  tiktokAuthorizeUrl: '',
  sandbox: false,
  sandboxPay: false,
  sandboxLogins: false,
};

let cache: { source: unknown; value: RuntimeConfig } | undefined;

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Read once per injected object; missing or malformed fields fall back to the defaults. */
export function getRuntimeConfig(): RuntimeConfig {
  const source: unknown = (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__;
  if (cache && cache.source === source) return cache.value;
  const raw = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const value: RuntimeConfig = {
    apiSignKey: stringOr(raw.apiSignKey, DEFAULTS.apiSignKey),
    apiBase: stringOr(raw.apiBase, DEFAULTS.apiBase),
    version: stringOr(raw.version, DEFAULTS.version),
    mediaBaseUrl: stringOr(raw.mediaBaseUrl, DEFAULTS.mediaBaseUrl),
    facebookSdkUrl: stringOr(raw.facebookSdkUrl, DEFAULTS.facebookSdkUrl),
    tiktokAuthorizeUrl: stringOr(raw.tiktokAuthorizeUrl, DEFAULTS.tiktokAuthorizeUrl),
    sandbox: raw.sandbox === 1,
    sandboxPay: raw.sandboxPay === 1,
    sandboxLogins: raw.sandboxLogins === 1,
  };
  cache = { source, value };
  return value;
}
