/**
 * POST /pay/query-order {trade_no}: the status of a pending order (1 pending, 2 paid,
 * 3 failed, 4 refunded) and how it ended (`result`: a declined payment or a cancelled checkout,
 * when the server says it). Silent: the background polling of SPEC 4 treats a failed request as
 * "ask again later" instead of toasting it every few seconds. An order the server does not know
 * for this account (805, e.g. after the session changed) can never be paid here: it reads as failed.
 */
import { API_ERRORS } from '#shared/api-codes.ts';
import { ORDER_STATUS } from '#shared/contract/wallet-constants.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import type { OrderAnswer } from '../utils/order-polling.ts';

export async function queryOrder(tradeNo: string): Promise<OrderAnswer> {
  try {
    const data = await apiRequest('queryOrder', { trade_no: tradeNo }, { silent: true });
    return { status: data.status, result: data.result };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === API_ERRORS.orderNotFound.code) {
      return { status: ORDER_STATUS.failed };
    }
    throw error;
  }
}
