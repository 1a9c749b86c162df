/**
 * Email login codes (issue 4): six digits, sent in the request's language, stored as an HMAC,
 * valid 10 minutes, single use, dead after 5 wrong tries. Sending is limited per address
 * (one per 60 s, 5 per hour) and per IP (20 per hour), counted in the database.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_COUNTDOWN_S, CODE_LENGTH, CODE_RESEND_AFTER_S, CODE_TTL_MIN } from '#shared/constants.ts';
import type { LanguageId } from '#shared/languages.ts';
import type { Database } from '#db/client.ts';
import type { Mailer } from '../../adapters/mail.ts';
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import { createEmailCodeRepository } from './email-code.repository.ts';

export { CODE_TTL_MIN };
export const MAX_TRIES = 5;
export const PER_ADDRESS_PER_HOUR = 5;
export const PER_IP_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function createEmailCodeService(deps: {
  db: Database;
  mailer: Mailer;
  pepper: string;
  appName: () => Promise<string>;
  now: () => number;
}) {
  const { db, mailer, now } = deps;
  const hash = (email: string, code: string) =>
    createHmac('sha256', deps.pepper).update(`${email}\n${code}`).digest('hex');

  return {
    /** Sends a new code; the answer says how long until the next one may be asked. */
    async send(email: string, ip: string, language: LanguageId): Promise<{ interval: number }> {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const t = now();
      const id = await db.transaction(async (tx) => {
        const repo = createEmailCodeRepository(tx);
        await repo.lockAddress(email);
        const last = await repo.lastSentAt(email);
        const wait = last ? Math.ceil((last.getTime() + CODE_RESEND_AFTER_S * 1000 - t) / 1000) : 0;
        if (wait > 0) throw new ApiError('sendTooFrequent', { seconds: wait });
        const hourAgo = new Date(t - HOUR_MS);
        // Hourly windows: an hour is when the oldest send of the window surely leaves it.
        if ((await repo.countSince('email', email, hourAgo)) >= PER_ADDRESS_PER_HOUR)
          throw new ApiError('rateLimited').retryAfter(HOUR_MS / 1000);
        if (ip && (await repo.countSince('ip', ip, hourAgo)) >= PER_IP_PER_HOUR)
          throw new ApiError('rateLimited').retryAfter(HOUR_MS / 1000);
        return repo.insert({
          email,
          codeHash: hash(email, code),
          ip,
          createdAt: new Date(t),
          expiresAt: new Date(t + CODE_TTL_MIN * 60 * 1000),
        });
      });
      const app = await deps.appName();
      const body = translate(language, 'email_body', { code, minutes: CODE_TTL_MIN });
      try {
        await mailer.send({
          to: email,
          subject: translate(language, 'email_subject', { app, code }),
          text: body,
          html: `<p style="font:16px/1.5 sans-serif">${escapeHtml(body)}</p><p style="font:bold 28px monospace;letter-spacing:6px">${code}</p>`,
        });
      } catch {
        // Not sent: the code must not count against the limits nor be usable.
        await createEmailCodeRepository(db).remove(id);
        throw new ApiError('sendFailed');
      }
      return { interval: CODE_COUNTDOWN_S };
    },

    /** Checks and consumes a code; throws the matching outcome otherwise. */
    verify: (email: string, code: string): Promise<void> => check(email, code, true),

    /**
     * Checks a code without using it up (check-sms-code). A wrong code counts as a try all the
     * same, so this is no way around the 5-try limit.
     */
    peek: (email: string, code: string): Promise<void> => check(email, code, false),
  };

  async function check(email: string, code: string, consume: boolean): Promise<void> {
    const repo = createEmailCodeRepository(db);
    const row = await repo.latest(email);
    if (!row || row.usedAt) throw new ApiError('codeInvalid');
    if (row.attempts >= MAX_TRIES) throw new ApiError('codeTriesExceeded');
    if (row.expiresAt.getTime() <= now()) throw new ApiError('codeExpired');
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(hash(email, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await repo.countAttempt(row.id);
      throw new ApiError(row.attempts + 1 >= MAX_TRIES ? 'codeTriesExceeded' : 'codeInvalid');
    }
    if (consume && !(await repo.consume(row.id))) throw new ApiError('codeInvalid');
  }
}
export type EmailCodeService = ReturnType<typeof createEmailCodeService>;
