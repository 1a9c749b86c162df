/**
 * The console's "ask the gateway now" (finance, owner): a pending order with a checkout is
 * asked about at its gateway the way the sweep asks (gateway-ask.ts), and the gateway's word
 * settles it the way a notification does (pay.service.ts `settle`: credited exactly once,
 * however many words arrive). The question shares the order's `gateway_checked_at` with the
 * viewer's query-order and the sweep, so one order is asked at most once per
 * GATEWAY_CHECK_INTERVAL_MS whoever asks; another request meanwhile answers 429. The answer
 * goes on the order's timeline as the viewer's query does, and the operator's action in the
 * audit log, after the settlement's own transaction (it is pay.service.ts's).
 */
import { ORDER_PENDING } from '#db/schema/wallet.ts';
import type { GatewayCheckSaid } from '#shared/contract/console-orders.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import type { GatewayPayment } from '../pay/gateway.ts';
import { askGateway, type GatewayAsk } from './gateway-ask.ts';
import type { OrderRow } from './order.repository.ts';
import type { OrderTimeline } from './order-timeline.ts';
import { GATEWAY_CHECK_INTERVAL_MS } from './order-query.service.ts';
import type { PayService, SettleResult } from './pay.service.ts';

export interface GatewayCheckOutcome {
  said: GatewayCheckSaid;
  settled: SettleResult;
}

/** The gateway's word in the console's closed list. */
export function saidOf(ask: GatewayAsk): GatewayCheckSaid {
  if (ask.said === 'nothing') return 'unknown';
  if (ask.said !== 'payment') return 'no_answer';
  const status: GatewayPayment['status'] = ask.payment.status;
  if (status === 'pending') return ask.payment.processing ? 'processing' : 'open';
  return status;
}

export function createOrderGatewayCheck(deps: {
  uow: UnitOfWork;
  pay: Pick<PayService, 'gatewayOf' | 'settle'>;
  audit: AuditService;
  timeline: OrderTimeline;
  now: () => number;
  log: (fields: Record<string, unknown>, message: string) => void;
}) {
  const { uow, pay, audit, timeline, now, log } = deps;

  /** Whether the order can be asked about at all (the page's button, the route's refusal). */
  const checkable = (order: OrderRow): boolean =>
    order.status === ORDER_PENDING && order.gatewayRef !== null && pay.gatewayOf(order.channel) !== undefined;

  async function check(actor: AuditActor, tradeNo: string): Promise<GatewayCheckOutcome> {
    const order = await uow.read.orders.byTradeNo(tradeNo);
    if (!order) throw new ApiError('orderNotFound');
    const gatewayRef = order.gatewayRef;
    if (!checkable(order) || gatewayRef === null) throw new ApiError('validation', {}, 'order_not_checkable');
    const at = now();
    if (!(await uow.read.orders.claimGatewayCheck(tradeNo, new Date(at), GATEWAY_CHECK_INTERVAL_MS))) {
      const current = await uow.read.orders.byTradeNo(tradeNo);
      // Settled meanwhile (by a notification, the viewer's query): nothing left to ask.
      if (current?.status !== ORDER_PENDING) throw new ApiError('validation', {}, 'order_not_checkable');
      const asked = current.gatewayCheckedAt?.getTime() ?? at;
      // Asked again once the interval has gone by (claimGatewayCheck: strictly older than it).
      const seconds = Math.max(1, Math.floor((asked + GATEWAY_CHECK_INTERVAL_MS - at) / 1000) + 1);
      throw new ApiError('rateLimited', { seconds }, 'order_check_too_soon').retryAfter(seconds);
    }
    const ask = await askGateway(pay.gatewayOf, { tradeNo, channel: order.channel, gatewayRef });
    let settled: SettleResult = 'unchanged';
    if (ask.said === 'no_answer') {
      log({ order: tradeNo, err: ask.error }, 'console gateway check: gateway did not answer');
    } else if (ask.said === 'payment') {
      await timeline.record({
        tradeNo,
        kind: 'query',
        source: order.channel,
        summary: ask.payment.status,
        answer: ask.payment,
      });
      settled = await pay.settle(ask.payment, 'console', { channel: ask.channel, ref: gatewayRef });
    } else {
      await timeline.record({ tradeNo, kind: 'query', source: order.channel, summary: 'unknown' });
    }
    const said = saidOf(ask);
    const after = await uow.read.orders.byTradeNo(tradeNo);
    await uow.run((tx) =>
      audit.record(tx, actor, {
        action: 'gateway_check',
        entity: 'order',
        entityId: tradeNo,
        before: { status: order.status },
        after: { status: after?.status ?? order.status, said, settled },
      }),
    );
    return { said, settled };
  }

  return { checkable, check };
}
export type OrderGatewayCheck = ReturnType<typeof createOrderGatewayCheck>;
