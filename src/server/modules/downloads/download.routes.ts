import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { DownloadService } from './download.service.ts';

/** POST /video/download: the next episodes this viewer may save for offline viewing. */
export function downloadRoutes(app: FastifyInstance, downloads: DownloadService): void {
  apiRoute(app, 'download', ({ body, userId }) => downloads.plan(userId, body));
}
