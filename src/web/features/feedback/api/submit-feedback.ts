/** POST /feedback/submit {type, content, contact}: answers the stored feedback. */
import { useMutation } from '@tanstack/react-query';
import type { FeedbackSubmitRequest } from '#shared/contract/feedback.ts';
import { FEEDBACK_QUERY_KEY } from '#web/hooks/use-feedback-unread.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';

export function submitFeedback(body: FeedbackSubmitRequest) {
  return apiRequest('feedbackSubmit', body);
}

export function useSubmitFeedback() {
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY }),
  });
}
