/**
 * Articles to HTML: a standalone page for the protocol_list links (opened in the login popup's
 * embedded frame) and a body fragment for the JSON API. Every text is escaped; the page has no
 * scripts and no external resources, so it works under `default-src 'none'`.
 */
import type { Locale } from '#shared/languages.ts';
import type { Article } from './article.content.ts';

const UPDATED_LABEL: Record<Locale, string> = {
  'zh-Hans': '更新日期',
  'zh-Hant': '更新日期',
  en: 'Last updated',
  th: 'อัปเดตล่าสุด',
  id: 'Terakhir diperbarui',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Headings and paragraphs only, escaped: the `content` of the article API. */
export function articleHtml(article: Article): string {
  return article.sections
    .map((section) => {
      const paragraphs = section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      return `<h2>${escapeHtml(section.heading)}</h2>${paragraphs}`;
    })
    .join('\n');
}

const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:#fafafa;color:#222;border-top:4px solid #d81b60;
font:16px/1.7 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,
"PingFang SC","PingFang TC","Hiragino Sans GB","Microsoft YaHei","Noto Sans Thai","Noto Sans",sans-serif}
main{max-width:720px;margin:0 auto;padding:20px 16px 40px;overflow-wrap:break-word}
h1{margin:0 0 4px;font-size:22px;line-height:1.35}
.updated{margin:0 0 20px;color:#888;font-size:13px}
h2{margin:24px 0 8px;padding-left:10px;border-left:3px solid #d81b60;font-size:17px;line-height:1.4}
p{margin:0 0 10px}
`
  .trim()
  .replace(/\n/g, '');

/** A complete, self-contained HTML5 page for one article in one language. */
export function renderArticlePage(article: Article, lang: Locale): string {
  const title = escapeHtml(article.title);
  const updated = escapeHtml(article.updated);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="color-scheme" content="light">',
    `<title>${title}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    `<p class="updated">${escapeHtml(UPDATED_LABEL[lang])} <time datetime="${updated}">${updated}</time></p>`,
    articleHtml(article),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
