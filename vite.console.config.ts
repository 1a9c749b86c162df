/**
 * The operator console's build (issue 17, DESIGN 4): its own Vite root (src/console), base
 * /console/, output dist/console, which the server serves (src/server/plugins/console-app.ts).
 * Nothing of src/web: no PWA, no runtime config, no first screen; the viewer app's bundle
 * is built by vite.config.ts alone and does not change when the console does.
 * In dev (`npm run dev:console`, http://127.0.0.1:5174/console/) /console-api goes to the
 * server on :8080.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CONSOLE_API_PREFIX } from './src/shared/contract/console-auth.ts';

const consoleRoot = fileURLToPath(new URL('./src/console', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/console', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxy = { [CONSOLE_API_PREFIX]: { target: apiTarget, changeOrigin: false } };

/**
 * antd and its rc-components, in one long-cached chunk that changes only with their versions;
 * their locale files stay apart, loaded with the console's texts for the active language only.
 */
/**
 * tus-js-client 4.3.1's package.json names an ES build (lib.esm) that its package does not ship:
 * Vite's dev server and Vitest cannot resolve it (the production build falls back by itself).
 * Its browser sources (ES modules) are named here; vitest.config.ts uses the same for jsdom.
 */
export const TUS_BROWSER_ALIAS = {
  find: /^tus-js-client$/,
  replacement: createRequire(import.meta.url).resolve('tus-js-client/lib/browser/index.js'),
};

const ANTD_PACKAGES = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs)[\\/]/;
const LOCALE_FILE = /[\\/]locale[\\/]/;

export default defineConfig({
  root: consoleRoot,
  base: '/console/',
  publicDir: 'public',
  plugins: [react()],
  resolve: { alias: [TUS_BROWSER_ALIAS] },
  build: {
    outDir,
    emptyOutDir: true,
    // antd 6 with tables, forms and date pickers is about 1.2 MB raw (380 KB gzipped): an
    // operator's desktop, loaded once and cached for a year.
    chunkSizeWarningLimit: 1400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'antd', test: (id) => ANTD_PACKAGES.test(id) && !LOCALE_FILE.test(id) }],
        },
      },
    },
  },
  server: { port: 5174, proxy },
  preview: { port: 5174, proxy },
});
