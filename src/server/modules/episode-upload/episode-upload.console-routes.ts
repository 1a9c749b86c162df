/**
 * The tus endpoint of episode uploads: POST /console-api/uploads (create), HEAD, PATCH, DELETE
 * /console-api/uploads/<id> (offset, bytes, cancel), OPTIONS on both. Registered as ordinary
 * /console-api routes, so plugins/operator-session.ts guards every method (session; CSRF on
 * POST, PATCH, DELETE; editors and owners), then the reply is handed to tus untouched: no
 * Fastify body parsing in this scope, the request stream goes to the file store as it arrives.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { translate } from '../../i18n/messages.ts';
import { operatorOf, type ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import type { TusUploads } from './tus-server.ts';

const config = { console: { roles: ['owner', 'editor'] } satisfies ConsoleRouteConfig };

/** How often staging is swept for expired uploads. */
const SWEEP_MS = 60 * 60 * 1000;

export async function episodeUploadConsoleRoutes(
  app: FastifyInstance,
  deps: { uploads: TusUploads; sweepMs?: number },
): Promise<void> {
  const { uploads } = deps;

  async function handler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const operator = operatorOf(request);
    reply.hijack();
    // What the route's hooks set (security headers, no-store) still goes out with tus's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    try {
      await uploads.handle(request.raw, reply.raw, {
        operator: { id: operator.id, name: operator.name },
        lang: request.lang,
      });
    } catch (error) {
      request.log.error({ err: error }, 'episode upload request failed');
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 500;
        reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
        reply.raw.end(JSON.stringify({ code: 500, msg: translate(request.lang, 'internal'), data: null }));
      } else {
        reply.raw.destroy();
      }
    }
  }

  await app.register(async (scope) => {
    // tus reads the body itself: every content type passes through unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({ method: ['POST', 'OPTIONS'], url: UPLOADS_PATH, config, handler });
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url: `${UPLOADS_PATH}/:id`,
      config,
      handler,
    });
  });

  const sweep = () =>
    uploads.cleanExpired().catch((error: unknown) => {
      app.log.error({ err: error }, 'staging sweep failed');
    });
  const timer = setInterval(() => void sweep(), deps.sweepMs ?? SWEEP_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
