/** GET /console-api/goods (finance, owner): every package, on sale or not. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { goodsList } from '#shared/contract/console-goods.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export const GOODS_QUERY_KEY = ['goods'] as const;

export function goodsQueryOptions() {
  return queryOptions({
    queryKey: GOODS_QUERY_KEY,
    queryFn: ({ signal }) => consoleRequest('GET', '/goods', { schema: goodsList, signal }),
  });
}

export function useGoods() {
  return useQuery(goodsQueryOptions());
}
