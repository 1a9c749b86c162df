/**
 * The operator's HTTP API for scripts, outside /enjoy-api (not signed: the bearer ADMIN_TOKEN
 * is the authentication); the console has its own (/console-api, operator sessions):
 *
 *   GET  /admin/api/feedback[?unanswered=1&limit=50&offset=0]   feedback with their replies
 *   POST /admin/api/feedback/:id/reply {body}                    stores a reply, unread
 *   POST /admin/api/operators {email, role, name?}               an operator and its setup link
 *   POST /admin/api/operators/reset {email}                      a new setup link (lost phone)
 *
 * Answers are the usual envelope; a missing or wrong token answers HTTP 401, code 401. Writes
 * add their audit row under the name 'admin token'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { numeric } from '#shared/contract/numeric.ts';
import { operatorCreatePayload } from '#shared/contract/console-auth.ts';
import { ApiError } from '../../api-error.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { ADMIN_TOKEN_ACTOR } from '../operator/audit.service.ts';
import { defaultOperatorName, type OperatorService } from '../operator/operator.service.ts';
import type { FeedbackService } from '../feedback/feedback.service.ts';
import { adminTokenMatches, bearerOf } from './admin-auth.ts';
import { bigIdParams } from '../../lib/id-params.ts';

export const ADMIN_PREFIX = '/admin/api';
/** Per IP: plenty for an operator, slow for anyone guessing. */
const ADMIN_LIMIT = { max: 120, timeWindow: 60_000 };

const listQuery = z.object({
  unanswered: z.enum(['0', '1', 'true', 'false']).optional(),
  limit: numeric(z.number().int().min(1).max(500).optional()),
  offset: numeric(z.number().int().min(0).optional()),
});
const replyBody = z.object({ body: z.string() });
/** The console's payload; without a name, the email's local part. */
export const adminOperatorCreate = operatorCreatePayload.extend({
  name: operatorCreatePayload.shape.name.optional(),
});
const operatorReset = operatorCreatePayload.pick({ email: true });

export function adminRoutes(
  app: FastifyInstance,
  deps: { adminToken: string; feedback: FeedbackService; operators: OperatorService },
): void {
  const authorize = async (request: FastifyRequest): Promise<void> => {
    if (!adminTokenMatches(deps.adminToken, bearerOf(request.headers.authorization))) {
      throw new ApiError('adminUnauthorized');
    }
  };

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
      return sendOk(request, reply, data);
    },
  );

  validatedRoute(
    app,
    {
      method: 'POST',
      url: `${ADMIN_PREFIX}/feedback/:id/reply`,
      params: bigIdParams,
      body: replyBody,
      options,
      // The field as the operator's tools know it: the id of the path, or the reply's body.
      invalid: (part) => {
        throw new ApiError('validation', { field: part === 'params' ? 'id' : 'body' }, 'validation_field');
      },
    },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await deps.feedback.reply(params.id, body.body, ADMIN_TOKEN_ACTOR)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: `${ADMIN_PREFIX}/operators`, body: adminOperatorCreate, options },
    async ({ body, request, reply }) => {
      const data = await deps.operators.create(ADMIN_TOKEN_ACTOR, {
        ...body,
        name: body.name ?? defaultOperatorName(body.email),
      });
      return sendOk(request, reply, data);
    },
  );

  validatedRoute(
    app,
    { method: 'POST', url: `${ADMIN_PREFIX}/operators/reset`, body: operatorReset, options },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await deps.operators.reset(ADMIN_TOKEN_ACTOR, body.email)),
  );
}
