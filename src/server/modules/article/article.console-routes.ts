/**
 * The articles (src/shared/contract/console-articles.ts) under /console-api, guarded by
 * plugins/operator-session.ts: editors and owners write, support reads too. Writes go through
 * article.service.ts, audited in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { articleInput, articleParams, articleVersionParams } from '#shared/contract/console-articles.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { actorOf } from '../catalogue/catalogue.console-routes.ts';
import type { ArticleService } from './article.service.ts';

const read = { config: { console: { roles: ['owner', 'editor', 'support'] } satisfies ConsoleRouteConfig } };
const write = { config: { console: { roles: ['owner', 'editor'] } satisfies ConsoleRouteConfig } };

export function articleConsoleRoutes(app: FastifyInstance, deps: { articles: ArticleService }): void {
  const { articles } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}/articles${path}`;

  validatedRoute(app, { method: 'GET', url: url(''), options: read }, async ({ request, reply }) =>
    sendOk(request, reply, await articles.list()),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/:key/:locale'), params: articleParams, options: read },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await articles.detail(params.key, params.locale)),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/:key/:locale/:version'), params: articleVersionParams, options: read },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await articles.version(params.key, params.locale, params.version)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/:key/:locale'), params: articleParams, body: articleInput, options: write },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await articles.save(actorOf(request), params.key, params.locale, body.body)),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/:key/:locale/:version/restore'),
      params: articleVersionParams,
      options: write,
    },
    async ({ params, request, reply }) =>
      sendOk(
        request,
        reply,
        await articles.restore(actorOf(request), params.key, params.locale, params.version),
      ),
  );
}
