/** POST /console-api/feedback/:id/close { closed } → the item (closed, or open again). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxItem } from '#shared/contract/console-feedback.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INBOX_QUERY_KEY } from './get-inbox.ts';

export function closeFeedback({ id, closed }: { id: number; closed: boolean }) {
  return consoleRequest('POST', `/feedback/${id}/close`, { schema: inboxItem, body: { closed } });
}

export function useCloseFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
