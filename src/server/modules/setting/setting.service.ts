/**
 * System settings of SPEC 3. Stored in the database with seeded defaults; the OAuth client
 * ids come from the environment because they pair with secrets that only the server holds.
 * Reads are cached per process for a few seconds: settings change rarely and check-setting
 * is the first call of every visit.
 */
import { z } from 'zod';
import type { CheckSettingData, SystemSetting } from '#shared/contract/setting.ts';
import type { LanguageId } from '#shared/languages.ts';
import type { Executor } from '#db/client.ts';
import type { Config } from '../../env.ts';
import { translate } from '../../i18n/messages.ts';
import { createSettingRepository } from './setting.repository.ts';

const storedSettings = z.object({
  email: z.string().catch(''),
  index_image: z.string().catch(''),
  appName: z.string().catch('Enjoy Drama'),
  icon: z.string().catch(''),
  pixel_facebook: z.string().catch(''),
  pixel_tiktok: z.string().catch(''),
  facebook_version: z.string().catch('v21.0'),
  use_language: z.number().int().min(0).max(5).catch(0),
  use_lanaguage_switch: z.union([z.literal(0), z.literal(1)]).catch(1),
});
export type StoredSettings = z.infer<typeof storedSettings>;

export const DEFAULT_SETTINGS: StoredSettings = {
  email: 'support@enjoydrama.example',
  index_image: '',
  appName: 'Enjoy Drama',
  icon: '/icon.svg',
  pixel_facebook: '',
  pixel_tiktok: '',
  facebook_version: 'v21.0',
  use_language: 0,
  use_lanaguage_switch: 1,
};

const CACHE_MS = 5000;

export function createSettingService(db: Executor, config: Pick<Config, 'facebook' | 'tiktok'>) {
  const repo = createSettingRepository(db);
  let cached: { at: number; value: StoredSettings } | undefined;
  const perLanguage = new Map<LanguageId, CheckSettingData>();

  async function stored(): Promise<StoredSettings> {
    const now = Date.now();
    if (cached && now - cached.at < CACHE_MS) return cached.value;
    const map = await repo.all();
    const value = storedSettings.parse(Object.fromEntries(map));
    if (!cached || JSON.stringify(cached.value) !== JSON.stringify(value)) perLanguage.clear();
    cached = { at: now, value };
    return value;
  }

  return {
    seedDefaults: () => repo.seed(DEFAULT_SETTINGS),
    stored,

    async systemSetting(): Promise<SystemSetting> {
      const s = await stored();
      return {
        ...s,
        facebook_appid: config.facebook.appId ?? '',
        tiktok_clientkey: config.tiktok.clientKey ?? '',
        tiktok_sercet: '',
      };
    },

    async checkSetting(language: LanguageId): Promise<CheckSettingData> {
      const system = await this.systemSetting();
      const hit = perLanguage.get(language);
      if (hit) return hit;
      const data: CheckSettingData = {
        system_setting: system,
        protocol_list: {
          user: { title: translate(language, 'protocol_user'), url: `/article/user?language=${language}` },
          privacy: {
            title: translate(language, 'protocol_privacy'),
            url: `/article/privacy?language=${language}`,
          },
        },
      };
      perLanguage.set(language, data);
      return data;
    },

    async update(key: keyof StoredSettings, value: unknown): Promise<void> {
      await repo.set(key, value);
      cached = undefined;
      perLanguage.clear();
    },
  };
}
export type SettingService = ReturnType<typeof createSettingService>;
