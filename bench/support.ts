/** What the benchmark scripts share: a free port, and the size of the home route's assets. */
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
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
