/**
 * The boot data injected into index.html (docs/decisions/0006): the check-setting answer and
 * the home feed in the site's default language, built at most once per
 * CATALOGUE_FRESHNESS.serverTtlMs per process (on the app's clock) and
 * language, and the static first screen of home made from them (decision 0011). A visitor who
 * chose a language (its cookie) gets them in that language when the site lets users choose
 * (use_lanaguage_switch; decision 0021).
 */
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { parseLanguageId, type LanguageId } from '#shared/languages.ts';
import { FIRST_SCREEN_CSS, firstScreenHtml } from './first-screen.ts';
import type { BootData } from './plugins/spa.ts';
import type { Services } from './services.ts';

export function createBootData(
  services: Services,
): (requested?: LanguageId) => Promise<BootData | undefined> {
  // Keyed by the language asked for (0: none), so at most six entries.
  const cache = new Map<number, { at: number; value: Promise<BootData> }>();
  const build = async (requested: LanguageId | undefined): Promise<BootData> => {
    const stored = await services.settings.stored();
    const language =
      requested !== undefined && stored.use_lanaguage_switch === 1
        ? requested
        : parseLanguageId(stored.use_language);
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
  return (requested) => {
    const key = requested ?? 0;
    const now = services.now();
    let cached = cache.get(key);
    if (!cached || now - cached.at >= CATALOGUE_FRESHNESS.serverTtlMs) {
      const value = build(requested);
      cached = { at: now, value };
      cache.set(key, cached);
      // A failure is not kept: the next page load tries again.
      value.catch(() => {
        if (cache.get(key)?.value === value) cache.delete(key);
      });
    }
    return cached.value;
  };
}
