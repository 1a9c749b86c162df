/**
 * The system settings as the console edits them (issue 18): one form of SPEC 3's values, the
 * rewards (welcome bonus and check-in streak, read by rewards.service at each grant), and
 * the providers' secrets write-only (answered only as set / not set; sending one replaces it).
 * Saved in one transaction with its audit row (the secrets never in it: only which were
 * replaced), then the settings cache of this process is dropped so /setting answers at once.
 * Provider ids and secrets are read at start after the environment's (`storedProviders`).
 */
import type { ConsoleSettings, SettingsInput, SettingValues } from '#shared/contract/console-settings.ts';
import { SETTING_SECRETS } from '#shared/contract/console-settings.ts';
import type { Config } from '../../env.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import { readRewardsSettings, REWARDS_SETTING_KEY } from '../rewards/rewards.settings.ts';
import { parseStoredSettings, type SettingService } from './setting.service.ts';

const PROVIDER_KEYS = ['facebook_appid', 'tiktok_clientkey'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function valuesOf(repo: Repositories['settings']): Promise<SettingValues> {
  const all = await repo.all();
  const stored = parseStoredSettings(all);
  return {
    appName: stored.appName,
    email: stored.email,
    index_image: stored.index_image,
    icon: stored.icon,
    pixel_facebook: stored.pixel_facebook,
    pixel_tiktok: stored.pixel_tiktok,
    facebook_version: stored.facebook_version,
    use_language: stored.use_language,
    use_lanaguage_switch: stored.use_lanaguage_switch,
    facebook_appid: text(all.get('facebook_appid')),
    tiktok_clientkey: text(all.get('tiktok_clientkey')),
  };
}

export function createSettingConsoleService(deps: {
  uow: UnitOfWork;
  audit: AuditService;
  settings: SettingService;
  config: Pick<Config, 'facebook' | 'tiktok'>;
}) {
  const { uow, audit, settings, config } = deps;

  async function view(): Promise<ConsoleSettings> {
    const all = await uow.read.settings.all();
    return {
      values: await valuesOf(uow.read.settings),
      rewards: await readRewardsSettings(uow.read.settings),
      secrets: Object.fromEntries(
        SETTING_SECRETS.map((key) => [key, text(all.get(key)) === '' ? 'not_set' : 'set']),
      ) as ConsoleSettings['secrets'],
      env_providers: {
        facebook: Boolean(config.facebook.appId && config.facebook.appSecret),
        tiktok: Boolean(config.tiktok.clientKey && config.tiktok.clientSecret),
      },
    };
  }

  return {
    view,

    async save(actor: AuditActor, input: SettingsInput): Promise<ConsoleSettings> {
      await uow.run(async (tx) => {
        const before = { ...(await valuesOf(tx.settings)), rewards: await readRewardsSettings(tx.settings) };
        for (const [key, value] of Object.entries(input.values)) await tx.settings.set(key, value);
        if (input.rewards) await tx.settings.set(REWARDS_SETTING_KEY, input.rewards);
        const replaced = SETTING_SECRETS.filter((key) => input.secrets[key] !== undefined);
        for (const key of replaced) await tx.settings.set(key, input.secrets[key]);
        await audit.record(tx, actor, {
          action: 'update',
          entity: 'settings',
          before,
          after: { ...input.values, rewards: input.rewards ?? before.rewards, replaced_keys: replaced },
        });
      });
      settings.forget();
      return view();
    },
  };
}
export type SettingConsoleService = ReturnType<typeof createSettingConsoleService>;

/**
 * The providers' ids and secrets the console stored, for what the environment leaves out
 * (read once at start, before the stand-ins: decision 0037).
 */
export async function withStoredProviders<C extends Pick<Config, 'facebook' | 'tiktok'>>(
  config: C,
  repo: Pick<Repositories['settings'], 'all'>,
): Promise<C> {
  const all = await repo.all();
  const [facebookAppId, tiktokClientKey] = PROVIDER_KEYS.map((key) => text(all.get(key)));
  const facebookSecret = text(all.get('facebook_app_secret'));
  const tiktokSecret = text(all.get('tiktok_client_secret'));
  const fb = config.facebook;
  const tt = config.tiktok;
  return {
    ...config,
    facebook:
      fb.appId || fb.appSecret || !facebookAppId || !facebookSecret
        ? fb
        : { ...fb, appId: facebookAppId, appSecret: facebookSecret },
    tiktok:
      tt.clientKey || tt.clientSecret || !tiktokClientKey || !tiktokSecret
        ? tt
        : { ...tt, clientKey: tiktokClientKey, clientSecret: tiktokSecret },
  };
}
