/**
 * POST /console-api/releases/check (issue 19): an owner or editor who just released an episode
 * tells its followers now instead of at the job's next run. The same run as the job's (once per
 * episode whoever runs it); nothing an operator changes, so nothing to audit.
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import type { ReleaseService } from './release.service.ts';

const editors = { config: { console: { roles: ['owner', 'editor'] } satisfies ConsoleRouteConfig } };

export function releaseConsoleRoutes(
  app: FastifyInstance,
  deps: { releases: Pick<ReleaseService, 'run'> },
): void {
  validatedRoute(
    app,
    { method: 'POST', url: `${CONSOLE_API_PREFIX}/releases/check`, options: editors },
    async ({ request, reply }) => sendOk(request, reply, await deps.releases.run()),
  );
}
