/**
 * Email login codes (issue 4): six digits, sent in the request's language, stored as an HMAC,
 * valid 10 minutes, single use, dead after 5 wrong tries. Sending is limited per address
 * (one per 60 s unless the last one was used or died of its wrong tries, 5 per hour) and per IP (20 per
 * hour), counted in the database.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_COUNTDOWN_S, CODE_LENGTH, CODE_RESEND_AFTER_S, CODE_TTL_MIN } from '#shared/constants.ts';
import type { LanguageId } from '#shared/languages.ts';
import type { MailMessage, Mailer } from '../../adapters/mail.ts';
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { markup } from '../../lib/html.ts';

export { CODE_TTL_MIN };
export const MAX_TRIES = 5;
export const PER_ADDRESS_PER_HOUR = 5;
export const PER_IP_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** The login-code mail in the request's language: a text part and an HTML part. */
function compose(email: string, code: string, language: LanguageId, app: string): MailMessage {
  const body = translate(language, 'email_body', { code, minutes: CODE_TTL_MIN });
  return {
    to: email,
    subject: translate(language, 'email_subject', { app, code }),
    text: body,
    html: markup`<p style="font:16px/1.5 sans-serif">${body}</p><p style="font:bold 28px monospace;letter-spacing:6px">${code}</p>`
      .value,
  };
}

export function createEmailCodeService(deps: {
  uow: UnitOfWork;
  mailer: Mailer;
  pepper: string;
  appName: () => Promise<string>;
  now: () => number;
}) {
  const { uow, mailer, now } = deps;
  const hash = (email: string, code: string) =>
    createHmac('sha256', deps.pepper).update(`${email}\n${code}`).digest('hex');

  return {
    /**
     * Sends a new code; the answer says how long until the next one may be asked.
     *
     * A send is reserved before the mail goes and released if it does not leave. The
     * reservation (the code's row: it is what the 60 s, hourly and per-IP limits count) is
     * checked and written under the address's lock in one short transaction, committed before
     * the SMTP exchange: a parallel send to the same address waits for that lock, then sees the
     * row and answers 614, so two requests can never both pass the 60 s check and mail twice.
     * The transaction is not held open over SMTP (up to SMTP_SEND_BUDGET_MS): that would hold
     * a connection of the pool, and on PGlite, whose one connection every request shares, the
     * whole app. When the mail does not leave, the row is deleted: nothing of the limits is
     * spent, the code that nobody received is gone, and the newest delivered code, if any, is
     * again the one that counts. A parallel send refused meanwhile (614) may simply ask again.
     */
    async send(email: string, ip: string, language: LanguageId): Promise<{ interval: number }> {
      // A blocked account's address gets no code: the refusal comes now, in the user's language.
      if ((await uow.read.accounts.byIdentity({ kind: 'email', value: email }))?.blockedAt) {
        throw new ApiError('accountBlocked');
      }
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      // Everything that may fail before the mail goes is done before anything is recorded.
      const message = compose(email, code, language, await deps.appName());
      const t = now();
      const id = await uow.run(async (tx) => {
        const repo = tx.emailCodes;
        await repo.lockAddress(email);
        const last = await repo.lastSent(email);
        // A code dead after its 5 wrong tries (613), or already used to log in, holds nobody
        // back: the next may be asked at once (the hourly limits still count it); whoever used
        // it reads the mailbox, so a quick log-out and log-in again is not a flood. Otherwise
        // one code per 60 s.
        const wait =
          last && last.attempts < MAX_TRIES && !last.used
            ? Math.ceil((last.at.getTime() + CODE_RESEND_AFTER_S * 1000 - t) / 1000)
            : 0;
        if (wait > 0) throw new ApiError('sendTooFrequent', { seconds: wait });
        const hourAgo = new Date(t - HOUR_MS);
        // Hourly windows: an hour is when the oldest send of the window surely leaves it.
        // Each limit says whose it is: a network's (a carrier's shared address) is not the viewer's.
        if ((await repo.countSince('email', email, hourAgo)) >= PER_ADDRESS_PER_HOUR)
          throw new ApiError('rateLimited', {}, 'email_code_hourly').retryAfter(HOUR_MS / 1000);
        if (ip && (await repo.countSince('ip', ip, hourAgo)) >= PER_IP_PER_HOUR)
          throw new ApiError('rateLimited', {}, 'email_code_network').retryAfter(HOUR_MS / 1000);
        return repo.insert({
          email,
          codeHash: hash(email, code),
          ip,
          createdAt: new Date(t),
          expiresAt: new Date(t + CODE_TTL_MIN * 60 * 1000),
        });
      });
      try {
        await mailer.send(message);
      } catch {
        // Not sent (refused, timed out, unreachable; the mailer logs why): released. Should the
        // database fail here too, the row stays, costing one send of the limits and holding a
        // code nobody has (as good as any guess: 5 tries); the answer is 615 all the same.
        await uow.read.emailCodes.remove(id).catch(() => undefined);
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
    const repo = uow.read.emailCodes;
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
