/**
 * Media on this server (when MEDIA_BASE_URL is unset): episode files only through a valid
 * signed path, with range support and long cache headers on segments; public posters; and
 * the cheap verify route that nginx's auth_request calls when nginx serves the files itself.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { verifyMediaPath } from './media-signing.ts';

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
  // Subtitle tracks (./subtitles/subtitle.service.ts): subs/<language>.vtt beside their playlist.
  '.vtt': 'text/vtt; charset=utf-8',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

/** Unsigned requests; posters and episodes may be read by the app on another origin (a CDN). */
const MEDIA_ROUTE = { config: { signed: false, crossOrigin: true } };

const POSTER_RE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}\.webp$/;

function cacheControl(file: string): string {
  const ext = path.extname(file);
  if (ext === '.m4s' || ext === '.mp4' || ext === '.ts') return 'public, max-age=31536000, immutable';
  // Playlists and posters under a signed path: cacheable by this browser until the URL expires.
  return 'private, max-age=3600';
}

export async function mediaRoutes(
  app: FastifyInstance,
  options: { mediaRoot: string; secret: string; now: () => number },
): Promise<void> {
  const { mediaRoot, secret } = options;
  // An encapsulated scope: its sendFile serves from the media root only.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: mediaRoot,
      serve: false,
      acceptRanges: true,
      etag: true,
      // Cache-Control is set per file type below.
      cacheControl: false,
    });

    const forbidden = (reply: FastifyReply) =>
      reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Forbidden');

    scope.get('/media/posters/:file', MEDIA_ROUTE, async (request, reply) => {
      const { file } = request.params as { file: string };
      if (!POSTER_RE.test(file)) return reply.callNotFound();
      reply.type('image/webp').header('cache-control', 'public, max-age=86400');
      return reply.sendFile(path.join('posters', file), mediaRoot);
    });

    scope.get('/media/*', MEDIA_ROUTE, async (request, reply) => {
      const check = verifyMediaPath(secret, request.url, Math.floor(options.now() / 1000));
      if (!check.ok) {
        request.log.info({ reason: check.reason }, 'media refused');
        return forbidden(reply);
      }
      const type = TYPES[path.extname(check.file)];
      if (!type) return forbidden(reply);
      reply.type(type).header('cache-control', cacheControl(check.file));
      return reply.sendFile(path.join('e', check.mediaKey, check.file), mediaRoot);
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
