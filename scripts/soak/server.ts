/**
 * Real server processes for the soak (`node --import tsx src/server/main.ts`, as the crash
 * test of wallet-crash.api.test.ts starts them): spawned on a free loopback port with the
 * soak's keys, their log lines kept in a file, killed with SIGKILL and started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import getPort from 'get-port';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Variables of the parent that must not reach a spawned server (the soak decides them). */
const DROPPED_ENV = [
  'PUBLIC_URL',
  'DATABASE_URL',
  'PAY_SANDBOX',
  'OAUTH_SANDBOX',
  'SANDBOX',
  'TRUST_PROXY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'SMTP_URL',
  'MEDIA_BASE_URL',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'TIKTOK_CLIENT_KEY',
  'TIKTOK_CLIENT_SECRET',
  'DATA_IN_MEMORY',
  'NODE_OPTIONS',
];

function probe(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'GET', path: '/enjoy-api/', agent: false, timeout: 2000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(true));
      },
    );
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

export interface ServerOptions {
  /** A label for logs and reports ("fuzz-1", "money-a"). */
  name: string;
  dataDir: string;
  logDir: string;
  env: Record<string, string>;
}

/** One server slot: a process that can be killed and started again on the same port. */
export class ServerProcess {
  readonly name: string;
  port = 0;
  child: ChildProcess | undefined;
  starts = 0;
  /** Milliseconds each start took until the server answered. */
  readonly startMs: number[] = [];
  private readonly options: ServerOptions;
  private exited: Promise<void> = Promise.resolve();

  constructor(options: ServerOptions) {
    this.options = options;
    this.name = options.name;
  }

  get logFile(): string {
    return path.join(this.options.logDir, `${this.name}.log`);
  }

  /** Started and answering, not killed since. */
  ready = false;

  get alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.port === 0) this.port = await getPort({ host: '127.0.0.1' });
    mkdirSync(this.options.dataDir, { recursive: true });
    mkdirSync(this.options.logDir, { recursive: true });
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !DROPPED_ENV.includes(name)),
    );
    Object.assign(env, this.options.env, {
      DATA_DIR: this.options.dataDir,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SAMPLE_CATALOGUE: '0',
    });
    const log = openSync(this.logFile, 'a');
    const began = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.starts++;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) break;
      if (await probe(this.port)) {
        this.startMs.push(Date.now() - began);
        this.ready = true;
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGKILL');
    throw new Error(`${this.name} did not start; its log:\n${this.tail(40)}`);
  }

  /** SIGKILL, and wait until the process is gone. */
  async kill(): Promise<void> {
    if (!this.child) return;
    this.ready = false;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** A graceful stop (SIGTERM), falling back to SIGKILL. */
  async stop(): Promise<void> {
    if (!this.alive || !this.child) return;
    const child = this.child;
    this.ready = false;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** The last lines of the log file. */
  tail(lines: number): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}

/** Log lines (pino JSON) of a server at level error or worse, parsed. */
export interface LogLine {
  level: number;
  msg?: string;
  url?: string;
  method?: string;
  status?: number;
  err?: { type?: string; message?: string; stack?: string; code?: string };
  time?: number;
}

export function errorLines(file: string): LogLine[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const out: LogLine[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const parsed = JSON.parse(line) as LogLine;
      if (typeof parsed.level === 'number' && parsed.level >= 50) out.push(parsed);
    } catch {
      // not a log line
    }
  }
  return out;
}
