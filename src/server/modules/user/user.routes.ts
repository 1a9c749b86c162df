import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import type { PushService } from '../follow/push.service.ts';
import type { UserService } from './user.service.ts';

/** Device logins per IP per minute: room for many phones behind one carrier NAT, not for a farm. */
export const DEVICE_LOGIN_LIMIT = { max: 120, timeWindow: 60_000 };

export function userRoutes(
  app: FastifyInstance,
  users: UserService,
  push: Pick<PushService, 'forgetDevice'>,
): void {
  apiRoute(app, 'deviceLogin', ({ body, request }) => users.deviceLogin(body, request.lang), {
    rateLimit: DEVICE_LOGIN_LIMIT,
  });

  apiRoute(app, 'userIndex', async ({ userId, request }) => {
    // A session whose account is gone counts as expired.
    const info = await users.userInfo(userId, request.lang);
    if (!info) throw new ApiError('sessionExpired');
    users.opened(userId);
    return info;
  });

  apiRoute(app, 'updateProfile', async ({ body, userId, request }) => {
    await users.updateProfile(userId, body);
    const info = await users.userInfo(userId, request.lang);
    if (!info) throw new ApiError('sessionExpired');
    return info;
  });

  apiRoute(app, 'logout', async ({ request, userId }) => {
    if (request.token) await users.logout(request.token);
    // This browser's release pushes (saved from its udid) were the account's: they end too.
    const udid = request.headers.udid;
    if (userId !== undefined && typeof udid === 'string') await push.forgetDevice(userId, udid);
    return null;
  });
}
