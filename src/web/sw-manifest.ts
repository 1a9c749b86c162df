/**
 * The installable app (issue 6): the web manifest and what the service worker precaches,
 * handed to vite-plugin-pwa by vite.config.ts. Icons are rendered from public/icon.svg by
 * scripts/pwa-icons.mjs.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The title bar's pink (global.css --app-pink) and the page background. */
export const THEME_COLOR = '#d81b60';
export const BACKGROUND_COLOR = '#f6f6f8';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Enjoy Drama',
  short_name: 'Enjoy Drama',
  description: 'Short vertical drama series, episode after episode.',
  lang: 'zh-Hant',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['entertainment'],
  icons: [
    { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};

/**
 * The app shell: the hashed JS and CSS and the static images. Not index.html: the server
 * injects the runtime config into it, so navigations go to the network first (sw.ts). Not the
 * HLS player either (a third of the bytes, and no video plays offline): the browser's HTTP
 * cache keeps it like any hashed asset.
 */
export const precacheGlobs = {
  globPatterns: ['**/*.{js,css,svg,png,webp,woff2}'],
  globIgnores: ['**/*.html', 'sw.js', 'registerSW.js', '**/hls*.js', '**/*.map', '**/*.gz', '**/*.br'],
};
