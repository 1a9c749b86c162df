/**
 * Media on this server (when MEDIA_BASE_URL is unset): episode files only through a valid
 * signed path, with range support and long cache headers on segments; public posters; and
 * the cheap verify route that nginx's auth_request calls when nginx serves the files itself.
 * The files come from the media store: from disk (@fastify/static) when it is a local folder,
 * else streamed from the bucket (store/send-stored.ts).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyMediaPath } from './media-signing.ts';
import { storeOf, type StoreDeps } from './store/store-deps.ts';
import { cacheControlOf, mediaTypeOf, POSTER_CACHE_CONTROL } from './store/media-types.ts';
import { sendStored } from './store/send-stored.ts';

/** Unsigned requests; posters and episodes may be read by the app on another origin (a CDN). */
const MEDIA_ROUTE = { config: { signed: false, crossOrigin: true } };

const POSTER_RE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}\.webp$/;

export async function mediaRoutes(
  app: FastifyInstance,
  options: StoreDeps & { secret: string; now: () => number },
): Promise<void> {
  const { secret } = options;
  const store = storeOf(options);
  const root = store.localRoot;
  // An encapsulated scope: its sendFile serves from the media root only.
  await app.register(async (scope) => {
    if (root !== undefined) {
      await scope.register(fastifyStatic, {
        root,
        serve: false,
        acceptRanges: true,
        etag: true,
        // Cache-Control is set per file type below.
        cacheControl: false,
      });
    }
    const send = (request: FastifyRequest, reply: FastifyReply, key: string) =>
      root !== undefined ? reply.sendFile(key, root) : sendStored(request, reply, store, key);

    const forbidden = (reply: FastifyReply) =>
      reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Forbidden');

    scope.get('/media/posters/:file', MEDIA_ROUTE, async (request, reply) => {
      const { file } = request.params as { file: string };
      if (!POSTER_RE.test(file)) return reply.callNotFound();
      reply.type('image/webp').header('cache-control', POSTER_CACHE_CONTROL);
      return send(request, reply, `posters/${file}`);
    });

    scope.get('/media/*', MEDIA_ROUTE, async (request, reply) => {
      const check = verifyMediaPath(secret, request.url, Math.floor(options.now() / 1000));
      if (!check.ok) {
        request.log.info({ reason: check.reason }, 'media refused');
        return forbidden(reply);
      }
      const type = mediaTypeOf(check.file);
      if (!type) return forbidden(reply);
      reply.type(type).header('cache-control', cacheControlOf(check.file));
      return send(request, reply, path.posix.join('e', check.mediaKey, check.file));
    });

    // nginx auth_request: 204 when X-Original-URI is a valid signed media path, else 403.
    scope.get('/media-auth', { config: { signed: false } }, async (request, reply) => {
      const original = request.headers['x-original-uri'];
      const uri = Array.isArray(original) ? original[0] : original;
      const check = uri ? verifyMediaPath(secret, uri, Math.floor(options.now() / 1000)) : undefined;
      return check?.ok ? reply.code(204).send() : forbidden(reply);
    });
  });
}
