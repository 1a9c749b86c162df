/**
 * The system settings (src/shared/contract/console-settings.ts) under /console-api, guarded by
 * plugins/operator-session.ts: owners only. Writes go through setting-console.service.ts,
 * audited in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { settingsInput } from '#shared/contract/console-settings.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { actorOf } from '../catalogue/catalogue.console-routes.ts';
import type { SettingConsoleService } from './setting-console.service.ts';

const options = { config: { console: { roles: ['owner'] } satisfies ConsoleRouteConfig } };

export function settingConsoleRoutes(app: FastifyInstance, deps: { settings: SettingConsoleService }): void {
  const url = `${CONSOLE_API_PREFIX}/settings`;
  validatedRoute(app, { method: 'GET', url, options }, async ({ request, reply }) =>
    sendOk(request, reply, await deps.settings.view()),
  );
  validatedRoute(
    app,
    { method: 'POST', url, body: settingsInput, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await deps.settings.save(actorOf(request), body)),
  );
}
