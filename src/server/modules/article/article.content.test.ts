import { describe, expect, it } from 'vitest';
import { ARTICLE_KEYS } from '#shared/contract/article.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { ARTICLES, parseArticle } from './article.content.ts';
import { renderArticlePage } from './article.render.ts';

describe('articles from Markdown (texts/<locale>/<key>.md)', () => {
  it('every article exists in every language, with a title and headed sections', () => {
    for (const key of ARTICLE_KEYS) {
      for (const { locale } of LANGUAGES) {
        const article = ARTICLES[key][locale];
        expect(article.title.length, `${key} ${locale}`).toBeGreaterThan(0);
        expect(article.html, `${key} ${locale}`).toMatch(/^<h2>[^<]+<\/h2>\n<p>/);
        expect(article.html).not.toContain('<h1>');
      }
    }
    expect(ARTICLES.user.en.title).toBe('User Agreement');
  });

  it('renders headings and paragraphs, and escapes HTML in a text', () => {
    const article = parseArticle('# T & C\n\n## Part <1>\n\nOne <b>two</b> & three.\n\nFour.\n', 'x.md');
    expect(article.title).toBe('T & C');
    expect(article.html).toBe(
      '<h2>Part &lt;1&gt;</h2>\n<p>One &lt;b&gt;two&lt;/b&gt; &amp; three.</p>\n<p>Four.</p>',
    );
    expect(() => parseArticle('no title\n', 'x.md')).toThrow(/x.md/);
  });

  it('a page: its language, escaped title, the date label of the language, no script', () => {
    const page = renderArticlePage({ title: 'A <b>', updated: '2026-11-22', html: '<p>x</p>' }, 4);
    expect(page).toContain('<html lang="th">');
    expect(page).toContain('<title>A &lt;b&gt;</title>');
    expect(page).toContain('อัปเดตล่าสุด <time datetime="2026-11-22">2026-11-22</time>');
    expect(page).toContain('<p>x</p></main>');
    expect(page).not.toContain('<script');
  });
});
