/**
 * Probes for orchestrators (unsigned, outside /enjoy-api; decision 0034):
 *
 *   GET /healthz  200 { status: 'ok' } while the process serves requests (liveness)
 *   GET /readyz   200 { status: 'ready', checks } when the database answers, every migration
 *                 is applied and the job queue answers; else 503 { status: 'not_ready', checks }
 */
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';

const UNSIGNED = { config: { signed: false } };

export function opsRoutes(app: FastifyInstance, deps: { readiness: Readiness }): void {
  app.get('/healthz', UNSIGNED, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', UNSIGNED, async (_request, reply) => {
    const { ready, checks } = await deps.readiness.check();
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not_ready', checks };
  });
}
