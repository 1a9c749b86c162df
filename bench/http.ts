/** The signed requests every API benchmark sends (DESIGN.md section 2), and the run settings. */
import { signRequest } from '#shared/signing.ts';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const SIGN_KEY = 'bench-sign-key';
export const MEDIA_SECRET = 'bench-media-secret';

export function headersFor(
  method: string,
  apiPath: string,
  payload: string,
  extra: Record<string, string> = {},
) {
  const time = Math.floor(Date.now() / 1000);
  return {
    'content-type': 'application/json',
    language: '2',
    ver: '1.0.0',
    osType: '0',
    appId: '1',
    product: '1',
    time: String(time),
    sign: signRequest({ key: SIGN_KEY, method, path: apiPath, time, payload }),
    ...extra,
  };
}

export async function signedPost(base: string, apiPath: string, body: unknown, token?: string) {
  const text = JSON.stringify(body);
  const res = await fetch(`${base}/enjoy-api${apiPath}`, {
    method: 'POST',
    body: text,
    headers: headersFor('POST', apiPath, text, token ? { token } : {}),
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}
