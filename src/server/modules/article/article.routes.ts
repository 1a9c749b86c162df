import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ARTICLE_KEYS } from '#shared/contract/article.ts';
import { localeOf, parseLanguageId } from '#shared/languages.ts';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { apiRoute } from '../../route.ts';
import { renderArticlePage } from './article.render.ts';
import type { ArticleService } from './article.service.ts';

const pageParams = z.object({ key: z.enum(ARTICLE_KEYS) });
const pageQuery = z.object({ language: z.string().optional(), lang: z.string().optional() });

/** Agreement, privacy and help: an API for the app and standalone pages for protocol_list. */
export function articleRoutes(app: FastifyInstance, articles: ArticleService): void {
  apiRoute(app, 'getArticle', async ({ body, request }) => {
    const article = await articles.current(body.key, localeOf(request.lang));
    return {
      key: body.key,
      title: article.title,
      updated: article.updated,
      content: article.html,
      url: `/article/${body.key}?language=${request.lang}`,
    };
  });

  app.get('/article/:key', { config: { signed: false } }, async (request, reply) => {
    const params = pageParams.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    const parsed = pageQuery.safeParse(request.query);
    const query = parsed.success ? parsed.data : {};
    const language = parseLanguageId(query.language ?? query.lang ?? request.headers.language);
    const article = await articles.current(params.data.key, localeOf(language));
    // Shown in the app's agreement popup (a frame of this site), and nowhere else. Kept as
    // briefly as listings, so an operator's new version shows within the same bound (0033).
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', `public, max-age=${CATALOGUE_FRESHNESS.maxAgeS}`)
      .securePage('document')
      .send(renderArticlePage(article, language));
  });
}
