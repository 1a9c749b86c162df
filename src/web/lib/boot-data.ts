/**
 * What the server put into index.html for the first paint (docs/decisions/0006): the
 * check-setting answer and the home feed in the site's default language. Read without zod
 * (not loaded yet); the page comes from our own server.
 */
import type { HomeData } from '#shared/contract/catalogue.ts';
import type { CheckSettingData } from '#shared/contract/setting.ts';
import { isLanguageId, type LanguageId } from '#shared/languages.ts';

export interface BootData {
  language: LanguageId;
  settings: CheckSettingData;
  home: HomeData | undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readBootData(): BootData | undefined {
  const raw: unknown = (globalThis as { __BOOT__?: unknown }).__BOOT__;
  if (!isObject(raw) || !isLanguageId(raw.language)) return undefined;
  const settings = raw.settings;
  if (!isObject(settings) || !isObject(settings.system_setting) || !isObject(settings.protocol_list))
    return undefined;
  const home = raw.home;
  const homeOk = isObject(home) && Array.isArray(home.banners) && Array.isArray(home.rails);
  return {
    language: raw.language,
    settings: settings as unknown as CheckSettingData,
    home: homeOk ? (home as unknown as HomeData) : undefined,
  };
}
