/**
 * The web app's build. Vite root is src/web; the output goes to dist/web, which the server
 * serves with the runtime config injected in place of the `<!--app-config-->` comment.
 * In dev the API, article pages, media and the runtime config come from the server on :8080.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheGlobs, webManifest } from './src/web/sw-manifest.ts';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** Dev only: load the runtime config from the server instead of having it injected. */
function devRuntimeConfig(): Plugin {
  return {
    name: 'enjoy:dev-runtime-config',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace('<!--app-config-->', '<script src="/runtime-config.js"></script>'),
  };
}

const proxied = ['/enjoy-api', '/article', '/media', '/uploads', '/runtime-config.js'];

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    react(),
    devRuntimeConfig(),
    // The installable app: manifest, icons and the service worker of src/web/sw.ts (decision 0009).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: 'script-defer',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: webManifest,
      injectManifest: precacheGlobs,
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // The entry chunk holds React, the router, i18next, TanStack Query and zod (about 120 KB
    // gzipped, 385 KB raw); anything above this limit would be a new regression worth a look.
    chunkSizeWarningLimit: 450,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
