/**
 * The pay endpoints of the shared table, the gateway redirect the browser visits with its
 * order (GET /pay/gateway/<channel>?order_id&order_name&return_url), and the gateways'
 * signed notifications (outside the API signature: gateways sign in their own way).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PREFIX } from '#shared/constants.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { ORDER_STATUS } from '#shared/contract/wallet-constants.ts';
import { SANDBOX_STATUS } from '../../adapters/sandbox-pay.ts';
import {
  checkedEvent,
  paymentFromEvent,
  refundFromEvent,
  refundUpdateFromEvent,
  type StripeEvent,
  type StripeGateway,
} from '../../adapters/stripe.ts';
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import { htmlDocument, markup } from '../../lib/html.ts';
import { pageLanguage } from '../../lib/page-language.ts';
import { apiRoute } from '../../route.ts';
import { validatedRoute } from '../../validated-route.ts';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from '../sandbox-gateway/sandbox-signing.ts';
import type { CheckoutCancel } from '../money/checkout-cancel.service.ts';
import type { PayService } from '../money/pay.service.ts';
import { isOrdersCheckout } from '../money/gateway-word.ts';
import type { OrderTimeline } from '../money/order-timeline.ts';
import type { RefundService } from '../money/refund.service.ts';
import { safeReturnPath } from './return-path.ts';
import { requestOrigin } from '../../lib/request-origin.ts';

const gatewayQuery = z.object({
  order_id: z.string().trim().min(1).max(64),
  order_name: z.string().max(200).optional(),
  return_url: z.string().max(2000).optional(),
  /** The app's language (1..5), for the pages on the way. */
  language: z.string().max(2).optional(),
});

const gatewayParams = z.object({ channel: z.enum(['sandbox', 'stripe']) });

const sandboxNotification = z.object({
  type: z.string(),
  data: z.object({
    id: z.string(),
    merchant_reference: z.string(),
    status: z.enum(['open', 'paid', 'failed', 'canceled', 'expired', 'refunded']),
    amount_cents: z.number().int(),
    currency: z.string(),
  }),
});

/** This server as seen from itself (the sandbox gateway posts its notifications here). */
function loopbackOrigin(request: FastifyRequest, fallback: string): string {
  const port = request.socket.localPort;
  let host = request.socket.localAddress ?? '';
  if (!port || !host) return fallback;
  host = host.replace(/^::ffff:/, '');
  if (host.includes(':')) host = `[${host}]`;
  return `http://${host}:${port}`;
}

const ERROR_PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;padding:40px 20px;text-align:center;color:#262626}a{color:#ff4d6a}';

/** What the gateway's error page can say (server locale keys). */
type GatewayProblem = 'order_not_found' | 'pay_failed' | 'pay_channel_closed';

function errorPage(language: LanguageId, message: string, back: string): string {
  return htmlDocument({
    lang: localeOf(language),
    title: message,
    style: ERROR_PAGE_STYLE,
    body: markup`<p data-testid="gateway-error">${message}</p><p><a href="${back}">← ${translate(language, 'gateway_back')}</a></p>`,
  });
}

export function payRoutes(
  app: FastifyInstance,
  deps: {
    pay: PayService;
    publicUrl: string | undefined;
    /** The sandbox gateway's notification key; undefined when the gateway is not offered. */
    sandboxSecret: string | undefined;
    stripe: StripeGateway | undefined;
    now: () => number;
    /** Issue 18: the gateway timeline and refunds told by the gateways. */
    timeline: OrderTimeline;
    refunds: RefundService;
    /** Where a gateway's Cancel leads (cancel.routes.ts). */
    checkoutCancel: CheckoutCancel;
  },
): void {
  const { pay, timeline, refunds } = deps;

  apiRoute(app, 'payCenter', ({ userId, request }) => pay.center(userId, request.lang));
  apiRoute(app, 'createOrder', ({ body, userId, request }) =>
    pay.createOrder(userId, request.lang, body.goods_id, body.pay_channel_id, body.price_cents),
  );
  apiRoute(app, 'queryOrder', ({ body, userId }) => pay.query(userId, body.trade_no));
  apiRoute(app, 'orderList', ({ body, userId, request }) =>
    pay.orderList(userId, request.lang, body?.page ?? 1, body?.page_size ?? 20),
  );

  const gatewayPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: GatewayProblem,
    back: string,
  ) => {
    const language = pageLanguage(request.query, request.headers['accept-language']);
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(errorPage(language, translate(language, key), back));
  };

  validatedRoute(
    app,
    {
      method: 'GET',
      url: '/pay/gateway/:channel',
      params: gatewayParams,
      query: gatewayQuery,
      invalid: (_part, request, reply) => gatewayPage(request, reply, 404, 'order_not_found', '/'),
    },
    async ({ params, query, request, reply }) => {
      const language = pageLanguage(request.query, request.headers['accept-language']);
      const origin = requestOrigin(request, deps.publicUrl);
      const back = safeReturnPath(query.return_url, origin);
      const page = (status: number, key: GatewayProblem) => gatewayPage(request, reply, status, key, back);
      try {
        const target = await pay.checkoutUrl(
          params.channel,
          query.order_id,
          `${origin}${back}`,
          `${loopbackOrigin(request, origin)}${API_PREFIX}/pay/notify/sandbox`,
          language,
          deps.checkoutCancel.linkOf({ origin, channel: params.channel, tradeNo: query.order_id, back }),
        );
        if (!target) return page(404, 'order_not_found');
        if ('done' in target) return reply.header('cache-control', 'no-store').redirect(back, 303);
        if ('closed' in target) return page(409, 'pay_channel_closed');
        // The built-in sandbox's page (a path of this site) speaks the app's language too.
        const sandboxPage = target.url.startsWith('/sandbox-pay/') && !target.url.includes('?');
        const url = sandboxPage && query.language ? `${target.url}?language=${language}` : target.url;
        return reply.header('cache-control', 'no-store').redirect(url, 303);
      } catch (error) {
        request.log.error({ err: error, order: query.order_id }, 'checkout creation failed');
        return page(502, 'pay_failed');
      }
    },
  );

  const { sandboxSecret } = deps;
  if (sandboxSecret) {
    validatedRoute(
      app,
      {
        method: 'POST',
        url: `${API_PREFIX}/pay/notify/sandbox`,
        body: sandboxNotification,
        options: {
          config: { signed: false },
          // The gateway's signature first: an unsigned body is not read at all.
          preHandler: async (request) => {
            const header = request.headers[SANDBOX_SIGNATURE_HEADER];
            const valid = verifySandboxSignature(
              sandboxSecret,
              request.rawBody,
              typeof header === 'string' ? header : undefined,
              Math.floor(deps.now() / 1000),
            );
            if (!valid) throw new ApiError('signInvalid');
          },
        },
        invalid: () => {
          throw new ApiError('badRequest');
        },
      },
      async ({ body, reply }) => {
        const p = body.data;
        const order = await pay.orderRow(p.merchant_reference);
        if (!order || order.channel !== 'sandbox' || (order.gatewayRef && order.gatewayRef !== p.id)) {
          throw new ApiError('orderNotFound');
        }
        const refunded = p.status === 'refunded';
        await timeline.record({
          tradeNo: order.tradeNo,
          kind: refunded ? 'refund_notify' : 'notify',
          source: 'sandbox',
          summary: `${body.type}: ${p.status}`,
          answer: body,
        });
        if (refunded) {
          await refunds.apply(order.tradeNo, { source: 'sandbox', refundRef: `re_${p.id.slice(3)}` });
        } else if (p.status !== 'open') {
          await pay.settle(
            {
              tradeNo: p.merchant_reference,
              status: SANDBOX_STATUS[p.status],
              amountCents: p.amount_cents,
              currency: p.currency,
              // The sandbox's payment is its checkout itself (kept on the order once paid).
              paymentRef: p.id,
            },
            'sandbox-notification',
            { channel: 'sandbox', ref: p.id },
          );
        }
        return reply.send({ code: 200, msg: 'ok', data: { received: true } });
      },
    );
  }

  type Log = FastifyRequest['log'];

  /** A refund Stripe made (its dashboard's, or the console's): the order refunded, once, in full. */
  async function stripeRefunded(stripe: StripeGateway, event: StripeEvent, log: Log): Promise<boolean> {
    const refund = refundFromEvent(event);
    if (!refund) return false;
    const order = await pay.orderOfPayment('stripe', refund.paymentIntent, (ref) =>
      stripe.sessionOfPayment(ref),
    );
    if (!order) return true;
    const summary = `${event.type}: ${refund.full ? 'full' : `partial ${refund.amountRefunded}`}`;
    const answer = { id: event.id, type: event.type, object: event.object };
    await timeline.record({
      tradeNo: order.tradeNo,
      kind: 'refund_notify',
      source: 'stripe',
      summary,
      answer,
    });
    // Refunded already (its first delivery, or the console's refund): nothing more to ask.
    if (!refund.full || order.status !== ORDER_STATUS.paid) return true;
    // The refund's own id (re_…): named in the event by older API versions, else asked of Stripe.
    let refundRef = refund.refundId;
    if (!refundRef) {
      try {
        refundRef = (await stripe.refundOfPayment(refund.paymentIntent))?.id;
      } catch (error) {
        log.warn({ err: error, order: order.tradeNo }, 'refund id not found at Stripe');
      }
    }
    await refunds.apply(order.tradeNo, { source: 'stripe', refundRef });
    return true;
  }

  /** A refund Stripe gave up on (failed, canceled): told on the order, never credited again. */
  async function stripeRefundUpdated(stripe: StripeGateway, event: StripeEvent): Promise<boolean> {
    const update = refundUpdateFromEvent(event);
    if (!update) return false;
    if (!update.failed || !update.paymentIntent) return true;
    const order = await pay.orderOfPayment('stripe', update.paymentIntent, (ref) =>
      stripe.sessionOfPayment(ref),
    );
    if (!order) return true;
    await refunds.failedAtGateway(order.tradeNo, {
      source: 'stripe',
      refundRef: update.refundId,
      status: update.status,
      reason: update.failureReason,
    });
    return true;
  }

  /** A Checkout Session's outcome, believed only for the order's own session (decision 0054). */
  async function stripeSession(event: StripeEvent, log: Log): Promise<void> {
    const payment = paymentFromEvent(event);
    if (!payment) return;
    const order = payment.tradeNo === '' ? undefined : await pay.orderRow(payment.tradeNo);
    const from = { channel: 'stripe', ref: payment.ref } as const;
    if (!order || !isOrdersCheckout(order, from)) {
      // Answered 200 all the same: Stripe would retry a refusal for days, and nothing changes.
      log.warn(
        { order: payment.tradeNo, session: payment.ref, type: event.type },
        "Stripe event not the order's session",
      );
      return;
    }
    await timeline.record({
      tradeNo: payment.tradeNo,
      kind: 'notify',
      source: 'stripe',
      summary: `${event.type}: ${payment.status}`,
      answer: { id: event.id, type: event.type, object: event.object },
    });
    await pay.settle(payment, `stripe:${event.type}`, from);
  }

  app.post(`${API_PREFIX}/pay/notify/stripe`, { config: { signed: false } }, async (request, reply) => {
    const { stripe } = deps;
    if (!stripe) throw new ApiError('notFound');
    const header = request.headers['stripe-signature'];
    const verified = stripe.verifyWebhook(request.rawBody, typeof header === 'string' ? header : undefined);
    if (!verified) throw new ApiError('signInvalid');
    const event = checkedEvent(verified);
    if (!(await stripeRefunded(stripe, event, request.log)) && !(await stripeRefundUpdated(stripe, event)))
      await stripeSession(event, request.log);
    return reply.send({ code: 200, msg: 'ok', data: { received: true } });
  });
}
