/**
 * The one API client (STYLE: bulletproof-react's lib/api-client). Every call to /enjoy-api
 * goes through `apiRequest`, typed by the shared endpoint table: the body is the endpoint's
 * z.input, the result its parsed `data`. It signs the request (DESIGN 2), adds the common
 * headers of SPEC 7, refuses duplicate submits (SPEC 5), turns every failure of SPEC 8 into
 * a toast and a typed ApiRequestError, and recovers expired sessions (SPEC 4, code 301;
 * lib/session-recovery.ts).
 */
import {
  API_TIMEOUT_MS,
  APP_ID,
  APP_VERSION,
  DUPLICATE_SUBMIT_WINDOW_MS,
  OS_TYPE,
  PRODUCT_ID,
  TOAST_MS,
  TRANSPORT_TOAST_MS,
} from '#shared/constants.ts';
import { CODE_OK, CODE_SESSION_EXPIRED, API_ERRORS } from '#shared/api-codes.ts';
import { endpoints, type EndpointMeta, type EndpointName } from '#shared/contract/endpoints.ts';
import type * as SchemasNamespace from '#shared/contract/schemas.ts';
import type { BodyOf, DataOf } from '#shared/contract/schemas.ts';
import type { LoginData } from '#shared/contract/user.ts';
import type * as SigningNamespace from '#shared/signing.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import {
  getDeviceLoginPayload,
  getPackageName,
  getPhoneModel,
  getSysVer,
  getUdid,
  MARKET_CHANNEL,
} from './device.ts';
import { ApiRequestError, messageForCode, type ApiErrorKind } from './api-error.ts';
import { i18next } from './i18n.ts';
import { notify } from './notify.ts';
import { buildQueryString, fillPath } from './request-url.ts';
import { getRuntimeConfig } from './runtime-config.ts';
import { handleSessionExpired, keepDeviceLogin, type RecoveryCalls } from './session-recovery.ts';

export interface RequestOptions {
  /** Show no toast on failure; the caller handles the ApiRequestError itself. */
  silent?: boolean;
  /**
   * Business codes that are outcomes for this caller, not errors (701 for a locked episode,
   * 404 for a page that says "not found" itself): no toast for them, every other failure as usual.
   */
  quietCodes?: readonly number[];
  /** Cancels the request (TanStack Query passes one); a cancelled call is never toasted. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Lets the request outlive the page (fetch keepalive), for saves on pagehide; sendBeacon
   * cannot carry the signed headers. The body must stay under 64 KB.
   */
  keepalive?: boolean;
  /** Values of `:name` segments of the endpoint's path (GET /comm/dictType/:types). */
  pathParams?: Record<string, string>;
}

interface InternalOptions extends RequestOptions {
  /** Calls made by the 301 recovery itself: a second 301 must not wait for the recovery. */
  skipSessionRecovery?: boolean;
  /** A multipart upload: sent as is, with the token as a bearer too; the body is not signed (DESIGN 2). */
  formData?: FormData;
}

type RequestArgs<N extends EndpointName> =
  undefined extends BodyOf<N>
    ? [body?: BodyOf<N>, options?: RequestOptions]
    : [body: BodyOf<N>, options?: RequestOptions];

/** The headers of SPEC 7 that do not depend on the request. */
function deviceHeaders(): Record<string, string> {
  return {
    ver: APP_VERSION,
    language: String(useLocale.getState().languageId),
    debug: '0',
    osType: String(OS_TYPE),
    appId: String(APP_ID),
    product: String(PRODUCT_ID),
    marketChannel: MARKET_CHANNEL,
    packageName: getPackageName(),
    udid: getUdid(),
    sysVer: getSysVer(),
    phoneModel: getPhoneModel(),
    idfa: '',
  };
}

// ---- Duplicate-submit guard (SPEC 5) ----------------------------------------------------

const recentSubmits = new Map<string, number>();

/** True when the request may go; false when an identical one left less than 1000 ms ago. */
function admitSubmit(key: string, now: number): boolean {
  for (const [k, at] of recentSubmits) if (now - at >= DUPLICATE_SUBMIT_WINDOW_MS) recentSubmits.delete(k);
  if (recentSubmits.has(key)) return false;
  recentSubmits.set(key, now);
  return true;
}

// ---- Failures --------------------------------------------------------------------------

function fail(
  error: { code: number; msg: string; kind: ApiErrorKind; status: number },
  toast: { kind: 'info' | 'error'; durationMs: number } | null,
  options: RequestOptions,
): never {
  if (toast && !options.silent && !options.quietCodes?.includes(error.code)) notify(error.msg, toast);
  throw new ApiRequestError(error);
}

const transportToast = { kind: 'error', durationMs: TRANSPORT_TOAST_MS } as const;

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

// ---- The request -----------------------------------------------------------------------

/**
 * Whether success answers are checked against the contract here as well. The server checks
 * every one against the same schemas before it leaves (src/server/route.ts), so production
 * visitors do not pay for it twice: zod and the schemas are about 25 KB gzipped and 100 ms of a
 * cold start's main thread. Development and the unit tests check, to catch drift early
 * (decision 0014).
 */
const CHECK_ANSWERS = import.meta.env.DEV;

async function send<N extends EndpointName>(
  name: N,
  body: BodyOf<N> | undefined,
  options: InternalOptions,
): Promise<DataOf<N>> {
  const def: EndpointMeta = endpoints[name];
  // The data schemas (and zod) load beside the first request instead of before first paint.
  const schemas = CHECK_ANSWERS ? loadSchemas() : undefined;
  schemas?.catch(() => undefined); // observed below; a request that fails first must not leave it unhandled
  const config = getRuntimeConfig();

  let query = '';
  let bodyText = '';
  if (def.method === 'GET') query = buildQueryString(body);
  else if (body !== undefined) bodyText = JSON.stringify(body);
  const path = fillPath(def.path, options.pathParams);
  const url = `${config.apiBase}${path}${query === '' ? '' : `?${query}`}`;

  if (
    def.repeatGuard &&
    def.method !== 'GET' &&
    !admitSubmit(`${def.method} ${url}\n${bodyText}`, Date.now())
  ) {
    fail(
      {
        code: API_ERRORS.duplicateSubmit.code,
        msg: i18next.t('errors.duplicate'),
        kind: 'duplicate',
        status: 0,
      },
      { kind: 'info', durationMs: TOAST_MS },
      options,
    );
  }

  const headers: Record<string, string> = {
    // A FormData body sets its own multipart type with the boundary.
    ...(options.formData ? {} : { 'Content-Type': 'application/json' }),
    Accept: 'application/json',
    ...deviceHeaders(),
  };
  const sentWith = { token: useSession.getState().token, hadLogin: useSession.getState().hadLogin };
  if (def.auth !== 'none') headers.token = sentWith.token;
  if (options.formData && sentWith.token) headers.Authorization = `Bearer ${sentWith.token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onOuterAbort = (): void => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) controller.abort(options.signal.reason);
  else options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    // The signer (HMAC-SHA256 of @noble/hashes) is not part of the first page's JS: bootstrap
    // starts loading it at mount. Its load counts like the fetch (timeout, abort, network error).
    const signing = await loadSigning();
    controller.signal.throwIfAborted();
    const time = Math.floor(Date.now() / 1000);
    headers.sign = signing.signRequest({
      key: config.apiSignKey,
      method: def.method,
      path,
      time,
      payload: def.method === 'GET' ? signing.canonicalQuery(query) : bodyText,
    });
    headers.time = String(time);
    response = await fetch(url, {
      method: def.method,
      headers,
      body: options.formData ?? (def.method === 'GET' || bodyText === '' ? undefined : bodyText),
      signal: controller.signal,
      credentials: 'same-origin',
      keepalive: options.keepalive === true,
    });
    text = await response.text();
  } catch (error) {
    if (timedOut) {
      fail(
        { code: 0, msg: i18next.t('errors.timeout'), kind: 'timeout', status: 0 },
        transportToast,
        options,
      );
    }
    if (options.signal?.aborted || isAbortError(error)) throw error;
    // Offline, the shell's no-network placeholder already says so: no toast on top of it.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    fail(
      { code: 0, msg: i18next.t('errors.network'), kind: 'network', status: 0 },
      offline ? null : transportToast,
      options,
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  const status = response.status;

  if (!isObject) {
    if (!response.ok) {
      fail(
        { code: status, msg: i18next.t('errors.http', { status }), kind: 'http', status },
        transportToast,
        options,
      );
    }
    fail(
      { code: 0, msg: i18next.t('errors.default'), kind: 'invalid-response', status },
      { kind: 'error', durationMs: TOAST_MS },
      options,
    );
  }

  // SPEC 8: the body code defaults to 200.
  const envelope = readEnvelope(parsed as Record<string, unknown>);
  const code = envelope.code;

  if (code !== CODE_OK) {
    const msg = messageForCode(code, envelope.msg);
    if (code === CODE_SESSION_EXPIRED && def.auth !== 'none' && !options.skipSessionRecovery) {
      await handleSessionExpired(sentWith, recoveryCalls);
      throw new ApiRequestError({ code, msg, kind: 'session-expired', status });
    }
    fail(
      { code, msg, kind: 'business', status },
      { kind: code === API_ERRORS.internal.code ? 'error' : 'info', durationMs: TOAST_MS },
      options,
    );
  }

  if (!schemas) return envelope.data as DataOf<N>;
  const { endpointSchemas } = await schemas;
  const dataSchema: { safeParse(value: unknown): { success: boolean; data?: unknown } } =
    endpointSchemas[name].data;
  const data = dataSchema.safeParse(envelope.data);
  if (!data.success) {
    fail(
      { code: 0, msg: i18next.t('errors.default'), kind: 'invalid-response', status },
      { kind: 'error', durationMs: TOAST_MS },
      options,
    );
  }
  return data.data as DataOf<N>;
}

type SigningModule = typeof SigningNamespace;
let signingModule: Promise<SigningModule> | undefined;
/** The request signer; bootstrap starts loading it as soon as the app is mounted. */
export function loadSigning(): Promise<SigningModule> {
  signingModule ??= import('#shared/signing.ts').catch((error: unknown) => {
    signingModule = undefined; // a failed chunk load is retried by the next call
    throw error;
  });
  return signingModule;
}

type SchemasModule = typeof SchemasNamespace;
let schemasModule: Promise<SchemasModule> | undefined;
function loadSchemas(): Promise<SchemasModule> {
  schemasModule ??= import('#shared/contract/schemas.ts').catch((error: unknown) => {
    schemasModule = undefined; // a failed chunk load is retried by the next call
    throw error;
  });
  return schemasModule;
}

/** The envelope as SPEC 8 reads it: code defaults to 200, msg to "". */
function readEnvelope(body: Record<string, unknown>): { code: number; msg: string; data: unknown } {
  const code = typeof body.code === 'number' && Number.isInteger(body.code) ? body.code : CODE_OK;
  const msg = typeof body.msg === 'string' ? body.msg : '';
  return { code, msg, data: body.data };
}

/** Endpoints that take a multipart body (the form is the whole payload). */
export type UploadEndpointName = 'upload';

/**
 * Uploads a multipart form (SPEC 7: POST /api/comm/upload, field `file`, bearer token) with
 * the same headers, timeout (20 s), error table and 301 recovery as every other call; the
 * signature covers method, path and time over an empty payload.
 */
export function apiUpload<N extends UploadEndpointName>(
  name: N,
  form: FormData,
  options: RequestOptions = {},
): Promise<DataOf<N>> {
  return send(name, undefined, { ...options, formData: form });
}

/** Calls one endpoint of the shared table and returns its parsed `data`. */
export function apiRequest<N extends EndpointName>(name: N, ...args: RequestArgs<N>): Promise<DataOf<N>> {
  const [body, options] = args;
  return send(name, body, options ?? {});
}

// ---- Sessions ----------------------------------------------------------------------------

/** SPEC 4 device login: a guest account bound to this device's udid; keeps the token. */
export async function loginAsDevice(options: RequestOptions = {}): Promise<LoginData> {
  const data = await apiRequest('deviceLogin', getDeviceLoginPayload(), options);
  keepDeviceLogin(data);
  return data;
}

/** The calls of the 301 recovery itself: a second 301 must not wait for the recovery. */
const RECOVERY_CALL: InternalOptions = { skipSessionRecovery: true };

const recoveryCalls: RecoveryCalls = {
  deviceLogin: () => send('deviceLogin', getDeviceLoginPayload(), RECOVERY_CALL),
  userInfo: () => send('userIndex', undefined, RECOVERY_CALL),
};
