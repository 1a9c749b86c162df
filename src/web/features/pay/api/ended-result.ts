/**
 * How an order that ended with status 3 ended: POST /pay/query-order says only "failed"
 * (SPEC 3), which covers a payment the gateway declined and a checkout that was cancelled or
 * lapsed. The top-up records carry the split (`result`, ORDER_RESULTS), so the newest page is
 * asked for the order. Silent; null when the order is not on it or the request failed.
 */
import type { OrderResult } from '#shared/contract/wallet-constants.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The records' first page: a just-ended order is among the newest. */
const NEWEST_PAGE_SIZE = 20;

export async function endedResult(tradeNo: string): Promise<OrderResult | null> {
  try {
    const data = await apiRequest('orderList', { page: 1, page_size: NEWEST_PAGE_SIZE }, { silent: true });
    return data.list.find((order) => order.trade_no === tradeNo)?.result ?? null;
  } catch {
    return null;
  }
}
