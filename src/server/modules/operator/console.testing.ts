/**
 * Test helpers for /console-api routes: calls through app.inject with the session cookie and
 * the CSRF token, a movable clock, and an operator made and signed in the way a person does
 * it (setup link, a real TOTP code from otplib, password).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import {
  CONSOLE_API_PREFIX,
  CSRF_HEADER,
  meResponse,
  type OperatorRole,
} from '#shared/contract/console-auth.ts';
import type { AnyEnvelope } from '#shared/contract/envelope.ts';
import { CLI_ACTOR } from './audit.service.ts';
import { OPERATOR_COOKIE } from '../../plugins/operator-session.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

/** The app's clock in a test: starts at a fixed instant, moves only when told. */
export function testClock(start = Date.parse('2026-11-26T09:00:10Z')) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export interface ConsoleSession {
  cookie: string;
  csrf: string;
}

export interface ConsoleResult {
  status: number;
  body: AnyEnvelope;
  raw: LightMyRequestResponse;
}

export interface ConsoleCallOptions {
  body?: unknown;
  session?: ConsoleSession;
  /** The x-csrf-token sent: the session's unless given; null sends none. */
  csrf?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

export async function consoleCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: ConsoleCallOptions = {},
): Promise<ConsoleResult> {
  const csrf = options.csrf === undefined ? options.session?.csrf : options.csrf;
  const raw = await app.inject({
    method,
    url: `${CONSOLE_API_PREFIX}${path}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      language: '3',
      ...(options.session ? { cookie: `${OPERATOR_COOKIE}=${options.session.cookie}` } : {}),
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  return { status: raw.statusCode, body: JSON.parse(raw.body) as AnyEnvelope, raw };
}

/** The Set-Cookie header of a response, as one string ('' when none). */
export function setCookieOf(res: ConsoleResult): string {
  const header = res.raw.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : (header ?? '');
}

/** The session a login or setup answer opened: its cookie and CSRF token. */
export function sessionOf(res: ConsoleResult): ConsoleSession {
  const match = new RegExp(`${OPERATOR_COOKIE}=([^;]*)`).exec(setCookieOf(res));
  const me = meResponse.parse(res.body.data);
  if (!match?.[1]) throw new Error(`no session cookie in ${JSON.stringify(res.raw.headers)}`);
  return { cookie: match[1], csrf: me.csrf_token };
}

/** The code an authenticator app shows at `nowMs`. */
export function totpAt(secret: string, nowMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000) });
}

export function setupTokenOf(setupUrl: string): string {
  return new URL(setupUrl).hash.replace(/^#token=/, '');
}

/**
 * An operator made by the command line's service call, set up through the API (start, a real
 * code, finish) and signed in; the clock then moves to the next TOTP step so a login may follow.
 */
export async function setUpOperator(
  app: FastifyInstance,
  clock: TestClock,
  input: { email: string; role: OperatorRole; name?: string; ip?: string },
): Promise<{ id: number; secret: string; session: ConsoleSession; email: string }> {
  const created = await app.services.operators.create(CLI_ACTOR, {
    email: input.email,
    role: input.role,
    name: input.name ?? input.email.split('@')[0] ?? 'operator',
  });
  const token = setupTokenOf(created.setup_url);
  const ip = input.ip ?? '127.0.0.1';
  const start = await consoleCall(app, 'POST', '/auth/setup/start', { body: { token }, ip });
  const secret = (start.body.data as { totp_secret: string }).totp_secret;
  const finish = await consoleCall(app, 'POST', '/auth/setup/finish', {
    body: { token, password: TEST_PASSWORD, totp_code: await totpAt(secret, clock.now()) },
    ip,
  });
  if (finish.body.code !== 200) throw new Error(`setup failed: ${JSON.stringify(finish.body)}`);
  clock.advance(30_000);
  return { id: created.id, secret, session: sessionOf(finish), email: input.email };
}

/** Signs in with the password and the code of the clock's step. */
export async function login(
  app: FastifyInstance,
  clock: TestClock,
  who: { email: string; secret: string },
  options: { password?: string; code?: string; ip?: string } = {},
): Promise<ConsoleResult> {
  return consoleCall(app, 'POST', '/auth/login', {
    body: {
      email: who.email,
      password: options.password ?? TEST_PASSWORD,
      totp_code: options.code ?? (await totpAt(who.secret, clock.now())),
    },
    ip: options.ip ?? '127.0.0.1',
  });
}

/** A picture and its crop fields posted as the console's multipart form (posters, banners). */
export function postImage(
  app: FastifyInstance,
  session: ConsoleSession,
  path: string,
  bytes: Buffer,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const boundary = 'image-boundary-1234';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `${CONSOLE_API_PREFIX}${path}`,
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: `${OPERATOR_COOKIE}=${session.cookie}`,
      [CSRF_HEADER]: session.csrf,
    },
  });
}

/** An owner (Olga), an editor (Edda) and a support operator (Sue), each signed in. */
export async function setUpConsoleTeam(
  app: FastifyInstance,
  clock: TestClock,
): Promise<{ owner: ConsoleSession; editor: ConsoleSession; support: ConsoleSession }> {
  const as = async (email: string, role: OperatorRole, name: string) =>
    (await setUpOperator(app, clock, { email, role, name })).session;
  return {
    owner: await as('owner@example.com', 'owner', 'Olga'),
    editor: await as('ed@example.com', 'editor', 'Edda'),
    support: await as('sue@example.com', 'support', 'Sue'),
  };
}
