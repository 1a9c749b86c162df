/**
 * The console's Uploads & jobs page (src/shared/contract/console-jobs.ts) under /console-api,
 * guarded by plugins/operator-session.ts: editors and owners only. Reads only: a retry goes
 * through the series routes, a cancel through tus (episode-upload.console-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { jobsQuery } from '#shared/contract/console-jobs.ts';
import { operatorOf, type ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import type { MediaJobsService } from './media-jobs.service.ts';

const options = { config: { console: { roles: ['owner', 'editor'] } satisfies ConsoleRouteConfig } };

export function mediaJobsConsoleRoutes(app: FastifyInstance, deps: { jobs: MediaJobsService }): void {
  const { jobs } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;

  validatedRoute(
    app,
    { method: 'GET', url: url('/jobs'), query: jobsQuery, options },
    async ({ query, request, reply }) => sendOk(request, reply, await jobs.jobs(query, request.lang)),
  );

  validatedRoute(app, { method: 'GET', url: url('/jobs/uploads'), options }, async ({ request, reply }) => {
    const operator = operatorOf(request);
    const data = await jobs.stagedUploads({ id: operator.id, name: operator.name }, request.lang);
    return sendOk(request, reply, data);
  });
}
