/**
 * Real processes for tests that need more than one machine's worth: the server entry
 * (src/server/main.ts), `npm run worker` (scripts/worker.ts) and the admin command, each with
 * its own environment, their output kept for a failure's message; plus signed viewer calls and
 * console calls over HTTP. Every child is killed by `killAll` (call it in afterAll).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_PREFIX } from '#shared/constants.ts';
import { CONSOLE_API_PREFIX, CSRF_HEADER } from '#shared/contract/console-auth.ts';
import type { AnyEnvelope } from '#shared/contract/envelope.ts';
import { canonicalQuery, signRequest } from '#shared/signing.ts';
import { OPERATOR_COOKIE } from '../plugins/operator-session.ts';
import type { ConsoleSession } from '../modules/operator/console.testing.ts';
import { TEST_SIGN_KEY } from './build-test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const children: ChildProcess[] = [];

export interface Child {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** `node --import tsx <entry> ...args` from the repository's root, with only `env` (and PATH, HOME). */
export function startNode(entry: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => text };
}

export function killAll(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Polls `check` (100 ms apart) until it answers something; throws at the deadline or when it throws. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  details: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${details()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until a process started by startNode prints `text` (or exits: then throws). */
export async function waitForOutput(process: Child, text: string, timeoutMs = 60_000): Promise<void> {
  let exited = false;
  void process.exited.then(() => (exited = true));
  await until(
    `"${text}"`,
    async () => {
      if (process.output().includes(text)) return true;
      if (exited) throw new Error(`exited before "${text}":\n${process.output()}`);
      return undefined;
    },
    timeoutMs,
    process.output,
  );
}

export interface HttpEnvelope {
  status: number;
  body: AnyEnvelope;
  headers: Headers;
}

async function envelopeOf(res: Response): Promise<HttpEnvelope> {
  const text = await res.text();
  let body: AnyEnvelope;
  try {
    body = JSON.parse(text) as AnyEnvelope;
  } catch {
    body = { code: -1, msg: text.slice(0, 200), data: null };
  }
  return { status: res.status, body, headers: res.headers };
}

/** A viewer's signed API call (the test sign key) to a server at `origin`. */
export async function viewerCall(
  origin: string,
  method: 'GET' | 'POST',
  apiPath: string,
  options: { body?: unknown; query?: Record<string, string>; token?: string } = {},
): Promise<HttpEnvelope> {
  const time = Math.floor(Date.now() / 1000);
  const search = new URLSearchParams(options.query ?? {}).toString();
  const payload = method === 'POST' ? JSON.stringify(options.body ?? {}) : canonicalQuery(search);
  const sign = signRequest({ key: TEST_SIGN_KEY, method, path: apiPath, time, payload });
  const res = await fetch(`${origin}${API_PREFIX}${apiPath}${search ? `?${search}` : ''}`, {
    method,
    headers: {
      ver: '1.0.0',
      language: '3',
      debug: '0',
      osType: '0',
      appId: '1',
      product: '1',
      time: String(time),
      sign,
      ...(options.token ? { token: options.token } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: payload } : {}),
  });
  return envelopeOf(res);
}

/** An operator's console call to a server at `origin` (cookie and CSRF token of `session`). */
export async function consoleHttp(
  origin: string,
  method: 'GET' | 'POST',
  apiPath: string,
  options: { session?: ConsoleSession; body?: unknown; form?: FormData } = {},
): Promise<HttpEnvelope> {
  const { session } = options;
  const json = options.body === undefined ? undefined : JSON.stringify(options.body);
  const res = await fetch(`${origin}${CONSOLE_API_PREFIX}${apiPath}`, {
    method,
    headers: {
      language: '3',
      ...(session ? { cookie: `${OPERATOR_COOKIE}=${session.cookie}`, [CSRF_HEADER]: session.csrf } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(json ? { body: json } : options.form ? { body: options.form } : {}),
  });
  return envelopeOf(res);
}

/** The operator session a setup or login answer opened. */
export function consoleSessionOf(res: HttpEnvelope): ConsoleSession {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => new RegExp(`^${OPERATOR_COOKIE}=([^;]*)`).exec(c)?.[1])
    .find(Boolean);
  const csrf = (res.body.data as { csrf_token?: string } | null)?.csrf_token;
  if (!cookie || !csrf) throw new Error(`no console session in ${JSON.stringify(res.body)}`);
  return { cookie, csrf };
}
