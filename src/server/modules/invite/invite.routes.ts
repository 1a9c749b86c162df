import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import type { InviteService } from './invite.service.ts';

function userOf(request: FastifyRequest): number {
  if (!request.session) throw new ApiError('sessionExpired');
  return request.session.userId;
}

/** scheme://host[:port] the browser used (behind a proxy: with TRUST_PROXY=1). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function inviteRoutes(app: FastifyInstance, invites: InviteService): void {
  apiRoute(app, 'inviteInfo', ({ request }) =>
    invites.info(userOf(request), requestOrigin(request), request.lang),
  );

  apiRoute(app, 'inviteList', ({ body, request }) =>
    invites.list(userOf(request), { page: body?.page ?? 1, page_size: body?.page_size ?? 20 }, request.lang),
  );
}
