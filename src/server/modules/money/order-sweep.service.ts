/**
 * Closes the orders nobody paid, ORDER_OPEN_MS after they were made (SPEC 4's polling gives up
 * then too), so no order stays "pending" for good: one never taken to a gateway is cancelled at
 * once; one with a checkout is settled by what its gateway says now (a lapsed checkout is
 * cancelled; Stripe's own expiry also comes as a webhook). Past CHECKOUT_LIFE_MS every checkout
 * has lapsed (Stripe's longest is a day), so one its gateway cannot answer for is cancelled then;
 * one its gateway says is processing (Checkout completed, a bank debit on its way) is left
 * pending however old, for the gateway's word to settle (decision 0054).
 * A payment that arrives later still credits its order (order.repository.ts markPaid). Run by
 * the order-sweep job every ORDER_SWEEP_SECONDS; in batches, the orders asked longest ago (or
 * never) first, so a batch of processing ones cannot hold back the rest.
 */
import { ORDER_OPEN_MS } from '#shared/contract/wallet-constants.ts';
import { askGateway } from './gateway-ask.ts';
import type { OrderRepository } from './order.repository.ts';
import type { PayService } from './pay.service.ts';

export const ORDER_SWEEP_SECONDS = 300;
export const ORDER_SWEEP_BATCH = 200;
const CHECKOUT_LIFE_MS = 25 * 3600_000;

export interface SweepOutcome {
  /** Orders closed (cancelled, failed, or found paid after all). */
  closed: number;
  /** Gateways asked. */
  asked: number;
}

export function createOrderSweep(deps: {
  orders: Pick<OrderRepository, 'pendingBefore' | 'markFailed' | 'claimGatewayCheck'>;
  pay: Pick<PayService, 'gatewayOf' | 'settle'>;
  now: () => number;
  log: (fields: Record<string, unknown>, message: string) => void;
}) {
  const { orders, pay, now, log } = deps;

  /** The gateway's word on the order's payment; undefined when it has none to give. */
  async function ask(order: { tradeNo: string; channel: string; gatewayRef: string }) {
    const answer = await askGateway(pay.gatewayOf, order);
    if (answer.said === 'no_answer')
      log({ order: order.tradeNo, err: answer.error }, 'order sweep: gateway did not answer');
    return answer.said === 'payment' ? answer : undefined;
  }

  return {
    async run(limit = ORDER_SWEEP_BATCH): Promise<SweepOutcome> {
      const at = new Date(now());
      const stale = await orders.pendingBefore(new Date(at.getTime() - ORDER_OPEN_MS), limit);
      const outcome: SweepOutcome = { closed: 0, asked: 0 };
      for (const order of stale) {
        const { gatewayRef } = order;
        if (gatewayRef !== null) {
          outcome.asked += 1;
          // Asked now: if it stays pending it waits behind the others next time.
          await orders.claimGatewayCheck(order.tradeNo, at, 0);
          const answer = await ask({ ...order, gatewayRef });
          if (answer) {
            const from = { channel: answer.channel, ref: gatewayRef };
            if ((await pay.settle(answer.payment, 'sweep', from)) !== 'unchanged') {
              outcome.closed += 1;
              continue;
            }
            // The buyer finished at the gateway and the money is on its way: its word settles it.
            if (answer.payment.processing) continue;
          }
          if (at.getTime() - order.createdAt.getTime() < CHECKOUT_LIFE_MS) continue;
        }
        if (await orders.markFailed(order.tradeNo, 'cancelled', at)) outcome.closed += 1;
      }
      return outcome;
    },
  };
}
export type OrderSweep = ReturnType<typeof createOrderSweep>;
