/**
 * The texts behind protocol_list (user agreement, privacy policy) and the help page, in the five
 * interface languages of SPEC 9. Plain text only: article.render.ts escapes and marks it up.
 * Each text is in ./texts; the type makes a missing language a compile error.
 */
import type { ArticleKey } from '#shared/contract/article.ts';
import type { Locale } from '#shared/languages.ts';
import type { Article } from './article.model.ts';
import { help } from './texts/help.ts';
import { privacy } from './texts/privacy.ts';
import { user } from './texts/user.ts';

export type { Article } from './article.model.ts';

export const ARTICLES: Record<ArticleKey, Record<Locale, Article>> = { user, privacy, help };
