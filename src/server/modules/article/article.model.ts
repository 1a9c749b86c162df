/** What an article is (the shape of ./texts), and the date of the current versions. */

export interface Article {
  title: string;
  /** ISO date of the current version. */
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const ARTICLE_UPDATED = '2026-11-22';
