import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import type { RequestGuard } from '../rate-limit/request-guard.ts';
import type { FeedbackService } from './feedback.service.ts';

/** Per IP, beside the per-user hourly limit of the service: room for a household behind one NAT. */
export const FEEDBACK_SUBMIT_IP_LIMIT = { max: 60, timeWindow: 3_600_000 };

function userOf(request: { session?: { userId: number } | undefined }): number {
  if (!request.session) throw new ApiError('sessionExpired');
  return request.session.userId;
}

export function feedbackRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService; guard: RequestGuard },
): void {
  apiRoute(
    app,
    'feedbackSubmit',
    ({ body, request }) => deps.feedback.submit(userOf(request), request.lang, body),
    {
      repeatGuard: deps.guard,
      rateLimit: FEEDBACK_SUBMIT_IP_LIMIT,
    },
  );
  apiRoute(app, 'feedbackList', ({ body, request }) =>
    deps.feedback.list(userOf(request), request.lang, body?.page ?? 1, body?.page_size ?? 20),
  );
  apiRoute(app, 'feedbackRead', ({ body, request }) =>
    deps.feedback.markRead(userOf(request), body.feedback_id),
  );
  apiRoute(app, 'feedbackUnread', ({ request }) => deps.feedback.unreadCount(userOf(request)));
}
