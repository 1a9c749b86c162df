/**
 * The console's orders and refunds (src/shared/contract/console-orders.ts) under /console-api,
 * guarded by plugins/operator-session.ts: support, finance and owners read; only finance and
 * owners refund or ask a pending order's gateway now (903 for the others), as money moves
 * either way. The refund goes through refund.service.ts, the question through
 * order-gateway-check.ts; both audited.
 * Packages are named in the request's language (the console's `language` header).
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import {
  orderListQuery,
  refundInput,
  tradeNoParams,
  type GatewayCheckAnswer,
} from '#shared/contract/console-orders.ts';
import { operatorOf, type ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { translate, type ServerMessageKey } from '../../i18n/messages.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { actorOf } from '../catalogue/catalogue.console-routes.ts';
import { ORDER_MONEY_ROLES, type OrderConsoleService } from './order-console.service.ts';

/** The answer's message: what the gateway said, and what it did to the order. */
function checkMessage(check: GatewayCheckAnswer['check']): ServerMessageKey {
  if (check.said === 'paid')
    return check.settled === 'credited' ? 'order_check.paid' : 'order_check.paid_before';
  return `order_check.${check.said}`;
}

const read = { config: { console: { roles: ['owner', 'finance', 'support'] } satisfies ConsoleRouteConfig } };
const money = { config: { console: { roles: ORDER_MONEY_ROLES } satisfies ConsoleRouteConfig } };

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
      sendOk(request, reply, await orders.detail(params.tradeNo, request.lang, operatorOf(request).role)),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/orders/:tradeNo/refund-preview'), params: tradeNoParams, options: money },
    async ({ params, request, reply }) => sendOk(request, reply, await orders.preview(params.tradeNo)),
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/orders/:tradeNo/refund'),
      params: tradeNoParams,
      body: refundInput,
      options: money,
    },
    async ({ params, body, request, reply }) => {
      const { detail, processing } = await orders.refund(
        actorOf(request),
        params.tradeNo,
        request.lang,
        body.reason,
        operatorOf(request).role,
      );
      const data = { ...detail, refund_processing: processing ? 1 : 0 };
      if (!processing) return sendOk(request, reply, data);
      // Sent, not done yet (Stripe `pending`): the message says so (decision 0054).
      const msg = translate(request.lang, 'refund_processing');
      return reply.header('cache-control', 'no-store').send({ code: 200, msg, data });
    },
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/orders/:tradeNo/ask-gateway'), params: tradeNoParams, options: money },
    async ({ params, request, reply }) => {
      const answer = await orders.askGateway(
        actorOf(request),
        params.tradeNo,
        request.lang,
        operatorOf(request).role,
      );
      // What the gateway said, in the operator's language; the console words it from `check`.
      const msg = translate(request.lang, checkMessage(answer.check));
      return reply.header('cache-control', 'no-store').send({ code: 200, msg, data: answer });
    },
  );
}
