import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { UnlockService } from '../money/unlock.service.ts';
import type { WalletService } from '../money/wallet.service.ts';
import type { TopupLimitService } from '../money/topup-limit.service.ts';

export function walletRoutes(
  app: FastifyInstance,
  deps: { unlocks: UnlockService; wallet: WalletService; topupLimits: TopupLimitService },
): void {
  apiRoute(app, 'unlockQuote', ({ body, userId }) => deps.unlocks.quote(userId, body.episode_id));
  apiRoute(app, 'unlock', ({ body, userId }) => deps.unlocks.unlock(userId, body));
  apiRoute(app, 'autoUnlock', ({ body, userId }) =>
    deps.unlocks.setAutoUnlock(userId, body.enabled === 1, body.daily_cap),
  );
  apiRoute(app, 'goldDetail', ({ body, userId, request }) =>
    deps.wallet.detail(userId, request.lang, {
      page: body?.page ?? 1,
      page_size: body?.page_size ?? 20,
      asset: body?.asset,
    }),
  );
  // The monthly top-up limit (issue 19).
  apiRoute(app, 'topupLimit', ({ userId }) => deps.topupLimits.state(userId));
  apiRoute(app, 'setTopupLimit', ({ body, userId }) => deps.topupLimits.set(userId, body.limit_cents));
}
