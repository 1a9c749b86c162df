import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** Listings depend only on language and query: cached 30 s by browsers and this process. */
const LISTING = { publicCache: { maxAgeS: 30 } };

function userId(request: FastifyRequest): number {
  // Routes with auth 'required' never reach their handler without a session.
  return request.session?.userId ?? 0;
}

export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService): void {
  apiRoute(app, 'home', ({ request }) => catalogue.home(request.lang), LISTING);
  apiRoute(app, 'dramaList', ({ body, request }) => catalogue.list(request.lang, body), LISTING);
  apiRoute(app, 'rank', ({ body, request }) => catalogue.rank(request.lang, body), LISTING);
  apiRoute(app, 'tags', ({ request }) => catalogue.tags(request.lang), LISTING);
  apiRoute(app, 'search', ({ body, request }) => catalogue.search(request.lang, body), LISTING);

  apiRoute(app, 'detail', ({ body, request }) =>
    catalogue.detail(userId(request), request.lang, body.drama_id),
  );
  apiRoute(app, 'episode', ({ body, request }) =>
    catalogue.episode(userId(request), body.drama_id, body.number),
  );
  apiRoute(app, 'recommend', ({ body, request }) =>
    catalogue.recommend(userId(request), request.lang, {
      page: body?.page ?? 1,
      page_size: body?.page_size ?? 10,
    }),
  );
  apiRoute(app, 'progress', async ({ body, request }) => {
    await catalogue.progress(userId(request), body.episode_id, body.position_ms);
    return null;
  });
  apiRoute(app, 'play', ({ body, request }) =>
    catalogue.countPlay(userId(request), body.episode_id, body.view_id),
  );

  apiRoute(app, 'historyList', ({ body, request }) =>
    catalogue.history(userId(request), request.lang, {
      page: body?.page ?? 1,
      page_size: body?.page_size ?? 20,
    }),
  );
  apiRoute(app, 'historyRemove', async ({ body, request }) => {
    await catalogue.removeHistory(userId(request), body.drama_id);
    return null;
  });
  apiRoute(app, 'historyClear', async ({ request }) => {
    await catalogue.clearHistory(userId(request));
    return null;
  });
  apiRoute(app, 'favoriteList', ({ body, request }) =>
    catalogue.favorites(userId(request), request.lang, {
      page: body?.page ?? 1,
      page_size: body?.page_size ?? 20,
    }),
  );
  apiRoute(app, 'favoriteAdd', ({ body, request }) =>
    catalogue.setFavorite(userId(request), body.drama_id, true),
  );
  apiRoute(app, 'favoriteRemove', ({ body, request }) =>
    catalogue.setFavorite(userId(request), body.drama_id, false),
  );
}
