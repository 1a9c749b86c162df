/**
 * What is sold (src/shared/contract/console-goods.ts) under /console-api, guarded by
 * plugins/operator-session.ts: finance and owners only. Every write goes through
 * shop.service.ts, audited in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { channelsInput, goodsInput } from '#shared/contract/console-goods.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { actorOf } from '../catalogue/catalogue.console-routes.ts';
import type { ShopService } from './shop.service.ts';
import { int4IdParams } from '../../lib/id-params.ts';

const options = { config: { console: { roles: ['owner', 'finance'] } satisfies ConsoleRouteConfig } };

export function shopConsoleRoutes(app: FastifyInstance, deps: { shop: ShopService }): void {
  const { shop } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;

  validatedRoute(app, { method: 'GET', url: url('/goods'), options }, async ({ request, reply }) =>
    sendOk(request, reply, await shop.list()),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/goods'), body: goodsInput, options },
    async ({ body, request, reply }) => sendOk(request, reply, await shop.create(actorOf(request), body)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/goods/:id'), params: int4IdParams, body: goodsInput, options },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await shop.update(actorOf(request), params.id, body)),
  );

  validatedRoute(app, { method: 'GET', url: url('/pay-channels'), options }, async ({ request, reply }) =>
    sendOk(request, reply, await shop.channels()),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/pay-channels'), body: channelsInput, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await shop.setChannels(actorOf(request), body)),
  );
}
