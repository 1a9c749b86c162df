/** POST /console-api/orders/:tradeNo/refund (finance, owner) → the order's page, refunded. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetail } from '#shared/contract/console-orders.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

export function refundOrder(tradeNo: string) {
  return consoleRequest('POST', `/orders/${encodeURIComponent(tradeNo)}/refund`, {
    schema: orderDetail,
    body: {},
  });
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
