/**
 * POST /pay/create-order {goods_id, pay_channel_id, price_cents} (SPEC 4 step 2): the order to
 * pay at the channel's gateway. `price_cents` is the price the viewer saw: the server refuses
 * the order when the package costs something else now (803, like a package gone off sale); the
 * pay popup says so in place, so that refusal is no toast here. The API client reports any other
 * refusal (unavailable channel, ...).
 */
import { API_ERRORS } from '#shared/api-codes.ts';
import type { CreateOrderData } from '#shared/contract/wallet.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The package is not sold as the viewer saw it: off sale, or at another price. */
export const OFFER_CHANGED_CODE = API_ERRORS.goodsNotFound.code;

export function createOrder(
  goodsId: number,
  channelId: number,
  priceCents: number,
): Promise<CreateOrderData> {
  return apiRequest(
    'createOrder',
    { goods_id: goodsId, pay_channel_id: channelId, price_cents: priceCents },
    { quietCodes: [OFFER_CHANGED_CODE] },
  );
}
