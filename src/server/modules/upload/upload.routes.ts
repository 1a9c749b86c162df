/**
 * POST /enjoy-api/api/comm/upload (multipart, field `file`, bearer token) and the public
 * GET /uploads/avatars/<sha256>.webp. The upload is an endpoint of the shared table like any
 * other (apiRoute: envelope, auth, error handler); only its scope accepts multipart, so every
 * other route still refuses anything but JSON with 415. The signature covers method, path
 * and time with an empty payload: multipart bodies are not signed (DESIGN 2).
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import { acceptOneFile, readOneFile } from '../../lib/multipart-file.ts';
import { sendStored } from '../media/store/send-stored.ts';
import { AVATAR_FILE_RE, AVATAR_KEY_PREFIX, AVATAR_URL_PREFIX, type AvatarStore } from './avatar-store.ts';
import type { UploadService } from './upload.service.ts';

export async function uploadRoutes(
  app: FastifyInstance,
  deps: { uploads: UploadService; avatars: AvatarStore },
): Promise<void> {
  await app.register(async (scope) => {
    await acceptOneFile(scope);
    apiRoute(scope, 'upload', async ({ request, userId }) => {
      await deps.uploads.allow(userId, request.ip);
      return deps.uploads.saveAvatar(await readOneFile(request));
    });
  });

  // The stored avatars: public, content-addressed, so cacheable for a year.
  mkdirSync(deps.avatars.dir, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: deps.avatars.dir,
      serve: false,
      etag: true,
      cacheControl: false,
    });
    scope.get(`${AVATAR_URL_PREFIX}:file`, { config: { signed: false } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      // Only <64 hex>.webp: no dots, no slashes, nothing outside the folder.
      if (!AVATAR_FILE_RE.test(file)) return reply.callNotFound();
      reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      const { shared } = deps.avatars;
      return shared
        ? sendStored(request, reply, shared, `${AVATAR_KEY_PREFIX}${file}`)
        : reply.sendFile(file, deps.avatars.dir);
    });
  });
}
