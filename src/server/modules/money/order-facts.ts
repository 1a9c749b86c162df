/** What an order is, as the records and the dashboard read it: its result and its event. */
import { ORDER_FAILED, ORDER_PAID, ORDER_REFUNDED } from '#db/schema/wallet.ts';
import type { OrderResult } from '#shared/contract/wallet-constants.ts';
import type { EventInput } from '../events/event-recorder.ts';
import type { OrderRow } from './order.repository.ts';

/** How an order ended, for the records: paid, pending, or failed with its reason (SPEC's status 3). */
export function orderResult(o: Pick<OrderRow, 'status' | 'failReason'>): OrderResult {
  if (o.status === ORDER_PAID) return 'paid';
  if (o.status === ORDER_FAILED) return o.failReason ?? 'failed';
  if (o.status === ORDER_REFUNDED) return 'refunded';
  return 'pending';
}

/** An order's event: its cents, package and channel (the dashboard's revenue by package and channel). */
export function orderEvent(
  kind: 'topup_started' | 'paid' | 'refunded',
  o: Pick<OrderRow, 'userId' | 'amountCents' | 'goodsId' | 'channel' | 'tradeNo'>,
): EventInput {
  return {
    kind,
    userId: o.userId,
    value: o.amountCents,
    extra: { goods: o.goodsId, channel: o.channel, trade: o.tradeNo },
  };
}

/**
 * A trade number as typed by an operator, in the form pay.service.ts writes it (`T`, then
 * digits and lower-case hex), so it matches by the orders' key instead of a scan: "t2026…" and
 * "T2026…ABC" find "T2026…abc".
 */
export function tradeNoAsStored(text: string): string {
  return /^t/i.test(text) ? `T${text.slice(1).toLowerCase()}` : text;
}
