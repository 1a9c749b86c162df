/**
 * Mail: SMTP through nodemailer when SMTP_URL is set; otherwise the outbox stand-in, which
 * builds the same RFC 822 message with nodemailer and writes it as one .eml file per message
 * into DATA_DIR/outbox, with a log line naming the file (never its content).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

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

export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: (fields: Record<string, unknown>, message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
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
      mkdirSync(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written whole, then renamed: a reader never sees half a message.
      writeFileSync(`${file}.tmp`, bytes);
      renameSync(`${file}.tmp`, file);
      options.log(
        { file: name, to: message.to.replace(/^(.).*(@.*)$/, '$1***$2') },
        'email written to the outbox',
      );
    },
  };
}
