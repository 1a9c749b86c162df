/**
 * POST /feedback/read {feedback_id}: marks that feedback's replies read and answers the
 * remaining unread count, which goes straight into the badge's query.
 */
import { feedbackUnreadQueryOptions } from '#web/hooks/use-feedback-unread.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useSession } from '#web/stores/session.ts';

export async function readFeedback(feedbackId: number): Promise<void> {
  const token = useSession.getState().token;
  const { count } = await apiRequest('feedbackRead', { feedback_id: feedbackId }, { silent: true });
  if (useSession.getState().token === token) {
    queryClient.setQueryData(feedbackUnreadQueryOptions(token).queryKey, { count });
  }
}
