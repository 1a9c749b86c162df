/**
 * POST /console-api/feedback/:id/reply { body } → the item; the user sees the reply unread, and a
 * closed feedback is open again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxItem } from '#shared/contract/console-feedback.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { INBOX_QUERY_KEY } from './get-inbox.ts';

export function replyFeedback({ id, body }: { id: number; body: string }) {
  return consoleRequest('POST', `/feedback/${id}/reply`, { schema: inboxItem, body: { body } });
}

export function useReplyFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyFeedback,
    meta: INLINE_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
