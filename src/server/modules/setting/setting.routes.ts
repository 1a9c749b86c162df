import type { FastifyInstance } from 'fastify';
import type { LanguageId } from '#shared/languages.ts';
import { apiRoute, preSerialized, type PreSerialized } from '../../route.ts';
import type { SettingService } from './setting.service.ts';

export function settingRoutes(app: FastifyInstance, settings: SettingService): void {
  // The first call of every visit: its envelope is serialised once per settings version and
  // language, and while the settings are fresh it is answered from memory in the same tick.
  const cache = new Map<LanguageId, { version: number; body: PreSerialized }>();
  const load = async (language: LanguageId): Promise<PreSerialized> => {
    const { version, data } = await settings.checkSetting(language);
    const hit = cache.get(language);
    if (hit && hit.version === version) return hit.body;
    const body = preSerialized('checkSetting', data, language);
    cache.set(language, { version, body });
    return body;
  };
  apiRoute(app, 'checkSetting', ({ request }) => {
    const hit = cache.get(request.lang);
    if (hit && settings.isFresh(hit.version)) return hit.body;
    return load(request.lang);
  });
}
