import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import type { RequestGuard } from '../rate-limit/request-guard.ts';
import type { UnlockService } from '../money/unlock.service.ts';
import type { WalletService } from '../money/wallet.service.ts';

function userOf(request: { session?: { userId: number } | undefined }): number {
  if (!request.session) throw new ApiError('sessionExpired');
  return request.session.userId;
}

export function walletRoutes(
  app: FastifyInstance,
  deps: { unlocks: UnlockService; wallet: WalletService; guard: RequestGuard },
): void {
  apiRoute(app, 'unlockQuote', ({ body, request }) => deps.unlocks.quote(userOf(request), body.episode_id));
  apiRoute(app, 'unlock', ({ body, request }) => deps.unlocks.unlock(userOf(request), body), {
    repeatGuard: deps.guard,
  });
  apiRoute(
    app,
    'autoUnlock',
    ({ body, request }) => deps.unlocks.setAutoUnlock(userOf(request), body.enabled === 1, body.daily_cap),
    { repeatGuard: deps.guard },
  );
  apiRoute(app, 'goldDetail', ({ body, request }) =>
    deps.wallet.detail(userOf(request), request.lang, {
      page: body?.page ?? 1,
      page_size: body?.page_size ?? 20,
      asset: body?.asset,
    }),
  );
}
