/**
 * Security headers for every response (issue 14, docs/decisions/0017): @fastify/helmet, registered
 * once, with the Content-Security-Policy of each kind of response built from the
 * configuration in security-policies.ts, and nowhere else.
 *
 * - Every response gets helmet's headers with the resource policy below (API answers, assets,
 *   media, and sw.js, whose policy is the service worker's own: it fetches posters from the
 *   media origin).
 * - A page says what it is with `reply.securePage(kind)`: `document` (the articles, framed by
 *   the app's agreement popup), `stand-in` (the sandbox gateway's and the OAuth stand-in's
 *   pages: never framed, forms to this site only); the app shell (spa.ts) calls
 *   `reply.secureAppShell(scripts)`, whose policy also depends on the pixels configured in the
 *   system settings, read per response (they change at run time).
 * - Inline scripts are allowed by their SHA-256 hash, never by a nonce: the service worker
 *   keeps the shell for offline use, and a hash depends on the page's text only (0017).
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSecurityPolicies,
  type PageKind,
  type PixelSettings,
  type PolicyConfig,
} from './security-policies.ts';

export interface SecurityHeadersOptions {
  config: PolicyConfig;
  /** The settings now (the settings service caches them for a few seconds). */
  pixels: () => Promise<PixelSettings>;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Marks this response as a server-rendered page of `kind`; `scripts`: its inline scripts. */
    securePage(kind: PageKind, scripts?: readonly string[]): FastifyReply;
    /**
     * Marks this response as the app shell; `scripts`: every inline script in it. Resolves to
     * nothing: a reply is a thenable that settles when it is sent.
     */
    secureAppShell(scripts: readonly string[]): Promise<void>;
    /** Sets the headers every response carries (the routes get them by themselves). */
    withSecurityHeaders(): FastifyReply;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media that a page of another origin may read (the app behind a media CDN): CORP cross-origin. */
    crossOrigin?: boolean;
  }
}

/**
 * The headers helmet sets for `options`, worked out once by helmet itself on a throwaway
 * server: they are the same for every response, and helmet's middleware, run per request,
 * cost about 15 µs of a 60 µs API answer here (bench/RESULTS.md). A header object set by one
 * synchronous hook costs almost nothing.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', () => 'probe');
  const bare = Fastify({ logger: false });
  bare.get('/', () => 'probe');
  try {
    const [withHelmet, without] = await Promise.all([probe.inject('/'), bare.inject('/')]);
    return Object.fromEntries(
      Object.entries(withHelmet.headers)
        .filter(([name, value]) => typeof value === 'string' && !(name in without.headers))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await Promise.all([probe.close(), bare.close()]);
  }
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const policies = createSecurityPolicies(options.config);
    const everyResponse = await helmetHeaders(policies.helmet);
    const crossOriginMedia = await helmetHeaders({
      ...policies.helmet,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    // Per route (no global hook: the server runs no request phase that no route needs), first
    // in each route's onRequest hooks, so even a refused signature carries them.
    app.addHook('onRoute', (route) => {
      const headers = route.config?.crossOrigin === true ? crossOriginMedia : everyResponse;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [
        (_request, reply, done) => {
          reply.headers(headers);
          done();
        },
        ...own,
      ];
    });
    /** For answers outside the routes (the not-found handler): the headers every response has. */
    app.decorateReply('withSecurityHeaders', function withSecurityHeaders(this: FastifyReply): FastifyReply {
      return this.headers(everyResponse);
    });
    app.decorateReply(
      'securePage',
      function securePage(this: FastifyReply, kind: PageKind, scripts: readonly string[] = []): FastifyReply {
        return this.headers(policies.page(kind, scripts));
      },
    );
    app.decorateReply(
      'secureAppShell',
      async function secureAppShell(this: FastifyReply, scripts: readonly string[]): Promise<void> {
        const pixels = await options.pixels().catch((error: unknown) => {
          // Without the settings the pixels are not allowed (and the app shows without them).
          this.log.warn({ err: error }, 'settings unavailable for the page policy');
          return { pixel_facebook: '', pixel_tiktok: '' };
        });
        this.headers(policies.appShell(scripts, pixels));
      },
    );
  },
  { name: 'security-headers' },
);
