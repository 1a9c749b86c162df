/**
 * The one API client (STYLE: bulletproof-react's lib/api-client). Every call to /enjoy-api
 * goes through `apiRequest`, typed by the shared endpoint table: the body is the endpoint's
 * z.input, the result its parsed `data`. It signs the request (DESIGN 2), adds the common
 * headers of SPEC 7, refuses duplicate submits (SPEC 5), turns every failure of SPEC 8 into
 * a toast and a typed ApiRequestError, and recovers expired sessions (SPEC 4, code 301;
 * lib/session-recovery.ts).
 */
import { API_ERRORS } from '#shared/api-codes.ts';
import { API_TIMEOUT_MS, DUPLICATE_SUBMIT_WINDOW_MS } from '#shared/constants.ts';
import { endpoints, type EndpointMeta, type EndpointName } from '#shared/contract/endpoints.ts';
import type * as SchemasNamespace from '#shared/contract/schemas.ts';
import type { BodyOf, DataOf } from '#shared/contract/schemas.ts';
import type { LoginData } from '#shared/contract/user.ts';
import {
  duplicateFailure,
  invalidResponse,
  readAnswer,
  transportFailure,
  type Failure,
} from './api-envelope.ts';
import { ApiRequestError } from './api-error.ts';
import { buildRequest, signedHeaders, type SigningModule } from './api-request-build.ts';
import { transport, TransportFailure, type RawAnswer } from './api-transport.ts';
import { getDeviceLoginPayload } from './device.ts';
import { notify } from './notify.ts';
import { getRuntimeConfig } from './runtime-config.ts';
import {
  handleAccountBlocked,
  handleSessionExpired,
  keepDeviceLogin,
  type RecoveryCalls,
} from './session-recovery.ts';

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

/** Shows the failure's toast unless the caller asked for none, and throws its error. */
function fail(failure: Failure, options: RequestOptions): never {
  const { error, toast } = failure;
  if (toast && !options.silent && !options.quietCodes?.includes(error.code)) notify(error.msg, toast);
  throw new ApiRequestError(error);
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

/** Build and sign, the duplicate guard, transport, envelope to error, 301 recovery, the check. */
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

  const request = buildRequest(def, body, options, config.apiBase);
  if (
    def.repeatGuard &&
    def.method !== 'GET' &&
    !admitSubmit(`${def.method} ${request.url}\n${request.bodyText}`, Date.now())
  ) {
    fail(duplicateFailure(), options);
  }

  let answer: RawAnswer;
  try {
    // The signer (HMAC-SHA256 of @noble/hashes) is not part of the first page's JS: bootstrap
    // starts loading it at mount. Its load counts like the fetch (timeout, abort, network error).
    answer = await transport(
      request.url,
      async () => {
        const signing = await loadSigning();
        return {
          method: request.method,
          headers: signedHeaders(request, signing, config.apiSignKey, Date.now()),
          body: request.body,
        };
      },
      {
        timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
        signal: options.signal,
        keepalive: options.keepalive,
      },
    );
  } catch (error) {
    if (error instanceof TransportFailure) fail(transportFailure(error), options);
    throw error;
  }

  const outcome = readAnswer(answer, {
    recoverSession: def.auth !== 'none' && !options.skipSessionRecovery,
  });
  if (!outcome.ok) {
    if (outcome.failure.error.kind === 'session-expired') {
      await handleSessionExpired(request.sentWith, recoveryCalls);
      throw new ApiRequestError(outcome.failure.error);
    }
    if (name === 'deviceLogin' && outcome.failure.error.code === API_ERRORS.accountBlocked.code) {
      // This device's account is blocked: the session's dialog says so, not a toast.
      handleAccountBlocked();
      throw new ApiRequestError(outcome.failure.error);
    }
    fail(outcome.failure, options);
  }

  if (!schemas) return outcome.data as DataOf<N>;
  const { endpointSchemas } = await schemas;
  const dataSchema: { safeParse(value: unknown): { success: boolean; data?: unknown } } =
    endpointSchemas[name].data;
  const data = dataSchema.safeParse(outcome.data);
  if (!data.success) fail(invalidResponse(answer.status), options);
  return data.data as DataOf<N>;
}

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

/** Endpoints that take a multipart body (the form is the whole payload). */
export type UploadEndpointName = 'upload' | 'feedbackImage';

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
