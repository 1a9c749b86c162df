import fp from 'fastify-plugin';
import { parseLanguageId, type LanguageId } from '#shared/languages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's interface language (header `language`, 1..5; else Traditional Chinese). */
    lang: LanguageId;
  }
}

export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 2);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.language;
      request.lang = parseLanguageId(Array.isArray(header) ? header[0] : header);
    });
  },
  { name: 'language' },
);
