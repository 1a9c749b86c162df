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

/**
 * antd-mobile's default renderer (utils/render.js) re-exports rc-util's CommonJS React/render,
 * which drags Babel's regenerator runtime into the first page although the app always sets its
 * own renderer (src/web/app/antd-render.ts). Its unstable-render.js gets a tiny ESM stand-in.
 */
function antdMobileRender(): Plugin {
  const standIn = fileURLToPath(new URL('./src/web/app/antd-default-render.ts', import.meta.url));
  const warningStandIn = fileURLToPath(new URL('./src/web/app/antd-no-warning.ts', import.meta.url));
  return {
    name: 'enjoy:antd-mobile-render',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/.test(importer)) return null;
      if (source === './render') return standIn;
      // Only its development warning uses it; the CommonJS module would stay in the bundle.
      if (source === 'rc-util/lib/warning') return warningStandIn;
      return null;
    },
  };
}

/**
 * The app's stylesheets and scripts load after the first paint (decision 0011): on home the
 * server's static first screen, with its own style in the page, paints first; other routes
 * show the splash. The built tags are kept, inert, in a <template> (so bench/page.ts still
 * counts them); a small script adds them once the first screen is painted: the stylesheets, the
 * module preloads, then the entry once every stylesheet is applied (or failed), so React never
 * renders unstyled.
 */
const ASSET_LOADER = [
  '(function(){var d=document,h=d.head,n=0;',
  'function add(t){var e=d.createElement(t.tagName);',
  'for(var i=0;i<t.attributes.length;i++)e.setAttribute(t.attributes[i].name,t.attributes[i].value);return e}',
  "function go(){var l=d.getElementById('app-assets').content.children,s=[],e=[],i;",
  "for(i=0;i<l.length;i++)(l[i].tagName==='SCRIPT'?e:s).push(l[i]);",
  'function done(){if(--n===0)for(var j=0;j<e.length;j++)h.appendChild(add(e[j]))}',
  "n=1;for(i=0;i<s.length;i++){var x=add(s[i]);if(x.rel==='stylesheet'){n++;x.onload=x.onerror=done}h.appendChild(x)}",
  'done()}',
  // Once the first screen's main image (its banner, fetchpriority=high) is painted, as the
  // browser reports it (largest-contentful-paint), else a frame after it loaded; on the splash
  // a frame after the first. After 2 s anyway: a page opened in a background tab gets no
  // frames, and a slow image must not hold the app back for long.
  'var g=0;function run(){if(!g){g=1;go()}}',
  'function later(){requestAnimationFrame(function(){setTimeout(run,0)})}',
  "d.addEventListener('DOMContentLoaded',function(){var m=d.querySelector('#root img[fetchpriority=high]'),P=window.PerformanceObserver;",
  'if(!m)return later();',
  "m.addEventListener('error',later);",
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>=0)",
  'new P(function(l,o){l.getEntries().forEach(function(x){if(x.element===m){o.disconnect();setTimeout(run,0)}})})',
  ".observe({type:'largest-contentful-paint',buffered:true});",
  "else if(m.complete)later();else m.addEventListener('load',later)});",
  'setTimeout(run,2000)})()',
].join('');

function deferredAssets(): Plugin {
  return {
    name: 'enjoy:deferred-assets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags =
          /<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>|<link rel="(?:modulepreload|stylesheet)" crossorigin href="\/assets\/[^"]+">/g;
        const found = html.match(tags) ?? [];
        if (!found.some((tag) => tag.startsWith('<script'))) return html;
        const withoutTags = html.replace(tags, '').replace(/\n\s*\n(\s*\n)*/g, '\n');
        // Preloads and stylesheets first, in their order; the entry last.
        // The scripts at low priority: the first screen's images come first.
        const ordered = [
          ...found.filter((t) => !t.startsWith('<script')),
          ...found.filter((t) => t.startsWith('<script')),
        ].map((t) =>
          t.includes('.css"') ? t : t.replace(' crossorigin ', ' crossorigin fetchpriority="low" '),
        );
        return withoutTags.replace(
          '</head>',
          () =>
            `<template id="app-assets">${ordered.join('')}</template><script>${ASSET_LOADER}</script></head>`,
        );
      },
    },
  };
}

/** The libraries the first page runs, bundled with it in one chunk (see build.rolldownOptions). */
const INITIAL_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|zustand|use-sync-external-store)[\\/]/;

const proxied = ['/enjoy-api', '/article', '/media', '/uploads', '/runtime-config.js'];

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    react(),
    devRuntimeConfig(),
    antdMobileRender(),
    deferredAssets(),
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
    rolldownOptions: {
      output: {
        // Short names: the entry carries the file name of every lazy chunk and stylesheet (the
        // preload map of dynamic imports). hls.js keeps its name: the service worker skips it by name.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('hls') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Everything the entry imports statically goes in one chunk: the first page is one
          // request instead of two dozen small ones (each a round trip on a phone network).
          // antd-mobile (and its helpers) is left to the automatic split: its barrel would
          // otherwise mark every component as initial, lazily used ones included.
          groups: [
            { name: 'vendor', test: INITIAL_PACKAGES },
            {
              name: 'index',
              tags: ['$initial'],
              test: (id) => !id.includes('node_modules'),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
