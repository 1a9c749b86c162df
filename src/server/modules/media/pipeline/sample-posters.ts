/** The sample dramas' 600×800 posters, drawn as SVG (rendered to WebP by sharp). */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../lib/html.ts';
import { SAMPLE_TAGS, type DramaSpec } from './sample-catalogue.content.ts';
import { wrapWords } from './sample-pictures.ts';

const LATIN_FONTS = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
export const CJK_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

/** A 600×800 poster: gradient, glow, a motif, the English title, and the Chinese one if a CJK font exists. */
export function posterSvg(drama: DramaSpec, episodes: number, withCjk: boolean): string {
  const [light, dark] = drama.colors;
  // A moon and light streaks, placed per drama so the posters differ beyond their colours.
  const seed = createHash('sha256').update(drama.slug).digest();
  const cx = 150 + ((seed[0] ?? 0) % 300);
  const cy = 140 + ((seed[1] ?? 0) % 160);
  const r = 80 + ((seed[2] ?? 0) % 70);
  const tilt = (seed[3] ?? 0) % 300;
  const lines = wrapWords(drama.titles.en.toUpperCase(), 14);
  const size = lines.some((l) => l.length > 11) ? 50 : 58;
  const lineHeight = Math.round(size * 1.12);
  const titleBottom = 650;
  const firstBaseline = titleBottom - (lines.length - 1) * lineHeight;
  const tagLine = drama.tags
    .map((slug) => SAMPLE_TAGS.find((t) => t.slug === slug)?.names.en ?? slug)
    .join('  ·  ')
    .toUpperCase();
  const title = lines
    .map((line, i) => `<tspan x="300" y="${firstBaseline + i * lineHeight}">${escapeHtml(line)}</tspan>`)
    .join('');
  const cjk = withCjk
    ? `<text x="300" y="${firstBaseline - lineHeight - 8}" text-anchor="middle" font-family="'Noto Sans CJK TC', 'Noto Sans CJK SC', sans-serif" font-weight="700" font-size="34" fill="#ffffff" fill-opacity="0.9" letter-spacing="6">${escapeHtml(drama.titles['zh-Hant'])}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.24" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.45" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.72"/>
    </linearGradient>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <rect width="600" height="800" fill="url(#glow)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.14"/>
  <circle cx="${cx}" cy="${cy}" r="${r + 50}" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="2"/>
  <path d="M-40 ${tilt + 260} L640 ${520 - tilt}" stroke="#ffffff" stroke-opacity="0.10" stroke-width="60"/>
  <path d="M-40 ${tilt + 340} L640 ${600 - tilt}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="24"/>
  <rect width="600" height="800" fill="url(#shade)"/>
  <rect x="18" y="18" width="564" height="764" rx="18" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
  ${cjk}
  <text text-anchor="middle" font-family="${LATIN_FONTS}" font-weight="700" font-size="${size}" fill="#ffffff" letter-spacing="1">${title}</text>
  <rect x="250" y="${titleBottom + 26}" width="100" height="3" rx="1.5" fill="#ffffff" fill-opacity="0.8"/>
  <text x="300" y="${titleBottom + 66}" text-anchor="middle" font-family="${LATIN_FONTS}" font-size="18" fill="#ffffff" fill-opacity="0.85" letter-spacing="3">${escapeHtml(tagLine)}</text>
  <text x="300" y="${titleBottom + 100}" text-anchor="middle" font-family="${LATIN_FONTS}" font-size="16" fill="#ffffff" fill-opacity="0.7" letter-spacing="4">${episodes} EPISODE${episodes === 1 ? '' : 'S'}</text>
</svg>`;
}
