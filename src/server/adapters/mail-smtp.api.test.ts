/**
 * The real mail path (issue 14): the app configured with SMTP_URL sends its login codes through
 * nodemailer's SMTP transport to a real SMTP server (smtp-server) on 127.0.0.1, which requires
 * AUTH PLAIN; the test reads what that server received (envelope and raw RFC 822 data). Then
 * the ways a server refuses (RCPT, DATA, AUTH) or stalls; each one answers 615 in the request's
 * language and spends nothing. Servers that never greet, answer forever or are not there:
 * mail-smtp-unreachable.api.test.ts. The SMTP server and the message reader: mail-smtp.testing.ts.
 *
 * Short timeouts come in through SMTP_URL's query, which nodemailer and createMailer read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_MIN } from '#shared/constants.ts';
import type { LanguageId } from '#shared/languages.ts';
import { emailCodes } from '#db/schema/auth.ts';
import { SERVER_MESSAGES, translate } from '../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../testing/build-test-app.ts';
import {
  PASS,
  USER,
  contentType,
  readMail,
  startSmtp,
  type Mail,
  type Received,
  type TestSmtp,
} from './mail-smtp.testing.ts';

/* ---------------------------------------------------------------- the app with SMTP_URL */

let smtp: TestSmtp;
let t: TestApp;
let clock = Date.now();
let appName = '';
let devices = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  // Socket timeout 1.5 s: long enough for the parallel test's second request to be answered
  // while the first is at DATA, short enough for the stalled-DATA test.
  const query = 'connectionTimeout=1000&greetingTimeout=1000&socketTimeout=1500';
  t = await buildTestApp({
    env: { SMTP_URL: `smtp://${USER}:${PASS}@127.0.0.1:${smtp.port}/?${query}` },
    now: () => clock,
  });
  appName = (await t.app.services.settings.stored()).appName;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function sendCode(email: string, language: LanguageId = 3) {
  return t.api.post('/message/send-email', { email }, { language });
}

async function bind(email: string, code: string) {
  const token = await deviceToken(t.api, `smtp-device-${String(++devices).padStart(10, '0')}`);
  return t.api.post('/user/email-bind', { email, code }, { token, language: 3 });
}

/** The newest message the server received for an address, and the code in it. */
function lastReceived(email: string): Received & { mail: Mail; code: string } {
  const found = smtp.received.filter((r) => r.to.includes(email)).at(-1);
  if (!found) throw new Error(`nothing received for ${email}`);
  const mail = readMail(found.raw);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the text part');
  return { ...found, mail, code };
}

const rowsFor = (email: string) => t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));

function expectFailed(res: Awaited<ReturnType<typeof sendCode>>, language: 'en' | 'th' | 'id' | 'zh-Hans') {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code: 615, msg: SERVER_MESSAGES[language].send_failed, data: null });
}

describe('login codes through SMTP_URL', () => {
  it('sends the code in English: envelope, headers, text and HTML parts, and the code logs in', async () => {
    expect(t.app.services.mailer.kind).toBe('smtp');
    const email = 'reader@example.com';
    const res = await sendCode(email, 3);
    expect(res.body).toMatchObject({ code: 200, data: { interval: 60 } });

    const got = lastReceived(email);
    // Envelope: MAIL FROM the sender, RCPT TO the address alone, after AUTH PLAIN.
    expect(got.from).toBe('no-reply@localhost');
    expect(got.to).toEqual([email]);
    expect(got.user).toBe(USER);

    const { mail, code } = got;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.message.header('from')).toBe('Enjoy Drama <no-reply@localhost>');
    expect(mail.message.header('to')).toBe(email);
    expect(mail.subject).toBe(translate(3, 'email_subject', { app: appName, code }));
    expect(Number.isNaN(Date.parse(mail.message.header('date') ?? ''))).toBe(false);
    expect(mail.message.header('message-id')).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    expect(mail.message.header('mime-version')).toBe('1.0');
    expect(mail.type).toBe('multipart/alternative');
    for (const name of ['from', 'to', 'subject', 'date', 'message-id', 'mime-version']) {
      expect(mail.message.headers.filter(([n]) => n === name)).toHaveLength(1);
    }
    expect(contentType(mail.textPart).charset).toBe('utf-8');
    expect(contentType(mail.htmlPart).charset).toBe('utf-8');

    const body = translate(3, 'email_body', { code, minutes: CODE_TTL_MIN });
    expect(mail.text).toBe(body);
    expect(mail.html).toContain(`>${body}</p>`);
    expect(mail.html).toContain(`>${code}</p>`);
    // The code is in the body, and in no header but the subject, which the catalogue words
    // around it (a header the mailbox list shows); none of the headers as sent carries it.
    for (const [name, value] of mail.message.headers) {
      if (name !== 'subject') expect(value, name).not.toContain(code);
    }
    for (const [name, value] of [...mail.textPart.headers, ...mail.htmlPart.headers]) {
      expect(value, name).not.toContain(code);
    }

    const login = await bind(email, code);
    expect(login.body.code).toBe(200);
    expect((login.body.data as { user_token?: unknown }).user_token).toEqual(expect.any(String));
    expect((login.body.data as { email?: unknown }).email).toBe(email);
  });

  it('sends the code in Thai when the request is in Thai', async () => {
    const email = 'thai@example.com';
    expect((await sendCode(email, 4)).body.code).toBe(200);
    const { mail, code } = lastReceived(email);
    const subject = translate(4, 'email_subject', { app: appName, code });
    expect(subject).not.toBe(translate(3, 'email_subject', { app: appName, code }));
    expect(mail.subject).toBe(subject);
    expect(mail.subject).toMatch(/[\u0E00-\u0E7F]/);
    // A non-ASCII subject travels as encoded words, never as raw 8-bit text.
    expect(mail.message.header('subject')).toMatch(/^[\x20-\x7E]*$/);
    const body = translate(4, 'email_body', { code, minutes: CODE_TTL_MIN });
    expect(mail.text).toBe(body);
    expect(mail.html).toContain(`>${body}</p>`);
    expect((await bind(email, code)).body.code).toBe(200);
  });

  it('a refused recipient answers 615 and spends nothing: the next send goes at once', async () => {
    const email = 'refused-rcpt@example.com';
    smtp.mode = 'refuse-rcpt';
    const count = smtp.received.length;
    expectFailed(await sendCode(email, 3), 'en');
    expectFailed(await sendCode(email, 4), 'th');
    expect(smtp.received.length).toBe(count);
    expect(await rowsFor(email)).toHaveLength(0);

    smtp.mode = 'accept';
    const again = await sendCode(email, 3);
    expect(again.body.code).toBe(200);
    expect((await bind(email, lastReceived(email).code)).body.code).toBe(200);
  });

  it('a refused message answers 615 and the code it carried does not log in', async () => {
    const email = 'refused-data@example.com';
    smtp.mode = 'refuse-data';
    expectFailed(await sendCode(email, 5), 'id');
    // The server read the message before refusing it: its code is known here, and dead.
    const refused = lastReceived(email);
    expect(refused.mail.subject).toBe(translate(5, 'email_subject', { app: appName, code: refused.code }));
    expect(await rowsFor(email)).toHaveLength(0);
    const login = await bind(email, refused.code);
    expect(login.body).toMatchObject({ code: 611, msg: SERVER_MESSAGES.en.code_invalid });

    smtp.mode = 'accept';
    expect((await sendCode(email)).body.code).toBe(200);
    const delivered = lastReceived(email);
    expect((await bind(email, delivered.code)).body.code).toBe(200);
  });

  it('a refused login (AUTH) answers 615 before any message goes', async () => {
    const email = 'refused-auth@example.com';
    smtp.mode = 'refuse-auth';
    const count = smtp.received.length;
    expectFailed(await sendCode(email, 1), 'zh-Hans');
    expect(smtp.received.length).toBe(count);
    expect(await rowsFor(email)).toHaveLength(0);
    smtp.mode = 'accept';
    expect((await sendCode(email)).body.code).toBe(200);
  });

  it('a server that stalls at DATA times out into 615, and a failed resend keeps the delivered code', async () => {
    const email = 'stalled@example.com';
    smtp.mode = 'accept';
    expect((await sendCode(email)).body.code).toBe(200);
    const delivered = lastReceived(email).code;
    clock += 61_000;

    smtp.mode = 'stall-data';
    expectFailed(await sendCode(email, 4), 'th');
    // Only the delivered code is stored: the undelivered one is gone, the other still counts.
    expect(await rowsFor(email)).toHaveLength(1);
    smtp.mode = 'accept';
    expect((await bind(email, delivered)).body.code).toBe(200);
  });

  it('two parallel sends to one address: one goes, the other is told to wait (614)', async () => {
    const email = 'parallel@example.com';
    smtp.mode = 'hold-data';
    const held = smtp.held();
    const count = smtp.received.length;
    const both = [sendCode(email), sendCode(email)];
    // One is at DATA, held: the other has to be answered meanwhile, and without a mail.
    const first = await Promise.race(both);
    expect(first.body.code).toBe(614);
    (await held).release();
    const codes = (await Promise.all(both)).map((r) => r.body.code).sort();
    expect(codes).toEqual([614, 615]);
    expect(smtp.received.length).toBe(count + 1);

    // The failed one spent nothing either: a send right away goes through.
    smtp.mode = 'accept';
    expect((await sendCode(email)).body.code).toBe(200);
    expect((await bind(email, lastReceived(email).code)).body.code).toBe(200);
  });

  it('failed sends do not count towards the 5 codes an hour of an address', async () => {
    // A new hour: the sends of the tests above no longer count for this IP.
    clock += 2 * 60 * 60 * 1000;
    const email = 'hourly@example.com';
    const results: number[] = [];
    for (let i = 0; i < 5; i++) {
      smtp.mode = 'refuse-rcpt';
      results.push((await sendCode(email)).body.code);
      smtp.mode = 'accept';
      results.push((await sendCode(email)).body.code);
      clock += 61_000;
    }
    expect(results).toEqual([615, 200, 615, 200, 615, 200, 615, 200, 615, 200]);
    expect(await rowsFor(email)).toHaveLength(5);
    const sixth = await sendCode(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(429);
    // The five that went out are the five the server accepted.
    expect(smtp.received.filter((r) => r.to.includes(email))).toHaveLength(5);
  });
});
