/**
 * The console's orders and refunds (src/shared/contract/console-orders.ts) under /console-api,
 * guarded by plugins/operator-session.ts: support, finance and owners read; only finance and
 * owners refund (903 for the others). The refund goes through refund.service.ts, audited.
 * Packages are named in the request's language (the console's `language` header).
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { orderListQuery, refundInput, tradeNoParams } from '#shared/contract/console-orders.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { translate } from '../../i18n/messages.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { actorOf } from '../catalogue/catalogue.console-routes.ts';
import type { OrderConsoleService } from './order-console.service.ts';

const read = { config: { console: { roles: ['owner', 'finance', 'support'] } satisfies ConsoleRouteConfig } };
const refund = { config: { console: { roles: ['owner', 'finance'] } satisfies ConsoleRouteConfig } };

export function orderConsoleRoutes(app: FastifyInstance, deps: { orders: OrderConsoleService }): void {
  const { orders } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;

  validatedRoute(
    app,
    { method: 'GET', url: url('/orders'), query: orderListQuery, options: read },
    async ({ query, request, reply }) => sendOk(request, reply, await orders.list(query, request.lang)),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/orders/:tradeNo'), params: tradeNoParams, options: read },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await orders.detail(params.tradeNo, request.lang)),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/orders/:tradeNo/refund-preview'), params: tradeNoParams, options: refund },
    async ({ params, request, reply }) => sendOk(request, reply, await orders.preview(params.tradeNo)),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/orders/:tradeNo/refund'),
      params: tradeNoParams,
      body: refundInput,
      options: refund,
    },
    async ({ params, body, request, reply }) => {
      const { detail, processing } = await orders.refund(
        actorOf(request),
        params.tradeNo,
        request.lang,
        body.reason,
      );
      const data = { ...detail, refund_processing: processing ? 1 : 0 };
      if (!processing) return sendOk(request, reply, data);
      // Sent, not done yet (Stripe `pending`): the message says so (decision 0054).
      const msg = translate(request.lang, 'refund_processing');
      return reply.header('cache-control', 'no-store').send({ code: 200, msg, data });
    },
  );
}
