/**
 * Build and sign (the first of the API client's three parts): an endpoint call becomes a URL,
 * the common headers of SPEC 7, the body text and the signature of DESIGN 2. No network here;
 * lib/api-transport.ts sends what this builds, lib/api-envelope.ts reads the answer.
 */
import { APP_ID, APP_VERSION, OS_TYPE, PRODUCT_ID } from '#shared/constants.ts';
import type { EndpointMeta } from '#shared/contract/endpoints.ts';
import type * as SigningNamespace from '#shared/signing.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { getPackageName, getPhoneModel, getSysVer, getUdid, MARKET_CHANNEL } from './device.ts';
import { buildQueryString, fillPath } from './request-url.ts';

export type SigningModule = typeof SigningNamespace;

/** The session a request left with: the 301 recovery compares the current one against it. */
export interface SentWith {
  token: string;
  hadLogin: boolean;
}

/** A request ready to sign: everything but the signature and its time. */
export interface UnsignedRequest {
  method: EndpointMeta['method'];
  /** The filled path (signed). */
  path: string;
  url: string;
  /** The GET query string ('' for POST). */
  query: string;
  /** The JSON body text ('' for GET or no body); the signature covers exactly this text. */
  bodyText: string;
  /** What fetch sends: the form of an upload, the body text, or nothing. */
  body: FormData | string | undefined;
  headers: Record<string, string>;
  sentWith: SentWith;
}

/** The headers of SPEC 7 that do not depend on the request. */
export function deviceHeaders(): Record<string, string> {
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

export interface BuildOptions {
  /** Values of `:name` segments of the endpoint's path. */
  pathParams?: Record<string, string>;
  /** A multipart upload: sent as is, with the token as a bearer too; the body is not signed. */
  formData?: FormData;
}

/** The URL, headers and body of one call of `def` (GET bodies become the query string). */
export function buildRequest(
  def: EndpointMeta,
  body: unknown,
  options: BuildOptions,
  apiBase: string,
): UnsignedRequest {
  let query = '';
  let bodyText = '';
  if (def.method === 'GET') query = buildQueryString(body);
  else if (body !== undefined) bodyText = JSON.stringify(body);
  const path = fillPath(def.path, options.pathParams);
  const url = `${apiBase}${path}${query === '' ? '' : `?${query}`}`;

  const headers: Record<string, string> = {
    // A FormData body sets its own multipart type with the boundary.
    ...(options.formData ? {} : { 'Content-Type': 'application/json' }),
    Accept: 'application/json',
    ...deviceHeaders(),
  };
  const session = useSession.getState();
  const sentWith: SentWith = { token: session.token, hadLogin: session.hadLogin };
  if (def.auth !== 'none') headers.token = sentWith.token;
  if (options.formData && sentWith.token) headers.Authorization = `Bearer ${sentWith.token}`;

  return {
    method: def.method,
    path,
    url,
    query,
    bodyText,
    body: options.formData ?? (def.method === 'GET' || bodyText === '' ? undefined : bodyText),
    headers,
    sentWith,
  };
}

/**
 * The request's headers with the signature of DESIGN 2 over METHOD, path, the time in seconds
 * and the payload (the canonical query for GET, the body text otherwise), and that time.
 */
export function signedHeaders(
  request: UnsignedRequest,
  signing: SigningModule,
  key: string,
  nowMs: number,
): Record<string, string> {
  const time = Math.floor(nowMs / 1000);
  const sign = signing.signRequest({
    key,
    method: request.method,
    path: request.path,
    time,
    payload: request.method === 'GET' ? signing.canonicalQuery(request.query) : request.bodyText,
  });
  return { ...request.headers, sign, time: String(time) };
}
