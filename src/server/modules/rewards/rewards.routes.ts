import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import type { RequestGuard } from '../rate-limit/request-guard.ts';
import type { RewardsService } from './rewards.service.ts';

function userOf(request: { session?: { userId: number } | undefined }): number {
  if (!request.session) throw new ApiError('sessionExpired');
  return request.session.userId;
}

export function rewardsRoutes(
  app: FastifyInstance,
  deps: { rewards: RewardsService; guard: RequestGuard },
): void {
  apiRoute(app, 'rewardsInfo', ({ body, request }) =>
    deps.rewards.info(userOf(request), body?.tz_offset_min ?? 0),
  );
  apiRoute(
    app,
    'checkin',
    ({ body, request }) => deps.rewards.checkin(userOf(request), body?.tz_offset_min ?? 0),
    {
      repeatGuard: deps.guard,
    },
  );
}
