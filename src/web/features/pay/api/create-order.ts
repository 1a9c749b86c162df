/**
 * POST /pay/create-order {goods_id, pay_channel_id} (SPEC 4 step 2): the order to pay at the
 * channel's gateway. The API client reports a refusal (unknown package, unavailable channel).
 */
import type { CreateOrderData } from '#shared/contract/wallet.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function createOrder(goodsId: number, channelId: number): Promise<CreateOrderData> {
  return apiRequest('createOrder', { goods_id: goodsId, pay_channel_id: channelId });
}
