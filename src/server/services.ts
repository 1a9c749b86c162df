/**
 * The services of every module, built once per app over one database handle.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Database } from '#db/client.ts';
import { createMailer } from './adapters/mail.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { createEmailCodeService } from './modules/auth/email-code.service.ts';
import type { Config } from './env.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createSettingService } from './modules/setting/setting.service.ts';
import { createUserService } from './modules/user/user.service.ts';

export function createServices(deps: {
  config: Config;
  db: Database;
  now?: (() => number) | undefined;
  log?: (fields: Record<string, unknown>, message: string) => void;
}) {
  const { config, db } = deps;
  const log = deps.log ?? (() => undefined);
  const now = deps.now ?? Date.now;
  const sessions = createSessionService(db, now);
  const media = createMediaService(config, now);
  const settings = createSettingService(db, config);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: `Enjoy Drama <no-reply@${config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost'}>`,
    log,
  });
  return {
    mailer,
    emailCodes: createEmailCodeService({
      db,
      mailer,
      // The codes' HMAC key: derived from a server-only secret, never stored.
      pepper: createHmac('sha256', config.mediaSecret).update('email-code-pepper').digest('hex'),
      appName: async () => (await settings.stored()).appName,
      now,
    }),
    accounts: createAccountService({ db, sessions }),
    now,
    media,
    catalogue: createCatalogueService({ db, media, now }),
    config,
    db,
    sessions,
    rateLimits: createRateLimitRepository(db),
    settings,
    users: createUserService({ db, sessions, now }),
  };
}
export type Services = ReturnType<typeof createServices>;
