#!/usr/bin/env node
/**
 * Pre-compresses a build: writes NAME.gz and NAME.br beside every .js/.css/.html/.svg/.json
 * file over 1 KB under the given folder (default dist/web), for the server's preCompressed
 * static serving (an uncompressed bundle cost 11 Lighthouse points, STACK.md).
 *
 *   node scripts/compress-assets.mjs dist/web
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function compressFile(file) {
  const source = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipAsync(source, { level: 9 }),
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]:
          file.endsWith('.svg') || file.endsWith('.html') || file.endsWith('.json')
            ? constants.BROTLI_MODE_TEXT
            : constants.BROTLI_MODE_GENERIC,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return { raw: source.length, gz: gz.length, br: br.length };
}

async function main() {
  const root = path.resolve(process.argv[2] ?? 'dist/web');
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) {
    console.error(`compress-assets: ${root} is not a folder (build first)`);
    process.exit(1);
  }
  let count = 0;
  let raw = 0;
  let gz = 0;
  let br = 0;
  for await (const file of walk(root)) {
    if (!EXTENSIONS.has(path.extname(file))) continue;
    if ((await stat(file)).size <= MIN_BYTES) continue;
    const sizes = await compressFile(file);
    count += 1;
    raw += sizes.raw;
    gz += sizes.gz;
    br += sizes.br;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`compress-assets: ${count} files, ${kb(raw)} -> gzip ${kb(gz)}, brotli ${kb(br)}`);
}

await main();
