/**
 * TOTP (RFC 6238: 30 s steps, 6 digits, SHA-1, as every authenticator app reads it) through
 * otplib, at the app's clock, with one step of drift either way. The matched step is handed
 * back so the caller can refuse it a second time (no replay).
 */
import { generateSecret, generateURI, verify } from 'otplib';

const STEP_S = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans (shown as a QR code). */
export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step `code` belongs to (now, or one step either side), or undefined. */
export async function totpStepOf(secret: string, code: string, nowMs: number): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: STEP_S,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // A malformed code or secret: simply not a match.
    return undefined;
  }
}
