/**
 * The texts behind protocol_list (user agreement, privacy policy) and the help page, in the five
 * interface languages of SPEC 9: one Markdown file per article and locale,
 * ./texts/<locale>/<key>.md, whose first line is the title (`# ...`). Read and rendered once, at
 * start; a missing file stops the server.
 */
import { readFileSync } from 'node:fs';
import { ARTICLE_KEYS, type ArticleKey } from '#shared/contract/article.ts';
import { LOCALES, type Locale } from '#shared/languages.ts';
import { ARTICLE_UPDATED, type Article } from './article.model.ts';
import { articleFromMarkdown } from '#shared/markdown.ts';

export type { Article } from './article.model.ts';

/** An article's Markdown: the `# ` title line, then the body. */
export function parseArticle(markdown: string, file: string): Article {
  const parsed = articleFromMarkdown(markdown);
  if (!parsed) throw new Error(`${file}: the first line must be the title ("# ...")`);
  return { ...parsed, updated: ARTICLE_UPDATED };
}

/** The Markdown file of an article (what is served while no operator has saved a version). */
export function articleSource(key: ArticleKey, locale: Locale): string {
  return readFileSync(new URL(`./texts/${locale}/${key}.md`, import.meta.url), 'utf8');
}

function load(key: ArticleKey, locale: Locale): Article {
  return parseArticle(articleSource(key, locale), `texts/${locale}/${key}.md`);
}

export const ARTICLES = Object.fromEntries(
  ARTICLE_KEYS.map((key) => [key, Object.fromEntries(LOCALES.map((locale) => [locale, load(key, locale)]))]),
) as Record<ArticleKey, Record<Locale, Article>>;
