/**
 * What the benchmark scripts share: a free port, the API server process, the size of the home
 * route's assets, CPU time.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import getPort from 'get-port';

const root = path.resolve(import.meta.dirname, '..');

/** A free loopback port for a server process (get-port: never the same one twice in this process). */
export function freePort(): Promise<number> {
  return getPort({ host: '127.0.0.1' });
}

/**
 * With two or more cores, the load generator (this process) runs on CPU 0 and each server on
 * CPU 1, so the API and the bare yardstick are measured alike and do not fight the client.
 */
export const PIN = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
export function pinned(command: string, args: string[]): [string, string[]] {
  return PIN ? ['taskset', ['-c', '1', command, ...args]] : [command, args];
}

export interface ApiServer {
  base: string;
  pid: number | undefined;
  /** Stops it gracefully (SIGTERM) and waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * The real server (src/server/main.ts) on a free loopback port, pinned, waiting until it
 * answers; `onLine` sees each line it prints (its JSON log).
 */
export async function startApiServer(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  env: Record<string, string>;
  onLine?: (line: string) => void;
}): Promise<ApiServer> {
  const port = await freePort();
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, Performance tab).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  const child: ChildProcess = spawn(
    ...pinned(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')]),
    {
      cwd: root,
      env: {
        ...process.env,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        // The bench writes its own catalogue: no sample transcodes competing for the CPU.
        SAMPLE_CATALOGUE: '0',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) options.onLine?.(line);
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150 && !gone; i++) {
    const ok = await fetch(`${base}/runtime-config.js`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (gone) throw new Error('the API server exited before it answered');
  return {
    base,
    pid: child.pid,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      await exited;
      if (rest) options.onLine?.(rest);
    },
  };
}

/** Initial JS and CSS of home: every asset index.html references, gzip -9; undefined without a build. */
export function homeRouteSizes(): { js: number; css: number } | undefined {
  const webRoot = path.join(root, 'dist', 'web');
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(readFileSync(path.join(webRoot, ref)), { level: 9 }).length;
    if (ref.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css };
}

const CLOCK_TICKS_PER_S = ((): number => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(out.stdout.trim()) || 100;
})();

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; undefined where there is
 * no /proc. Per request, it says what a server costs whatever the load generator could send.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}
