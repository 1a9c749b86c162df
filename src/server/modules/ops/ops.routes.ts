/**
 * Probes and metrics for operations (unsigned, outside /enjoy-api; decision 0034):
 *
 *   GET /healthz  200 { status: 'ok' } while the process serves requests (liveness)
 *   GET /readyz   200 { status: 'ready', checks } when the database answers, every migration
 *                 is applied and the job queue answers; else 503 { status: 'not_ready', checks }
 *   GET /metrics  Prometheus text, with `Authorization: Bearer <METRICS_TOKEN>` only: 404 while
 *                 METRICS_TOKEN is unset, 401 (the envelope) for a missing or wrong token
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error.ts';
import { sendNotFound } from '../../plugins/error-handler.ts';
import { adminTokenMatches, bearerOf } from '../admin/admin-auth.ts';
import type { Metrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

const UNSIGNED = { config: { signed: false } };

export function opsRoutes(
  app: FastifyInstance,
  deps: { readiness: Readiness; metrics: Metrics; metricsToken: string | undefined },
): void {
  app.get('/healthz', UNSIGNED, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', UNSIGNED, async (_request, reply) => {
    const { ready, checks } = await deps.readiness.check();
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not_ready', checks };
  });

  const { metricsToken } = deps;
  app.get('/metrics', UNSIGNED, async (request, reply) => {
    if (metricsToken === undefined) return sendNotFound(request, reply);
    if (!adminTokenMatches(metricsToken, bearerOf(request.headers.authorization))) {
      throw new ApiError('adminUnauthorized');
    }
    const text = await deps.metrics.render();
    return reply.header('cache-control', 'no-store').type(deps.metrics.contentType).send(text);
  });
}
