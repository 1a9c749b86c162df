/**
 * Serves the built SPA (dist/web) on the same port as the API: hashed assets with long cache
 * headers and pre-compressed variants, and index.html with the public runtime config
 * injected (DESIGN.md section 2), for every client-side route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, APP_VERSION } from '#shared/constants.ts';
import { languageFromCookie, type LanguageId } from '#shared/languages.ts';

export interface RuntimeConfig {
  apiSignKey: string;
  apiBase: string;
  version: string;
  mediaBaseUrl: string;
  /** Facebook's JS SDK and TikTok's authorize page when not the providers' own ('' = theirs). */
  facebookSdkUrl: string;
  tiktokAuthorizeUrl: string;
  /** 1 while stand-in payments or logins are on (SANDBOX): every page shows the ribbon. */
  sandbox: 0 | 1;
  /** Which stand-ins run, so the ribbon names them: the payment gateway, the social logins. */
  sandboxPay: 0 | 1;
  sandboxLogins: 0 | 1;
}

export function runtimeConfigScript(config: RuntimeConfig): string {
  // JSON in a <script>: escape "<" so no value can close the tag.
  return `window.__APP_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')};`;
}

export function buildRuntimeConfig(options: {
  apiSignKey: string;
  mediaBaseUrl: string | undefined;
  facebookSdkUrl?: string | undefined;
  tiktokAuthorizeUrl?: string | undefined;
  /** The stand-ins running: the sandbox payment gateway, the Facebook or TikTok stand-in logins. */
  sandbox?: { pay: boolean; logins: boolean };
}): RuntimeConfig {
  const pay = options.sandbox?.pay === true;
  const logins = options.sandbox?.logins === true;
  return {
    apiSignKey: options.apiSignKey,
    apiBase: API_PREFIX,
    version: APP_VERSION,
    mediaBaseUrl: options.mediaBaseUrl ?? '',
    facebookSdkUrl: options.facebookSdkUrl ?? '',
    tiktokAuthorizeUrl: options.tiktokAuthorizeUrl ?? '',
    sandbox: pay || logins ? 1 : 0,
    sandboxPay: pay ? 1 : 0,
    sandboxLogins: logins ? 1 : 0,
  };
}

/** Files of the installable app that are never served from a stale cache (decision 0009). */
const PWA_REVALIDATED_FILES = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

export interface SpaHandle {
  /** Sends index.html (for client routes); false when no build exists. */
  sendIndex(reply: FastifyReply): Promise<boolean>;
}

/**
 * Data the first paint needs, in the page itself (docs/decisions/0006): the system settings
 * and the home feed in the site's default language (or the visitor's chosen one, decision
 * 0021), and the image to fetch first.
 */
export interface BootData {
  data: unknown;
  preloadImage?: string | undefined;
  /** Home's static first screen (decision 0011): HTML for #root and the style it needs. */
  firstScreen?: { html: string; css: string } | undefined;
}

/** The routes of home, which get the static first screen; other routes keep the splash. */
const HOME_PATHS = new Set(['/', '/pages/index/index', '/pages/index/index/']);

/** The splash inside #root of the built index.html, replaced by the first screen on home. */
const SPLASH = /<!--app-screen-->[\s\S]*?<!--\/app-screen-->/;

/** The players' routes (`immersive` in the web's paths.ts): their splash is black, as they are. */
const IMMERSIVE_PATHS = new Set(['/pages/video/play', '/pages/user/downloads/play']);
const DARK_SPLASH =
  '<div class="boot-splash boot-dark" aria-busy="true"><img src="/icon.svg" width="72" height="72" alt="" /></div>';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The text of the boot data's script, made once per boot snapshot (one object per boot-data build). */
const bootScripts = new WeakMap<BootData, string>();
function bootScript(boot: BootData): string {
  let text = bootScripts.get(boot);
  if (text === undefined) {
    text = `window.__BOOT__=${JSON.stringify(boot.data).replace(/</g, '\\u003c')};`;
    bootScripts.set(boot, text);
  }
  return text;
}

/** The inline scripts of a first screen (Continue watching's room), found once per boot snapshot. */
const screenScripts = new WeakMap<object, string[]>();
function firstScreenScripts(screen: { html: string }): string[] {
  let scripts = screenScripts.get(screen);
  if (scripts === undefined) {
    scripts = inlineScripts(screen.html);
    screenScripts.set(screen, scripts);
  }
  return scripts;
}

/**
 * The text of every inline script of a page (those without src), which its
 * Content-Security-Policy allows by hash (plugins/security-headers.ts, decision 0017).
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/** The boot data, and on home (`withPreload`) the preload of its first banner. */
export function bootHtml(boot: BootData, withPreload = true): string {
  const script = `<script>${bootScript(boot)}</script>`;
  const preload =
    withPreload && boot.preloadImage
      ? `<link rel="preload" as="image" href="${escapeAttribute(boot.preloadImage)}" fetchpriority="high">`
      : '';
  return `${preload}${script}`;
}

export async function registerSpa(
  app: FastifyInstance,
  options: {
    webRoot: string;
    runtime: RuntimeConfig;
    /** `requested`: the language the visitor chose (its cookie), if any. */
    boot?: (requested?: LanguageId) => Promise<BootData | undefined>;
  },
): Promise<SpaHandle> {
  const script = runtimeConfigScript(options.runtime);
  app.get('/runtime-config.js', { config: { signed: false } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );

  const indexFile = path.join(options.webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot: options.webRoot }, 'no web build found: run `npm run build` to serve the app');
    return { sendIndex: async () => false };
  }
  const withConfig = (html: string): string => {
    const page = html.replace('<!--app-config-->', `<script>${script}</script><!--app-boot-->`);
    // While stand-ins run, the page keeps room for the sandbox strip from its first paint.
    return options.runtime.sandbox ? page.replace(/<html\b/, '<html data-sandbox') : page;
  };
  // A rebuild under the running server (npm run build, a deploy that swaps dist/web) replaces
  // index.html and deletes the old hashed assets: the page is read again when it changed, or
  // every visitor would get a page whose scripts are gone (a blank screen).
  const load = (html: string, mtimeMs: number) => {
    const page = withConfig(html);
    return { html: page, scripts: inlineScripts(page), mtimeMs };
  };
  let index = load(readFileSync(indexFile, 'utf8'), (await stat(indexFile)).mtimeMs);
  const currentIndex = async (): Promise<typeof index> => {
    const mtimeMs = await stat(indexFile).then(
      (s) => s.mtimeMs,
      () => index.mtimeMs, // gone for a moment while a build writes it: keep the last one
    );
    if (mtimeMs !== index.mtimeMs) {
      const html = await readFile(indexFile, 'utf8').catch(() => undefined);
      if (html?.includes('<!--app-config-->')) index = load(html, mtimeMs);
    }
    return index;
  };

  await app.register(fastifyStatic, {
    root: options.webRoot,
    prefix: '/',
    index: false,
    wildcard: true,
    // reply.sendFile belongs to the media routes' own scope.
    decorateReply: false,
    preCompressed: true,
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker and its manifest must be revalidated on every check, or a
      // deploy would reach installed apps only after the cache expired (decision 0009).
      const revalidate = PWA_REVALIDATED_FILES.has(path.basename(filePath).replace(/\.(br|gz)$/, ''));
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=3600',
      );
      if (filePath.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
    },
  });

  const handle: SpaHandle = {
    async sendIndex(reply) {
      // Without boot data (or if it fails) the app simply fetches everything itself.
      const requested = languageFromCookie(reply.request.headers.cookie);
      const boot = await options.boot?.(requested).catch((error: unknown) => {
        reply.log.warn({ err: error }, 'boot data unavailable');
        return undefined;
      });
      const pathname = reply.request.url.split('?')[0] ?? '';
      const screen = boot?.firstScreen && HOME_PATHS.has(pathname) ? boot.firstScreen : undefined;
      // Function replacements: a "$" in the data must stay as it is.
      // The banner image is preloaded on home only: elsewhere it is not shown, and Chromium
      // warns about a preload left unused.
      const head =
        (screen ? `<style>${screen.css}</style>` : '') +
        (boot ? bootHtml(boot, HOME_PATHS.has(pathname)) : '');
      const page = await currentIndex();
      let html = page.html.replace('<!--app-boot-->', () => head);
      if (screen) html = html.replace(SPLASH, () => screen.html);
      else if (IMMERSIVE_PATHS.has(pathname)) html = html.replace(SPLASH, DARK_SPLASH);
      // Its inline scripts (runtime config, boot data, the asset loader, the first screen's) are
      // allowed by hash.
      await reply.secureAppShell(
        boot
          ? [...page.scripts, bootScript(boot), ...(screen ? firstScreenScripts(screen) : [])]
          : page.scripts,
      );
      void reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The boot data and the first screen follow the language cookie.
        .header('vary', 'cookie')
        .send(html);
      return true;
    },
  };
  // The static wildcard would treat "/" as a directory listing; the app lives there.
  app.get('/', { config: { signed: false } }, async (_request, reply) => {
    await handle.sendIndex(reply);
    return reply;
  });
  return handle;
}
