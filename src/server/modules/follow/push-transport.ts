/**
 * Where the server may send a push, and the request itself (issue 19). A push endpoint is a
 * URL a browser handed us: the server must not be made to call its own network with it. So an
 * endpoint must be https on a public host name or address, and the address the name resolves
 * to at send time must be public too (a name pointed at 10.0.0.1 later is refused then). The
 * one exception is PUSH_ALLOW_ORIGIN, an origin a test or sandbox sets explicitly (never on by
 * default), which may be http on a loopback or private address.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../lib/public-address.ts';

export type EndpointVerdict = { ok: true; url: URL; allowed: boolean } | { ok: false };

/** Whether the server may send pushes to `endpoint` (a browser's PushSubscription endpoint). */
export function checkPushEndpoint(endpoint: string, allowOrigin: string | undefined): EndpointVerdict {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false };
  }
  if (url.username || url.password) return { ok: false };
  if (allowOrigin !== undefined && url.origin === allowOrigin) return { ok: true, url, allowed: true };
  if (url.protocol !== 'https:' || !isPublicAddress(url.href)) return { ok: false };
  return { ok: true, url, allowed: false };
}

function publicIp(address: string): boolean {
  return isPublicAddress(isIP(address) === 6 ? `https://[${address}]/` : `https://${address}/`);
}

/** dns.lookup that fails when a name resolves to any address that is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as LookupAddress[];
    if (list.length === 0 || list.some((a) => !publicIp(a.address))) {
      const refused = Object.assign(new Error(`push host ${hostname} resolves to a private address`), {
        code: 'EPUSHPRIVATE',
      });
      return callback(refused, '', 0);
    }
    if ((options as LookupOptions).all) return callback(null, list as unknown as string, 0);
    const first = list[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};

export interface PushResponse {
  status: number;
}

/** POSTs one encrypted push; answers the push service's status. Network failures throw. */
export function postPush(
  verdict: Extract<EndpointVerdict, { ok: true }>,
  request: { headers: Record<string, string>; body: Buffer | null },
  timeoutMs: number,
): Promise<PushResponse> {
  const { url } = verdict;
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(request.body?.length ?? 0) },
        timeout: timeoutMs,
        // The allowed test origin is reached as it is; anything else only on a public address.
        ...(verdict.allowed ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('push request timed out')));
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
