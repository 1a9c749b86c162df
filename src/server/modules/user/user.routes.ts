import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import type { UserService } from './user.service.ts';

/** Device logins per IP per minute: room for many phones behind one carrier NAT, not for a farm. */
export const DEVICE_LOGIN_LIMIT = { max: 120, timeWindow: 60_000 };

export function userRoutes(app: FastifyInstance, users: UserService): void {
  apiRoute(app, 'deviceLogin', ({ body, request }) => users.deviceLogin(body, request.lang), {
    rateLimit: DEVICE_LOGIN_LIMIT,
  });

  apiRoute(app, 'userIndex', async ({ request }) => {
    const info = request.session ? await users.userInfo(request.session.userId, request.lang) : undefined;
    if (!info) throw new ApiError('sessionExpired');
    return info;
  });

  apiRoute(app, 'updateProfile', async ({ body, request }) => {
    const session = request.session;
    if (!session) throw new ApiError('sessionExpired');
    await users.updateProfile(session.userId, body);
    const info = await users.userInfo(session.userId, request.lang);
    if (!info) throw new ApiError('sessionExpired');
    return info;
  });

  apiRoute(app, 'logout', async ({ request }) => {
    if (request.token) await users.logout(request.token);
    return null;
  });
}
