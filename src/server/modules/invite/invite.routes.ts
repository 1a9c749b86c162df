import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { InviteService } from './invite.service.ts';
import { requestOrigin } from '../../lib/request-origin.ts';

export function inviteRoutes(app: FastifyInstance, invites: InviteService): void {
  apiRoute(app, 'inviteInfo', ({ userId, request }) =>
    invites.info(userId, requestOrigin(request), request.lang),
  );

  apiRoute(app, 'inviteList', ({ body, userId, request }) =>
    invites.list(userId, { page: body?.page ?? 1, page_size: body?.page_size ?? 20 }, request.lang),
  );
}
