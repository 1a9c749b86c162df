import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { parseLanguageId, type LanguageId } from '#shared/languages.ts';

/** The interface language a request asks for (header `language`, 1..5; else Traditional Chinese). */
export function languageOfHeaders(headers: IncomingHttpHeaders): LanguageId {
  const header = headers.language;
  return parseLanguageId(Array.isArray(header) ? header[0] : header);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's interface language (header `language`, 1..5; else Traditional Chinese). */
    readonly lang: LanguageId;
  }
}

export const languagePlugin = fp(
  async (app) => {
    // A getter read when a message or a cached answer needs it, instead of an onRequest hook:
    // with no onRequest hook at all, Fastify skips that phase of every request. Early failures
    // (a malformed header line, an unknown route) still get it, as the headers are parsed first.
    app.decorateRequest('lang', {
      getter(): LanguageId {
        return languageOfHeaders(this.headers);
      },
    });
  },
  { name: 'language' },
);
