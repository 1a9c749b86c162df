/** POST /history/clear: forget every drama watched. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { HISTORY_QUERY_KEY } from './get-history.ts';

export function clearHistory(): Promise<null> {
  return apiRequest('historyClear');
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSuccess: () => queryClient.resetQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
