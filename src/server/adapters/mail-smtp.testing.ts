/**
 * Test helpers for the real mail path: an SMTP server (smtp-server) on 127.0.0.1 that requires
 * AUTH PLAIN and can refuse, stall or hold what it is sent; and a reader of the RFC 822
 * messages it received (headers, encoded words, the text and HTML parts).
 */
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export const USER = 'mailer';
export const PASS = 'p4ss-w0rd';

/* ---------------------------------------------------------------- the SMTP server */

export interface Received {
  from: string;
  to: string[];
  user: unknown;
  raw: string;
}

/** How the server treats the next sessions. */
export type Mode = 'accept' | 'refuse-auth' | 'refuse-rcpt' | 'refuse-data' | 'stall-data' | 'hold-data';

export interface TestSmtp {
  port: number;
  mode: Mode;
  /** Every message whose DATA arrived, refused ones included. */
  received: Received[];
  /** Resolves when a 'hold-data' message is in; release() then refuses it. */
  held(): Promise<{ release(): void }>;
  close(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

export async function startSmtp(): Promise<TestSmtp> {
  const waiting: ((held: { release(): void }) => void)[] = [];
  const state: TestSmtp = {
    port: 0,
    mode: 'accept',
    received: [],
    held: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN'],
    // Plain AUTH over a connection without TLS: only ever on 127.0.0.1 in this test.
    allowInsecureAuth: true,
    logger: false,
    // A stalled session is the client's to end; closing the server need not wait 30 s for it.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      const ok = auth.method === 'PLAIN' && auth.username === USER && auth.password === PASS;
      if (!ok || state.mode === 'refuse-auth') {
        callback(smtpError('Invalid username or password', 535));
        return;
      }
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      callback(state.mode === 'refuse-rcpt' ? smtpError('No such user here', 550) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        const user: unknown = session.user;
        state.received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (state.mode === 'accept') callback(null, 'Queued');
        else if (state.mode === 'refuse-data') callback(smtpError('Message refused', 554));
        else if (state.mode === 'hold-data') {
          const release = () => callback(smtpError('Message refused', 554));
          const next = waiting.shift();
          if (next) next({ release });
          else release();
        }
        // 'stall-data': never answers; the client's socket timeout ends it.
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as net.AddressInfo).port;
  return state;
}

/* ---------------------------------------------------------------- reading a message */

/** Quoted-printable (RFC 2045 6.7) to bytes, read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(input[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (UTF-8, B or Q) in a header value; adjacent words join. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQbq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_, charset: string, kind: string, data: string) => {
      expect(charset.toLowerCase()).toBe('utf-8');
      return kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' '));
    });
}

interface Part {
  /** Header lines as they stand (unfolded), names lowercased. */
  headers: [string, string][];
  header(name: string): string | undefined;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = head
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
  return {
    headers,
    header: (name) => headers.find(([n]) => n === name.toLowerCase())?.[1],
    body,
  };
}

/** The content type's value and its boundary or charset. */
export function contentType(part: Part) {
  const value = part.header('content-type') ?? '';
  const param = (name: string) => new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(value)?.[1];
  return {
    type: value.split(';')[0]?.trim().toLowerCase(),
    boundary: param('boundary'),
    charset: param('charset')?.toLowerCase(),
  };
}

export interface Mail {
  message: Part;
  subject: string;
  text: string;
  html: string;
  textPart: Part;
  htmlPart: Part;
  type: string | undefined;
}

export function readMail(raw: string): Mail {
  expect(raw).toContain('\r\n');
  const message = parsePart(raw);
  const { type, boundary } = contentType(message);
  expect(boundary).toBeTruthy();
  const parts = message.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .map((p) => parsePart(p.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  const find = (t: string) => {
    const part = parts.find((p) => contentType(p).type === t);
    if (!part) throw new Error(`no ${t} part`);
    return part;
  };
  const textPart = find('text/plain');
  const htmlPart = find('text/html');
  return {
    message,
    type,
    subject: decodeWords(message.header('subject') ?? ''),
    text: decodeBody(textPart.body, textPart.header('content-transfer-encoding')).trim(),
    html: decodeBody(htmlPart.body, htmlPart.header('content-transfer-encoding')).trim(),
    textPart,
    htmlPart,
  };
}
