import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import type { AccountService } from './account.service.ts';
import type { EmailCodeService } from './email-code.service.ts';

export function authRoutes(
  app: FastifyInstance,
  deps: { codes: EmailCodeService; accounts: AccountService },
): void {
  // The per-address and per-IP limits live in the service (counted in the database).
  apiRoute(app, 'sendEmail', ({ body, request }) => deps.codes.send(body.email, request.ip, request.lang));

  apiRoute(app, 'emailBind', async ({ body, request }) => {
    const session = request.session;
    if (!session) throw new ApiError('sessionExpired');
    await deps.codes.verify(body.email, body.code);
    return deps.accounts.loginWithEmail(session.userId, body.email, request.lang);
  });
}
