/**
 * POST /console-api/orders/:tradeNo/ask-gateway (finance, owner): a pending order's gateway asked
 * now → the order's page after its word, and what the gateway said.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayCheckAnswer } from '#shared/contract/console-orders.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

export function askGateway(tradeNo: string) {
  return consoleRequest('POST', `/orders/${encodeURIComponent(tradeNo)}/ask-gateway`, {
    schema: gatewayCheckAnswer,
    body: {},
  });
}

export function useAskGateway() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: askGateway,
    // The order's page (its status, ledger and timeline) and the lists may all have changed.
    onSettled: () => client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
