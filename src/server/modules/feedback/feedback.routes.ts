import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { FeedbackService } from './feedback.service.ts';

/** Per IP, beside the per-user hourly limit of the service: room for a household behind one NAT. */
export const FEEDBACK_SUBMIT_IP_LIMIT = { max: 60, timeWindow: 3_600_000 };

export function feedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackService }): void {
  apiRoute(
    app,
    'feedbackSubmit',
    ({ body, userId, request }) => deps.feedback.submit(userId, request.lang, body),
    { rateLimit: FEEDBACK_SUBMIT_IP_LIMIT },
  );
  apiRoute(app, 'feedbackList', ({ body, userId, request }) =>
    deps.feedback.list(userId, request.lang, body?.page ?? 1, body?.page_size ?? 20),
  );
  apiRoute(app, 'feedbackRead', ({ body, userId }) => deps.feedback.markRead(userId, body.feedback_id));
  apiRoute(app, 'feedbackUnread', ({ userId }) => deps.feedback.unreadCount(userId));
}
