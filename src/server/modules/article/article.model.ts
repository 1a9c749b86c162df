/** What an article is once read from ./texts, and the date of the current versions. */

export interface Article {
  title: string;
  /** ISO date of the current version. */
  updated: string;
  /** The body below the title as HTML: headings and paragraphs. */
  html: string;
}

export const ARTICLE_UPDATED = '2026-11-22';
