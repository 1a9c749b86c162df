/**
 * Mail: SMTP through nodemailer when SMTP_URL is set; otherwise the outbox stand-in, which
 * builds the same RFC 822 message with nodemailer and writes it as one .eml file per message
 * into DATA_DIR/outbox, with a log line naming the file (never its content).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { API_TIMEOUT_MS } from '#shared/constants.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * How long an SMTP send may take. nodemailer's own defaults (2 min to connect, 30 s for the
 * greeting, 10 min of silence) are meant for bulk mail; a login code is awaited by a person
 * behind a request that the web client gives up on after API_TIMEOUT_MS.
 */
export interface SmtpTimeouts {
  /** DNS, TCP connect and the server's greeting together (nodemailer's connectionTimeout). */
  connectionMs: number;
  /** The greeting alone, within connectionMs (greetingTimeout). */
  greetingMs: number;
  /** Silence from the server at any later step (socketTimeout). */
  socketMs: number;
  /**
   * The whole send, a server that answers slowly but never stops included; by default
   * connectionMs + socketMs, and never more than SMTP_SEND_BUDGET_MS.
   */
  totalMs?: number;
}

/** Whatever the settings, a send gives up early enough for its 615 to reach the web client. */
export const SMTP_SEND_BUDGET_MS = API_TIMEOUT_MS - 5_000;
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 10_000 };

/**
 * The timeouts in force: the caller's over the defaults, and over both the ones SMTP_URL
 * names in its query (`?connectionTimeout=…&greetingTimeout=…&socketTimeout=…`, in ms), which
 * nodemailer reads from the URL itself.
 */
export function smtpTimeouts(smtpUrl: string, given: Partial<SmtpTimeouts> = {}): Required<SmtpTimeouts> {
  let query = new URLSearchParams();
  try {
    query = new URL(smtpUrl).searchParams;
  } catch {
    // nodemailer's own parser is laxer: such a URL simply names no timeouts.
  }
  const fromUrl = (name: string, fallback: number): number => {
    const value = Number(query.get(name));
    return query.has(name) && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const connectionMs = fromUrl('connectionTimeout', given.connectionMs ?? SMTP_TIMEOUTS.connectionMs);
  const greetingMs = fromUrl('greetingTimeout', given.greetingMs ?? SMTP_TIMEOUTS.greetingMs);
  const socketMs = fromUrl('socketTimeout', given.socketMs ?? SMTP_TIMEOUTS.socketMs);
  const totalMs = Math.min(given.totalMs ?? connectionMs + socketMs, SMTP_SEND_BUDGET_MS);
  return { connectionMs, greetingMs, socketMs, totalMs };
}

/** What a failed send says in the log: nodemailer's error code and the SMTP step, no text. */
function failure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return {};
  const e = error as Error & { code?: unknown; command?: unknown; responseCode?: unknown };
  return { code: e.code ?? e.name, command: e.command, responseCode: e.responseCode };
}

const masked = (address: string) => address.replace(/^(.).*(@.*)$/, '$1***$2');

export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: (fields: Record<string, unknown>, message: string) => void;
  /** Defaults to SMTP_TIMEOUTS; the URL's own settings win over both. */
  timeouts?: Partial<SmtpTimeouts>;
}): Mailer {
  if (options.smtpUrl) {
    const timeouts = smtpTimeouts(options.smtpUrl, options.timeouts);
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
    return {
      kind: 'smtp',
      async send(message) {
        try {
          const info = await transport.sendMail({
            from: options.from,
            ...message,
            // Socket timeouts measure silence only: this bounds a server that trickles.
            signal: AbortSignal.timeout(timeouts.totalMs),
          });
          // One recipient: nodemailer fails when it is refused; checked all the same.
          if (info.rejected.length > 0 || info.accepted.length === 0)
            throw Object.assign(new Error('recipient refused'), { code: 'EENVELOPE' });
        } catch (error) {
          options.log({ to: masked(message.to), ...failure(error) }, 'email not sent');
          throw error;
        }
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const raw = (info as { message?: unknown }).message;
      const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(String(raw));
      // Login codes: the owner's alone (folder 0700, messages 0600).
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      chmodSync(options.outboxDir, 0o700);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written whole, then renamed: a reader never sees half a message.
      writeFileSync(`${file}.tmp`, bytes, { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
      options.log({ file: name, to: masked(message.to) }, 'email written to the outbox');
    },
  };
}
