/**
 * The demo traffic's viewer client: what the web app sends, over HTTP to a running server.
 * Every call of the endpoint table is signed with the shared signing code (src/shared/signing.ts,
 * DESIGN 2) and the key the server gives its page (window.__APP_CONFIG__), with the headers of
 * SPEC 7; the sandbox gateway's page is answered through its HTML form, and the TikTok login
 * stand-in's consent page likewise, as a person in a browser would.
 */
import { API_PREFIX, APP_ID, APP_VERSION, OS_TYPE, PRODUCT_ID } from '#shared/constants.ts';
import { endpoints, type EndpointName } from '#shared/contract/endpoints.ts';
import type { BodyOf, DataOf } from '#shared/contract/schemas.ts';
import { canonicalQuery, signRequest } from '#shared/signing.ts';

export type Answer<N extends EndpointName> =
  { code: 200; data: DataOf<N> } | { code: number; data?: undefined };

export interface ViewerClient {
  readonly base: string;
  call<N extends EndpointName>(name: N, body: BodyOf<N>, token?: string): Promise<Answer<N>>;
  /** call, and its data; anything but 200 throws. */
  must<N extends EndpointName>(name: N, body: BodyOf<N>, token?: string): Promise<DataOf<N>>;
}

/** The sign key as the web app reads it: from the runtime config inlined in the page. */
export async function signKeyOf(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/`);
  const match = /window\.__APP_CONFIG__=(.*?);<\/script>/.exec(await res.text());
  if (!match?.[1]) return undefined;
  const config = JSON.parse(match[1]) as { apiSignKey?: unknown };
  return typeof config.apiSignKey === 'string' ? config.apiSignKey : undefined;
}

export function viewerClient(base: string, signKey: string, language = 3): ViewerClient {
  async function call<N extends EndpointName>(name: N, body: BodyOf<N>, token?: string): Promise<Answer<N>> {
    const def = endpoints[name];
    let url = `${base}${API_PREFIX}${def.path}`;
    let payload: string;
    let text: string | undefined;
    if (def.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries((body ?? {}) as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      ).toString();
      if (query !== '') url += `?${query}`;
      payload = canonicalQuery(query);
    } else {
      text = JSON.stringify(body ?? {});
      payload = text;
    }
    const time = Math.floor(Date.now() / 1000);
    const res = await fetch(url, {
      method: def.method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ver: APP_VERSION,
        language: String(language),
        osType: String(OS_TYPE),
        appId: String(APP_ID),
        product: String(PRODUCT_ID),
        time: String(time),
        sign: signRequest({ key: signKey, method: def.method, path: def.path, time, payload }),
        ...(token ? { token } : {}),
      },
      ...(text === undefined ? {} : { body: text }),
    });
    const envelope = (await res.json()) as { code: number; data: unknown };
    return envelope.code === 200 ? { code: 200, data: envelope.data as DataOf<N> } : { code: envelope.code };
  }
  return {
    base,
    call,
    async must(name, body, token) {
      const answer = await call(name, body, token);
      if (answer.code !== 200) throw new Error(`${name}: code ${answer.code}`);
      return answer.data as DataOf<typeof name>;
    },
  };
}

/** Where a redirect answer points, resolved against `base`. */
function locationOf(res: Response, base: string): URL {
  const location = res.headers.get('location');
  if (!location) throw new Error(`expected a redirect from ${res.url}, got ${res.status}`);
  return new URL(location, base);
}

/** The browser's visit to the gateway and the "Pay" button of the sandbox's checkout page. */
export async function payInSandbox(
  base: string,
  order: { orderId: string; orderName: string; gateway: string },
) {
  const query = new URLSearchParams({
    order_id: order.orderId,
    order_name: order.orderName,
    return_url: '/',
  });
  const visit = await fetch(`${base}${order.gateway}?${query.toString()}`, { redirect: 'manual' });
  const checkout = locationOf(visit, base);
  const page = await (await fetch(checkout)).text();
  if (!page.includes('name="action"')) throw new Error('the sandbox checkout page has no form');
  const paid = await fetch(checkout, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  if (paid.status !== 303) throw new Error(`the sandbox checkout answered ${paid.status}`);
}

/** TikTok's authorize page (the stand-in): "Continue" as `name`; the code of the callback. */
export async function tiktokCode(authorizeUrl: string, base: string, name: string): Promise<string> {
  const url = new URL(authorizeUrl, base);
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`the TikTok stand-in answered ${page.status}`);
  const answer = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'allow', name }).toString(),
  });
  const code = locationOf(answer, base).searchParams.get('code');
  if (!code) throw new Error('the TikTok stand-in gave no code');
  return code;
}
