import type { FastifyInstance } from 'fastify';
import type { LanguageId } from '#shared/languages.ts';
import { apiRoute, preSerialized, type PreSerialized } from '../../route.ts';
import type { SettingService } from './setting.service.ts';

export function settingRoutes(app: FastifyInstance, settings: SettingService): void {
  // The first call of every visit: its envelope is serialised once per settings version and language.
  const cache = new Map<LanguageId, { version: number; body: PreSerialized }>();
  apiRoute(app, 'checkSetting', async ({ request }) => {
    const { version, data } = await settings.checkSetting(request.lang);
    const hit = cache.get(request.lang);
    if (hit && hit.version === version) return hit.body;
    const body = preSerialized('checkSetting', data, request.lang);
    cache.set(request.lang, { version, body });
    return body;
  });
}
