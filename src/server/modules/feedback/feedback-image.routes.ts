/**
 * Pictures with feedback (decision 0064): POST /enjoy-api/feedback/image (multipart, field
 * `file`, bearer token; an endpoint of the shared table whose scope alone accepts multipart, as
 * /api/comm/upload) and GET /uploads/feedback/<exp>.<sig>/<id>.webp: the picture while its signed
 * address is valid (403 otherwise, 404 for a picture that is not there), kept by the browser
 * only, as long as the address lasts.
 */
import type { FastifyInstance } from 'fastify';
import { acceptOneFile, readOneFile } from '../../lib/multipart-file.ts';
import { apiRoute } from '../../route.ts';
import { sendStored } from '../media/store/send-stored.ts';
import type { UploadService } from '../upload/upload.service.ts';
import { FEEDBACK_IMAGE_URL_PREFIX, feedbackImageKey } from './feedback-image-signing.ts';
import type { FeedbackImageService } from './feedback-image.service.ts';

export async function feedbackImageRoutes(
  app: FastifyInstance,
  deps: { images: FeedbackImageService; uploads: UploadService; now: () => number },
): Promise<void> {
  const { images } = deps;
  await app.register(async (scope) => {
    await acceptOneFile(scope);
    apiRoute(scope, 'feedbackImage', async ({ request, userId }) => {
      // The avatar's allowance, shared with it.
      await deps.uploads.allow(userId, request.ip);
      return images.upload(userId, await readOneFile(request));
    });
  });

  app.get(
    `${FEEDBACK_IMAGE_URL_PREFIX}:token/:file`,
    { config: { signed: false } },
    async (request, reply) => {
      const { token, file } = request.params as { token: string; file: string };
      const check = images.verify(token, file);
      if (!check.ok && check.reason === 'unknown') return reply.callNotFound();
      if (!check.ok) {
        request.log.info({ reason: check.reason }, 'feedback picture refused');
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Forbidden');
      }
      const left = Math.max(0, check.exp - Math.floor(deps.now() / 1000));
      reply
        .type('image/webp')
        .header('cache-control', `private, max-age=${left}`)
        .header('x-content-type-options', 'nosniff');
      return sendStored(request, reply, images.store, feedbackImageKey(check.id));
    },
  );
}
