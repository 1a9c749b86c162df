/** POST /history/remove: forget one drama; the row leaves the list at once. */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { HistoryPage } from '#shared/contract/catalogue.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { HISTORY_QUERY_KEY } from './get-history.ts';

export function removeHistory(dramaId: number): Promise<null> {
  return apiRequest('historyRemove', { drama_id: dramaId });
}

export function useRemoveHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHistory,
    onSuccess: (_data, dramaId) => {
      queryClient.setQueriesData<InfiniteData<HistoryPage>>({ queryKey: HISTORY_QUERY_KEY }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                list: page.list.filter((item) => item.drama.drama_id !== dramaId),
                total: Math.max(0, page.total - 1),
              })),
            }
          : old,
      );
      return queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    },
  });
}
