/**
 * The operator's HTTP API, until an operator console exists (issue 6), outside /enjoy-api (not
 * signed: the bearer ADMIN_TOKEN is the authentication):
 *
 *   GET  /admin/api/feedback[?unanswered=1&limit=50&offset=0]   feedback with their replies
 *   POST /admin/api/feedback/:id/reply {body}                    stores a reply, unread
 *
 * Answers are the usual envelope; a missing or wrong token answers HTTP 401, code 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import { validatedRoute } from '../../validated-route.ts';
import type { FeedbackService } from '../feedback/feedback.service.ts';
import { adminTokenMatches, bearerOf } from './admin-auth.ts';

export const ADMIN_PREFIX = '/admin/api';
/** Per IP: plenty for an operator, slow for anyone guessing. */
const ADMIN_LIMIT = { max: 120, timeWindow: 60_000 };

const listQuery = z.object({
  unanswered: z.enum(['0', '1', 'true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
const replyParams = z.object({ id: z.coerce.number().int().positive() });
const replyBody = z.object({ body: z.string() });

export function adminRoutes(
  app: FastifyInstance,
  deps: { adminToken: string; feedback: FeedbackService },
): void {
  const authorize = async (request: FastifyRequest): Promise<void> => {
    if (!adminTokenMatches(deps.adminToken, bearerOf(request.headers.authorization))) {
      throw new ApiError('adminUnauthorized');
    }
  };
  const ok = (request: FastifyRequest, data: unknown) => ({
    code: 200,
    msg: translate(request.lang, 'ok'),
    data,
  });

  const options = { config: { rateLimit: ADMIN_LIMIT }, preHandler: authorize };
  validatedRoute(
    app,
    { method: 'GET', url: `${ADMIN_PREFIX}/feedback`, query: listQuery, options },
    async ({ query, request, reply }) => {
      const data = await deps.feedback.operatorList({
        unanswered: query.unanswered === '1' || query.unanswered === 'true',
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
        ...(query.offset !== undefined ? { offset: query.offset } : {}),
      });
      return reply.header('cache-control', 'no-store').send(ok(request, data));
    },
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: `${ADMIN_PREFIX}/feedback/:id/reply`,
      params: replyParams,
      body: replyBody,
      options,
      // The field as the operator's tools know it: the id of the path, or the reply's body.
      invalid: (part) => {
        throw new ApiError('validation', { field: part === 'params' ? 'id' : 'body' }, 'validation_field');
      },
    },
    async ({ params, body, request, reply }) => {
      const data = await deps.feedback.reply(params.id, body.body);
      return reply.header('cache-control', 'no-store').send(ok(request, data));
    },
  );
}
