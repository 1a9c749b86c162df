/**
 * Articles to HTML: Markdown (markdown-it, with raw HTML off, so any `<` in a text is escaped) to
 * the `content` of the JSON API, and a standalone page for the protocol_list links (opened in
 * the login popup's embedded frame). The page has no scripts and no external resources, so it
 * works under `default-src 'none'`.
 */
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { translate } from '../../i18n/messages.ts';
import { htmlDocument, markup, raw } from '../../lib/html.ts';
import type { Article } from './article.model.ts';

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
export function renderArticlePage(article: Article, language: LanguageId): string {
  const label = translate(language, 'article.updated');
  return htmlDocument({
    lang: localeOf(language),
    title: article.title,
    style: STYLE,
    viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
    head: markup`<meta name="color-scheme" content="light">`,
    body: markup`<main><h1>${article.title}</h1><p class="updated">${label} <time datetime="${article.updated}">${article.updated}</time></p>${raw(article.html)}</main>`,
  });
}
