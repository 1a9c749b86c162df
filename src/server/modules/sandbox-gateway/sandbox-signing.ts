/**
 * How the sandbox gateway signs its notifications, in the manner of real gateways (Stripe's
 * `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`): the receiver checks the signature over the
 * exact bytes and refuses anything older than 300 s, so a captured notification cannot be
 * replayed later or altered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const SANDBOX_TOLERANCE_S = 300;

export function signSandboxPayload(secret: string, body: string, timestampS: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');
  return `t=${timestampS},v1=${v1}`;
}

export function verifySandboxSignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowS: number,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowS - t) > SANDBOX_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
