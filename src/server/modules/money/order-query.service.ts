/**
 * POST /pay/query-order (SPEC 4's polling): the order's status by primary key and, while it is
 * pending with a checkout, now and then the gateway's word (`settle`). The answer carries how
 * the order ended (`result`, as the top-up records say it), so the app tells a declined payment
 * from a cancelled checkout without asking for the records.
 */
import { ORDER_FAILED, ORDER_PENDING } from '#db/schema/wallet.ts';
import type { QueryOrderData } from '#shared/contract/wallet.ts';
import { ApiError } from '../../api-error.ts';
import type { GatewayPayment, PaymentGateway } from '../pay/gateway.ts';
import type { GatewayWordFrom } from './gateway-word.ts';
import { orderResult } from './order-facts.ts';
import type { OrderRepository, OrderRow } from './order.repository.ts';
import type { OrderTimeline } from './order-timeline.ts';

/** query-order asks the gateway at most this often per order. */
export const GATEWAY_CHECK_INTERVAL_MS = 10_000;

export function createOrderQuery(deps: {
  orders: Pick<OrderRepository, 'ofUser' | 'byTradeNo' | 'claimGatewayCheck' | 'status'>;
  gatewayOf: (channel: string) => PaymentGateway | undefined;
  settle: (payment: GatewayPayment, source: string, from: GatewayWordFrom) => Promise<unknown>;
  timeline?: OrderTimeline;
  now: () => number;
  log: (fields: Record<string, unknown>, message: string) => void;
}) {
  const { orders, gatewayOf, settle, timeline, now, log } = deps;

  /**
   * The answer for a status; a failed order's reason is read only then (pending is the hot path),
   * unless the caller has it already.
   */
  async function answer(
    tradeNo: string,
    status: number,
    known?: OrderRow['failReason'],
  ): Promise<QueryOrderData> {
    const failReason =
      status !== ORDER_FAILED
        ? null
        : known !== undefined
          ? known
          : ((await orders.byTradeNo(tradeNo))?.failReason ?? null);
    return { trade_no: tradeNo, status, result: orderResult({ status, failReason }) };
  }

  return async function query(userId: number, tradeNo: string): Promise<QueryOrderData> {
    const order = await orders.ofUser(userId, tradeNo);
    if (!order) throw new ApiError('orderNotFound');
    if (order.status !== ORDER_PENDING || !order.gatewayRef)
      return answer(tradeNo, order.status, order.failReason);
    const claimed = await orders.claimGatewayCheck(tradeNo, new Date(now()), GATEWAY_CHECK_INTERVAL_MS);
    if (!claimed) return answer(tradeNo, ORDER_PENDING);
    try {
      const gateway = gatewayOf(order.channel);
      const payment = await gateway?.retrieve(order.gatewayRef);
      const summary = payment?.status ?? 'unknown';
      await timeline?.record({ tradeNo, kind: 'query', source: order.channel, summary, answer: payment });
      if (gateway && payment && payment.tradeNo === tradeNo)
        await settle(payment, 'query', { channel: gateway.channel, ref: order.gatewayRef });
    } catch (error) {
      log({ order: tradeNo, err: String(error) }, 'gateway query failed');
    }
    return answer(tradeNo, (await orders.status(tradeNo)) ?? ORDER_PENDING);
  };
}
