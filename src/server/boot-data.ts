/**
 * The boot data injected into index.html (docs/decisions/0006): the check-setting answer and
 * the home feed in the site's default language, built at most once per 30 s per process, and
 * the static first screen of home made from them (decision 0011).
 */
import { parseLanguageId } from '#shared/languages.ts';
import { FIRST_SCREEN_CSS, firstScreenHtml } from './first-screen.ts';
import type { BootData } from './plugins/spa.ts';
import type { Services } from './services.ts';

const BOOT_TTL_MS = 30_000;

export function createBootData(services: Services): () => Promise<BootData | undefined> {
  let cached: { at: number; value: Promise<BootData> } | undefined;
  const build = async (): Promise<BootData> => {
    const stored = await services.settings.stored();
    const language = parseLanguageId(stored.use_language);
    const [settings, home] = await Promise.all([
      services.settings.checkSetting(language),
      services.catalogue.home(language),
    ]);
    const screen = firstScreenHtml({ language, appName: settings.data.system_setting.appName, home });
    return {
      data: { language, settings: settings.data, home },
      preloadImage: home.banners[0]?.image,
      ...(screen === '' ? {} : { firstScreen: { html: screen, css: FIRST_SCREEN_CSS } }),
    };
  };
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > BOOT_TTL_MS) {
      const value = build();
      cached = { at: now, value };
      // A failure is not kept: the next page load tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}
