/**
 * The services of every module, built once per app over one database handle.
 */
import type { Database } from '#db/client.ts';
import type { Config } from './env.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createSettingService } from './modules/setting/setting.service.ts';
import { createUserService } from './modules/user/user.service.ts';

export function createServices(deps: { config: Config; db: Database; now?: (() => number) | undefined }) {
  const { config, db } = deps;
  const now = deps.now ?? Date.now;
  const sessions = createSessionService(db, now);
  const media = createMediaService(config, now);
  return {
    now,
    media,
    catalogue: createCatalogueService({ db, media, now }),
    config,
    db,
    sessions,
    rateLimits: createRateLimitRepository(db),
    settings: createSettingService(db, config),
    users: createUserService({ db, sessions, now }),
  };
}
export type Services = ReturnType<typeof createServices>;
