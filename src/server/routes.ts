/**
 * The whole HTTP surface in one place: the /enjoy-api endpoints of the shared table
 * (src/shared/contract/endpoints.ts) and the few pages outside it.
 */
import type { FastifyInstance } from 'fastify';
import { articleRoutes } from './modules/article/article.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { settingRoutes } from './modules/setting/setting.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import type { Services } from './services.ts';

export async function registerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // POST /service/check-setting
  settingRoutes(app, services.settings);
  // POST /user/device-login, /user/index, /auth/user/logout
  userRoutes(app, services.users);
  // POST /message/send-email, /user/email-bind
  authRoutes(app, { codes: services.emailCodes, accounts: services.accounts });
  // GET /api/site/article/get-article, and the pages /article/:key
  articleRoutes(app);
  // GET /video/{home,list,rank,tags,search}; POST /video/{detail,episode,recommend,progress,play},
  // /history/{list,remove,clear}, /favorite/{list,add,remove}
  catalogueRoutes(app, services.catalogue);
  // /media/<token>/e/<key>/<file> (signed), /media/posters/<file>, /media-auth (for nginx)
  await mediaRoutes(app, {
    mediaRoot: services.config.mediaRoot,
    secret: services.config.mediaSecret,
    now: services.now,
  });
}
