import type { FastifyInstance } from 'fastify';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { apiRoute, type PublicCache } from '../../route.ts';
import type { CatalogueService } from './catalogue.service.ts';

/**
 * Listings depend only on language and query: kept briefly by this process and by browsers
 * and CDNs, so a console change reaches viewers within CATALOGUE_FRESHNESS.boundMs.
 */
export function listingCache(now: () => number): PublicCache {
  return { maxAgeS: CATALOGUE_FRESHNESS.maxAgeS, ttlMs: CATALOGUE_FRESHNESS.serverTtlMs, now };
}

export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService, now: () => number): void {
  const LISTING = { publicCache: listingCache(now) };
  apiRoute(app, 'home', ({ request }) => catalogue.home(request.lang), LISTING);
  apiRoute(app, 'dramaList', ({ body, request }) => catalogue.list(request.lang, body), LISTING);
  apiRoute(app, 'rank', ({ body, request }) => catalogue.rank(request.lang, body), LISTING);
  apiRoute(app, 'tags', ({ request }) => catalogue.tags(request.lang), LISTING);
  apiRoute(app, 'search', ({ body, request }) => catalogue.search(request.lang, body), LISTING);

  apiRoute(app, 'detail', ({ body, userId, request }) =>
    catalogue.detail(userId, request.lang, body.drama_id),
  );
  apiRoute(app, 'episode', ({ body, userId }) => catalogue.episode(userId, body.drama_id, body.number));
  apiRoute(app, 'recommend', ({ body, userId, request }) =>
    catalogue.recommend(userId, request.lang, {
      page: body?.page ?? 1,
      page_size: body?.page_size ?? 10,
    }),
  );
  apiRoute(app, 'progress', async ({ body, userId }) => {
    await catalogue.progress(userId, body.episode_id, body.position_ms);
    return null;
  });
  // `view_id` stays in the contract; a view counts once per person, episode and day.
  apiRoute(app, 'play', ({ body, userId }) => catalogue.countPlay(userId, body.episode_id));

  apiRoute(app, 'historyList', ({ body, userId, request }) =>
    catalogue.history(userId, request.lang, {
      page: body?.page ?? 1,
      page_size: body?.page_size ?? 20,
    }),
  );
  apiRoute(app, 'historyRemove', async ({ body, userId }) => {
    await catalogue.removeHistory(userId, body.drama_id);
    return null;
  });
  apiRoute(app, 'historyClear', async ({ userId }) => {
    await catalogue.clearHistory(userId);
    return null;
  });
  apiRoute(app, 'favoriteList', ({ body, userId, request }) =>
    catalogue.favorites(userId, request.lang, {
      page: body?.page ?? 1,
      page_size: body?.page_size ?? 20,
    }),
  );
  apiRoute(app, 'favoriteAdd', ({ body, userId }) => catalogue.setFavorite(userId, body.drama_id, true));
  apiRoute(app, 'favoriteRemove', ({ body, userId }) => catalogue.setFavorite(userId, body.drama_id, false));
}
