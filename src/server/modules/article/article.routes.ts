import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ARTICLE_KEYS } from '#shared/contract/article.ts';
import { localeOf, parseLanguageId } from '#shared/languages.ts';
import { apiRoute } from '../../route.ts';
import { ARTICLES } from './article.content.ts';
import { renderArticlePage } from './article.render.ts';

const pageParams = z.object({ key: z.enum(ARTICLE_KEYS) });
const pageQuery = z.object({ language: z.string().optional(), lang: z.string().optional() });

/** Agreement, privacy and help: an API for the app and standalone pages for protocol_list. */
export function articleRoutes(app: FastifyInstance): void {
  apiRoute(app, 'getArticle', async ({ body, request }) => {
    const locale = localeOf(request.lang);
    const article = ARTICLES[body.key][locale];
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
    // Shown in the app's agreement popup (a frame of this site), and nowhere else.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .securePage('document')
      .send(renderArticlePage(ARTICLES[params.data.key][localeOf(language)], language));
  });
}
