/** What the benchmark scripts share: a free port, the size of the home route's assets, CPU time. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import getPort from 'get-port';

const root = path.resolve(import.meta.dirname, '..');

/** A free loopback port for a server process (get-port: never the same one twice in this process). */
export function freePort(): Promise<number> {
  return getPort({ host: '127.0.0.1' });
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
