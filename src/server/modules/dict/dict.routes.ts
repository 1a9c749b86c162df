import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { DictService } from './dict.service.ts';

/** Labels change only with a deploy or the catalogue: a short shared cache per language. */
export const DICT_CACHE = { maxAgeS: 60 };

function typesOf(params: unknown): string {
  const value = (params as { types?: unknown } | undefined)?.types;
  return typeof value === 'string' ? value : '';
}

export function dictRoutes(app: FastifyInstance, dict: DictService): void {
  apiRoute(app, 'dictType', ({ request }) => dict.lookup(typesOf(request.params), request.lang), {
    publicCache: DICT_CACHE,
  });
  apiRoute(app, 'dictTypeBatch', ({ request }) => dict.lookup(typesOf(request.params), request.lang), {
    publicCache: DICT_CACHE,
  });
}
