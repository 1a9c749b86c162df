import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { InviteService } from './invite.service.ts';

/** scheme://host[:port] the browser used (behind a proxy: with TRUST_PROXY=1). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function inviteRoutes(app: FastifyInstance, invites: InviteService): void {
  apiRoute(app, 'inviteInfo', ({ userId, request }) =>
    invites.info(userId, requestOrigin(request), request.lang),
  );

  apiRoute(app, 'inviteList', ({ body, userId, request }) =>
    invites.list(userId, { page: body?.page ?? 1, page_size: body?.page_size ?? 20 }, request.lang),
  );
}
