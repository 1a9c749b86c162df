/**
 * The language of a page the browser visits outside the app (the pay gateway's pages, the
 * stand-ins'): the app's own when it passed it along (`?language=1..5`, so a person who chose
 * Thai in the app pays in Thai), else the browser's Accept-Language.
 */
import { isLanguageId, type LanguageId } from '#shared/languages.ts';

const ACCEPT_TO_LANGUAGE: [RegExp, LanguageId][] = [
  [/^zh-(hans|cn|sg)/i, 1],
  [/^zh/i, 2],
  [/^en/i, 3],
  [/^th/i, 4],
  [/^(id|in|ms)/i, 5],
];

export function pageLanguage(query: unknown, acceptLanguage: string | undefined): LanguageId {
  const asked =
    typeof query === 'object' && query !== null && 'language' in query ? Number(query.language) : NaN;
  return isLanguageId(asked) ? asked : languageFromAccept(acceptLanguage);
}

/** The first Accept-Language entry we speak; Traditional Chinese otherwise (SPEC 9). */
export function languageFromAccept(header: string | undefined): LanguageId {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const hit = ACCEPT_TO_LANGUAGE.find(([re]) => re.test(tag));
    if (hit) return hit[1];
  }
  return 2;
}
