import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { RewardsService } from './rewards.service.ts';

export function rewardsRoutes(app: FastifyInstance, deps: { rewards: RewardsService }): void {
  apiRoute(app, 'rewardsInfo', ({ body, userId }) => deps.rewards.info(userId, body?.tz_offset_min ?? 0));
  apiRoute(app, 'checkin', ({ body, userId }) => deps.rewards.checkin(userId, body?.tz_offset_min ?? 0));
}
