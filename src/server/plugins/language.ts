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
    // A callback hook: this runs on every request, and an async one costs a promise each time.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.language;
      request.lang = parseLanguageId(Array.isArray(header) ? header[0] : header);
      done();
    });
  },
  { name: 'language' },
);
