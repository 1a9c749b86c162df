/**
 * The frame of a stand-in's page (the sandbox gateway's checkout, the OAuth stand-in's consent
 * pages): the small shared style, and the headers (never cached). Their security headers (no
 * framing, forms to this site, no script but its own) come with `reply.securePage('stand-in')`
 * (plugins/security-headers.ts).
 */
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { htmlDocument, markup, type SafeHtml } from './html.ts';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Noto Sans",sans-serif;background:#f4f5f7;color:#1f1f1f}
main{max-width:420px;margin:0 auto;padding:32px 20px}h1{font-size:20px;margin:0 0 8px}
.note{color:#8c8c8c;font-size:13px;margin:0 0 24px}.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:24px}
.amount{font-size:32px;font-weight:700;margin:4px 0}.desc{color:#595959}
button,a.btn{display:block;width:100%;box-sizing:border-box;border:0;border-radius:24px;padding:14px;font-size:16px;margin-bottom:12px;text-align:center;text-decoration:none}
.pay{background:#ff4d6a;color:#fff}.fail{background:#fff;color:#cf1322;border:1px solid #ffa39e}.cancel{background:#e8e8e8;color:#262626}`;

export function standInPageHeaders(): Record<string, string> {
  return { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
}

/** A stand-in's page: the viewport, the title and the small shared style around `body`. */
export function standInPage(language: LanguageId, title: string, body: SafeHtml): string {
  return htmlDocument({ lang: localeOf(language), title, style: STYLE, body: markup`<main>${body}</main>` });
}
