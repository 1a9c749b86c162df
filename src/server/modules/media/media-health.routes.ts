/**
 * Health for load balancers and scripts (unsigned, outside /enjoy-api):
 *
 *   GET /health            200 { status: 'ok', media: { queued, transcoding, ready, failed } }
 *   GET /health/catalogue  200 when no episode waits for a transcode, else 503 (same body):
 *                          what a test harness waits on before it needs the sample catalogue
 */
import type { FastifyInstance } from 'fastify';
import type { EpisodeMediaService } from './episode-media.service.ts';

const UNSIGNED = { config: { signed: false } };

export function mediaHealthRoutes(
  app: FastifyInstance,
  deps: { media: Pick<EpisodeMediaService, 'counts'> },
): void {
  app.get('/health', UNSIGNED, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', media: await deps.media.counts() };
  });

  app.get('/health/catalogue', UNSIGNED, async (_request, reply) => {
    const media = await deps.media.counts();
    const waiting = media.queued + media.transcoding;
    reply.header('cache-control', 'no-store').code(waiting === 0 ? 200 : 503);
    return { status: waiting === 0 ? 'ok' : 'transcoding', media };
  });
}
