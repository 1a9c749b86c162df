/** GET /console-api/orders/:tradeNo/refund-preview (finance, owner): what a refund takes back now. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refundPreview } from '#shared/contract/console-orders.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

export function refundPreviewQueryOptions(tradeNo: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'refund-preview', tradeNo],
    queryFn: ({ signal }) =>
      consoleRequest('GET', `/orders/${encodeURIComponent(tradeNo)}/refund-preview`, {
        schema: refundPreview,
        signal,
      }),
    staleTime: 0,
  });
}

export function useRefundPreview(tradeNo: string, enabled: boolean) {
  return useQuery({ ...refundPreviewQueryOptions(tradeNo), enabled });
}
