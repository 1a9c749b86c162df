/** POST /video/playback-failure and /wallet/coins-back (issue 19, decision 0041). */
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { CoinsBackService } from '../money/coins-back.service.ts';

/** Failure reports per address: a player reports at most one per failed view. */
export const PLAYBACK_FAILURE_LIMIT = { max: 30, timeWindow: 60_000 };

export function coinsBackRoutes(app: FastifyInstance, deps: { coinsBack: CoinsBackService }): void {
  apiRoute(app, 'playbackFailure', ({ body, userId }) => deps.coinsBack.report(userId, body), {
    rateLimit: PLAYBACK_FAILURE_LIMIT,
  });
  apiRoute(app, 'coinsBack', ({ body, userId }) => deps.coinsBack.giveBack(userId, body.episode_id));
}
