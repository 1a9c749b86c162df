/**
 * System settings of SPEC 3. Stored in the database with seeded defaults; the OAuth client
 * ids come from the environment because they pair with secrets that only the server holds.
 * Reads are cached per process for a few seconds: settings change rarely and check-setting
 * is the first call of every visit.
 */
import { z } from 'zod';
import type { CheckSettingData, SystemSetting } from '#shared/contract/setting.ts';
import type { LanguageId } from '#shared/languages.ts';
import type { Config } from '../../env.ts';
import { translate } from '../../i18n/messages.ts';
import type { SettingRepository } from './setting.repository.ts';

const pixelId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .catch('');

const storedSettings = z.object({
  email: z.string().catch(''),
  index_image: z.string().catch(''),
  appName: z.string().catch('Enjoy Drama'),
  icon: z.string().catch(''),
  // Pixel ids are digits: stored as JSON numbers by an operator, they are text here.
  pixel_facebook: pixelId,
  pixel_tiktok: pixelId,
  facebook_version: z.string().catch('v21.0'),
  use_language: z.number().int().min(0).max(5).catch(0),
  use_lanaguage_switch: z.union([z.literal(0), z.literal(1)]).catch(1),
});
export type StoredSettings = z.infer<typeof storedSettings>;

/** The stored rows as settings, each value that is missing or wrong replaced by its default. */
export function parseStoredSettings(rows: Map<string, unknown>): StoredSettings {
  return storedSettings.parse(Object.fromEntries(rows));
}

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

interface Snapshot {
  at: number;
  /** Changes whenever a stored value changes; keys the per-language answers. */
  version: number;
  stored: StoredSettings;
  system: SystemSetting;
}

export function createSettingService(
  repo: SettingRepository,
  config: Pick<Config, 'facebook' | 'tiktok' | 'emailLogin'>,
  now: () => number = Date.now,
) {
  let snapshot: Snapshot | undefined;
  let version = 0;
  let perLanguage = new Map<LanguageId, CheckSettingData>();

  async function current(): Promise<Snapshot> {
    const at = now();
    if (snapshot && at - snapshot.at < CACHE_MS) return snapshot;
    const stored = parseStoredSettings(await repo.all());
    if (!snapshot || JSON.stringify(snapshot.stored) !== JSON.stringify(stored)) {
      version += 1;
      perLanguage = new Map();
    }
    snapshot = {
      at,
      version,
      stored,
      system: {
        ...stored,
        // A channel shows only when the server can finish it (id and secret both set).
        facebook_appid: (config.facebook.appSecret && config.facebook.appId) || '',
        tiktok_clientkey: (config.tiktok.clientSecret && config.tiktok.clientKey) || '',
        email_login: config.emailLogin ? 1 : 0,
        tiktok_sercet: '',
      },
    };
    return snapshot;
  }

  return {
    seedDefaults: () => repo.seed(DEFAULT_SETTINGS),
    /** Whether answers built from settings `version` are still current, without a database read. */
    isFresh(version: number): boolean {
      return snapshot !== undefined && snapshot.version === version && now() - snapshot.at < CACHE_MS;
    },
    stored: async () => (await current()).stored,
    systemSetting: async () => (await current()).system,

    /** The check-setting answer and its version (callers may cache per version and language). */
    async checkSetting(language: LanguageId): Promise<{ version: number; data: CheckSettingData }> {
      const snap = await current();
      let data = perLanguage.get(language);
      if (!data) {
        data = {
          system_setting: snap.system,
          protocol_list: {
            user: { title: translate(language, 'protocol_user'), url: `/article/user?language=${language}` },
            privacy: {
              title: translate(language, 'protocol_privacy'),
              url: `/article/privacy?language=${language}`,
            },
          },
        };
        perLanguage.set(language, data);
      }
      return { version: snap.version, data };
    },

    /** After a write elsewhere (the console's): the next read asks the database. */
    forget(): void {
      snapshot = undefined;
    },

    async update(key: keyof StoredSettings, value: unknown): Promise<void> {
      await repo.set(key, value);
      snapshot = undefined;
    },
  };
}
export type SettingService = ReturnType<typeof createSettingService>;
