/**
 * The console's feedback inbox (src/shared/contract/console-feedback.ts) under /console-api,
 * guarded by plugins/operator-session.ts: support and owners only. Every write goes through
 * feedback-inbox.service.ts, audited in the same transaction; a reply through the same
 * feedback.service.ts `reply` as the CLI and /admin/api.
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import {
  closeInput,
  inboxQuery,
  replyInput,
  templateInput,
  templatesQuery,
} from '#shared/contract/console-feedback.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { actorOf } from '../catalogue/catalogue.console-routes.ts';
import type { FeedbackInboxService } from './feedback-inbox.service.ts';
import { bigIdParams } from '../../lib/id-params.ts';

const options = { config: { console: { roles: ['owner', 'support'] } satisfies ConsoleRouteConfig } };

export function feedbackConsoleRoutes(app: FastifyInstance, deps: { inbox: FeedbackInboxService }): void {
  const { inbox } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;

  validatedRoute(
    app,
    { method: 'GET', url: url('/feedback'), query: inboxQuery, options },
    async ({ query, request, reply }) => sendOk(request, reply, await inbox.list(query)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/feedback/:id/reply'), params: bigIdParams, body: replyInput, options },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await inbox.reply(actorOf(request), params.id, body.body)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/feedback/:id/close'), params: bigIdParams, body: closeInput, options },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await inbox.setClosed(actorOf(request), params.id, body.closed)),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/feedback/templates'), query: templatesQuery, options },
    async ({ query, request, reply }) => sendOk(request, reply, await inbox.templates(query.language)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/feedback/templates'), body: templateInput, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await inbox.createTemplate(actorOf(request), body)),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/feedback/templates/:id'),
      params: bigIdParams,
      body: templateInput,
      options,
    },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await inbox.updateTemplate(actorOf(request), params.id, body)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/feedback/templates/:id/delete'), params: bigIdParams, options },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await inbox.deleteTemplate(actorOf(request), params.id)),
  );
}
