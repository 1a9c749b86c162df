import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { FeedbackService } from './feedback.service.ts';

export function feedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackService }): void {
  // Limited per user and per address by the service, counting accepted feedback only.
  apiRoute(app, 'feedbackSubmit', ({ body, userId, request }) =>
    deps.feedback.submit(userId, request.lang, body, request.ip),
  );
  apiRoute(app, 'feedbackList', ({ body, userId, request }) =>
    deps.feedback.list(userId, request.lang, body?.page ?? 1, body?.page_size ?? 20),
  );
  apiRoute(app, 'feedbackRead', ({ body, userId }) => deps.feedback.markRead(userId, body.feedback_id));
  apiRoute(app, 'feedbackUnread', ({ userId }) => deps.feedback.unreadCount(userId));
}
