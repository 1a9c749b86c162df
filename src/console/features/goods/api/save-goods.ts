/**
 * POST /console-api/goods (create) or /console-api/goods/:id (update) → the package. A refusal
 * (a package like one on sale: 601) is shown in the dialog, by its fields.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleGoods, type GoodsInput } from '#shared/contract/console-goods.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { GOODS_QUERY_KEY } from './get-goods.ts';

export function saveGoods({ id, input }: { id: number | undefined; input: GoodsInput }) {
  return consoleRequest('POST', id === undefined ? '/goods' : `/goods/${id}`, {
    schema: consoleGoods,
    body: input,
  });
}

export function useSaveGoods() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGoods,
    meta: INLINE_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: GOODS_QUERY_KEY }),
  });
}
