#!/usr/bin/env node
/**
 * Renders the installable app's PNG icons from src/web/public/icon.svg with sharp (committed
 * beside it in src/web/public/pwa/; run again after changing the SVG):
 *
 *   node scripts/pwa-icons.mjs
 *
 * - icon-192.png, icon-512.png: the rounded icon as is ("any" purpose).
 * - icon-maskable-512.png: full-bleed background with the mark inside the central safe zone
 *   (a circle of 40% radius), for launchers that cut their own shape ("maskable" purpose).
 * - apple-touch-icon.png (180x180): iOS wants a square PNG without transparency.
 */
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const outDir = path.join(publicDir, 'pwa');
const svg = await readFile(path.join(publicDir, 'icon.svg'), 'utf8');

// The same artwork without the rounded corners, the mark scaled to 70% around the centre.
const fullBleed = svg
  .replace(/<rect([^>]*?)\srx="\d+"/, '<rect$1')
  .replace(
    /(<circle[^>]*\/>\s*<path[^>]*\/>)/,
    '<g transform="translate(256 256) scale(0.7) translate(-256 -256)">$1</g>',
  );
if (fullBleed === svg) throw new Error('icon.svg changed shape: update scripts/pwa-icons.mjs');

await mkdir(outDir, { recursive: true });
const render = (source, size, file) =>
  sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 512) + 1 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));

await Promise.all([
  render(svg, 192, 'icon-192.png'),
  render(svg, 512, 'icon-512.png'),
  render(fullBleed, 512, 'icon-maskable-512.png'),
  render(fullBleed, 180, 'apple-touch-icon.png'),
]);
console.log(`pwa-icons: wrote 4 icons to ${path.relative(process.cwd(), outDir)}`);
