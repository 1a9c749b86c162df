/**
 * POST /console-api/orders/:tradeNo/refund {reason} (finance, owner) → the order's page,
 * refunded, and whether the gateway is still processing the refund.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundAnswer } from '#shared/contract/console-orders.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

export function refundOrder({ tradeNo, reason }: { tradeNo: string; reason: string }) {
  return consoleRequest('POST', `/orders/${encodeURIComponent(tradeNo)}/refund`, {
    schema: refundAnswer,
    body: { reason },
  });
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
