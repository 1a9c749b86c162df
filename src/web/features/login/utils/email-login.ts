/**
 * Pure rules of the email login (SPEC 4 and 5): what the form accepts and how many seconds
 * the send-code countdown still shows.
 */
import { CODE_COUNTDOWN_S, CODE_LENGTH, LOGIN_EMAIL_MAX } from '#shared/constants.ts';

/** The address as sent: surrounding spaces dropped. */
export function normalizeEmail(raw: string): string {
  return raw.trim();
}

/** The server's (zod) email pattern: no leading or double dot, a domain with a TLD of 2+ letters. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export type EmailProblem = 'empty' | 'too_long' | 'invalid';
export type CodeProblem = 'empty' | 'invalid';

/** Why the email field cannot be used, or null when it can. */
export function emailProblem(raw: string): EmailProblem | null {
  const email = normalizeEmail(raw);
  if (email === '') return 'empty';
  if (email.length > LOGIN_EMAIL_MAX) return 'too_long';
  if (!EMAIL_PATTERN.test(email)) return 'invalid';
  return null;
}

/** Why the code field cannot be used, or null when it holds the 6 digits. */
export function codeProblem(raw: string): CodeProblem | null {
  const code = raw.trim();
  if (code === '') return 'empty';
  return CODE_PATTERN.test(code) ? null : 'invalid';
}

/** Login is enabled only with a valid email and a 6-digit code. */
export function canSubmit(email: string, code: string): boolean {
  return emailProblem(email) === null && codeProblem(code) === null;
}

/** When a countdown started at `startMs` ends (what the email-interval key stores). */
export function countdownEnd(startMs: number): number {
  return startMs + CODE_COUNTDOWN_S * 1000;
}

/**
 * Seconds the get-code button shows at `nowMs` for a countdown ending at `endMs`; 0 means
 * done (SPEC 4: at 1 it stops). An end further away than a full countdown is a changed
 * clock or a forged value and counts as done. Rounded, so a timer firing a little early or
 * late still shows each second once.
 */
export function remainingSeconds(endMs: number | null, nowMs: number): number {
  if (endMs === null || !Number.isFinite(endMs)) return 0;
  const left = Math.round((endMs - nowMs) / 1000);
  if (left <= 1 || left > CODE_COUNTDOWN_S) return 0;
  return left;
}
