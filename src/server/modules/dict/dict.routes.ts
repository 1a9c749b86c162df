import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import { listingCache } from '../catalogue/catalogue.routes.ts';
import type { DictService } from './dict.service.ts';

function typesOf(params: unknown): string {
  const value = (params as { types?: unknown } | undefined)?.types;
  return typeof value === 'string' ? value : '';
}

export function dictRoutes(app: FastifyInstance, dict: DictService, now: () => number): void {
  // Labels change with a deploy or the catalogue (the genres are its tags): a listing's cache.
  const DICT_CACHE = listingCache(now);
  apiRoute(app, 'dictType', ({ request }) => dict.lookup(typesOf(request.params), request.lang), {
    publicCache: DICT_CACHE,
  });
  apiRoute(app, 'dictTypeBatch', ({ request }) => dict.lookup(typesOf(request.params), request.lang), {
    publicCache: DICT_CACHE,
  });
}
