/**
 * POST /enjoy-api/api/comm/upload (multipart, field `file`, bearer token) and the public
 * GET /uploads/avatars/<sha256>.webp. The upload is an endpoint of the shared table like any
 * other (apiRoute: envelope, auth, error handler); only its scope accepts multipart, so every
 * other route still refuses anything but JSON with 415. The signature covers method, path
 * and time with an empty payload: multipart bodies are not signed (DESIGN 2).
 */
import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '#shared/contract/upload.ts';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import { sendStored } from '../media/store/send-stored.ts';
import { AVATAR_FILE_RE, AVATAR_KEY_PREFIX, AVATAR_URL_PREFIX, type AvatarStore } from './avatar-store.ts';
import { tooLargeError, type UploadService } from './upload.service.ts';

/** Uploads per IP per minute: a person retrying a few photos, not a scraper filling the disk. */
export const UPLOAD_LIMIT = { max: 30, timeWindow: 60_000 };
/** Room for the multipart framing around the largest accepted file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

function isFileTooLarge(error: unknown): boolean {
  return errorCode(error) === 'FST_REQ_FILE_TOO_LARGE';
}

/** @fastify/multipart's own errors (wrong type, too many parts...), which the error handler maps. */
function isFastifyError(error: unknown): boolean {
  return errorCode(error).startsWith('FST_');
}

export async function uploadRoutes(
  app: FastifyInstance,
  deps: { uploads: UploadService; avatars: AvatarStore },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
      throwFileSizeLimit: true,
    });

    apiRoute(
      scope,
      'upload',
      async ({ request }) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLargeError();
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file || file.fieldname !== UPLOAD_FIELD)
            throw new ApiError('validation', {}, 'upload_missing');
          bytes = await file.toBuffer();
        } catch (error) {
          if (isFileTooLarge(error)) throw tooLargeError();
          if (error instanceof ApiError || isFastifyError(error)) throw error;
          // The multipart parser's own errors (no boundary, a body cut short): a malformed request.
          throw new ApiError('badRequest');
        }
        return deps.uploads.saveAvatar(bytes);
      },
      { rateLimit: UPLOAD_LIMIT },
    );
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
