import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { isLanguageId, parseLanguageId, type LanguageId } from '#shared/languages.ts';
import { languageFromAccept } from '../lib/page-language.ts';

/**
 * The interface language a request asks for: header `language` (1..5), else Traditional
 * Chinese. The console's API (`url` under /console-api) falls back on Accept-Language instead,
 * as a desktop browser sends it and the console may not have chosen yet.
 */
export function languageOfHeaders(headers: IncomingHttpHeaders, url?: string): LanguageId {
  if (url !== undefined && url.startsWith(`${CONSOLE_API_PREFIX}/`)) {
    return explicitLanguage(headers.language) ?? languageFromAccept(headers['accept-language']);
  }
  const header = headers.language;
  return parseLanguageId(Array.isArray(header) ? header[0] : header);
}

/** The language a `language` header names, if it names one of ours (undefined otherwise). */
export function explicitLanguage(header: string | string[] | undefined): LanguageId | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const asked = value === undefined || value.trim() === '' ? NaN : Number(value);
  return isLanguageId(asked) ? asked : undefined;
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
        return languageOfHeaders(this.headers, this.url);
      },
    });
  },
  { name: 'language' },
);
