import type { FastifyInstance } from 'fastify';
import { endpoints } from '#shared/contract/endpoints.ts';
import { apiRoute } from '../../route.ts';
import type { SettingService } from './setting.service.ts';

export function settingRoutes(app: FastifyInstance, settings: SettingService): void {
  apiRoute(app, endpoints.checkSetting, ({ request }) => settings.checkSetting(request.lang));
}
