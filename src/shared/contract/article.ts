import { z } from 'zod';

/** The agreement, privacy policy and help; 'wallet': the wallet rules (issue 19). */
export const ARTICLE_KEYS = ['user', 'privacy', 'help', 'wallet'] as const;
export type ArticleKey = (typeof ARTICLE_KEYS)[number];

/** GET /api/site/article/get-article?key=user (also accepts `code` or `type` as the key name). */
export const getArticleQuery = z
  .object({
    key: z.enum(ARTICLE_KEYS).optional(),
    code: z.enum(ARTICLE_KEYS).optional(),
    type: z.enum(ARTICLE_KEYS).optional(),
  })
  .transform((q) => ({ key: q.key ?? q.code ?? q.type ?? 'user' }));

export const articleData = z.object({
  key: z.enum(ARTICLE_KEYS),
  title: z.string(),
  updated: z.string(),
  /** HTML fragment: headings and paragraphs, escaped. */
  content: z.string(),
  /** The standalone page of the article in the request's language. */
  url: z.string(),
});
export type ArticleData = z.infer<typeof articleData>;
