/**
 * The agreement, privacy and help articles in the console (issue 18), in the five locales.
 * Every save is a new version (restoring one too); viewers get the newest, else the file.
 * Editors and owners write; support reads.
 *
 *   GET  /console-api/articles                                { items: articleSummary[] }
 *   GET  /console-api/articles/:key/:locale                   articleDetail (body + history)
 *   GET  /console-api/articles/:key/:locale/:version          articleVersion (with its body)
 *   POST /console-api/articles/:key/:locale                   { body } → articleDetail
 *   POST /console-api/articles/:key/:locale/:version/restore  → articleDetail
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { LOCALES, type Locale } from '../languages.ts';
import { ARTICLE_KEYS } from './article.ts';

export const ARTICLE_BODY_MAX = 100_000;

export const articleParams = z.object({
  key: z.enum(ARTICLE_KEYS),
  locale: z.enum(LOCALES as [Locale, ...Locale[]]),
});

export const articleVersionParams = articleParams.extend({
  version: numeric(z.number().int().positive().max(1_000_000)),
});

/** The whole Markdown, its first line the title (`# ...`). */
export const articleInput = z.object({
  body: z
    .string()
    .max(ARTICLE_BODY_MAX)
    .refine((b) => /^\uFEFF?# \S/.test(b), { message: 'the first line must be the title ("# ...")' }),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const articleVersion = z.object({
  version: z.number().int(),
  operator_name: z.string(),
  created_at: z.string(),
  /** The version this one restored (null for an edit). */
  restored_from: z.number().int().nullable(),
  body: z.string().optional(),
});
export type ArticleVersion = z.infer<typeof articleVersion>;

export const articleSummary = z.object({
  key: z.enum(ARTICLE_KEYS),
  locale: z.string(),
  title: z.string(),
  /** 0 = no version saved yet: the built-in text is served. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
  operator_name: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleList = z.object({ items: z.array(articleSummary) });
export type ArticleList = z.infer<typeof articleList>;

export const articleDetail = z.object({
  key: z.enum(ARTICLE_KEYS),
  locale: z.string(),
  /** What viewers get now: the newest version, else the built-in text. */
  body: z.string(),
  version: z.number().int(),
  /** Newest first, without bodies. */
  history: z.array(articleVersion),
});
export type ArticleDetail = z.infer<typeof articleDetail>;
