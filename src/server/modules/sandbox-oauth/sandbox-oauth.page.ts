/**
 * The OAuth stand-in's consent pages (Facebook's login dialog, TikTok's authorize page): who
 * the app will see, and Continue or Cancel, in a plain form in the five languages. Nothing
 * leaves this machine; the page says so.
 */
import type { LanguageId } from '#shared/languages.ts';
import { groupText } from '../../i18n/messages.ts';
import { markup, raw } from '../../lib/html.ts';
import { standInPage } from '../../lib/stand-in-page.ts';

export type SandboxProvider = 'facebook' | 'tiktok';

const text = groupText('oauth');

const INPUT_STYLE =
  'display:block;width:100%;box-sizing:border-box;margin:6px 0 14px;padding:10px;font-size:16px;border:1px solid #d9d9d9;border-radius:8px';

export function consentPage(
  language: LanguageId,
  provider: SandboxProvider,
  input: { action: string; name: string; email: string; invalid: boolean },
): string {
  const title = text(language, `title_${provider}`);
  const field = (key: 'name' | 'email', value: string, type: string) =>
    markup`<label class="desc" for="${key}">${text(language, key)}</label><input id="${key}" name="${key}" type="${type}" value="${value}" data-testid="oauth-sandbox-${key}" style="${INPUT_STYLE}">`;
  const error =
    input.invalid &&
    markup`<p class="fail" role="alert" data-testid="oauth-sandbox-error" style="padding:10px;border-radius:8px">${text(language, `invalid_${provider}`)}</p>`;
  const button = (name: 'allow' | 'cancel', cls: string) =>
    markup`<button type="submit" name="decision" value="${name}" class="${cls}" data-testid="oauth-sandbox-${name}">${text(language, name)}</button>`;
  const fields = markup`${field('name', input.name, 'text')}${provider === 'facebook' && field('email', input.email, 'email')}`;
  const form = markup`<form method="post" action="${input.action}"><div class="card">${fields}</div>${error}${button('allow', 'pay')}${button('cancel', 'cancel')}</form>`;
  return standInPage(
    language,
    title,
    markup`<h1>${title}</h1><p class="note">${text(language, `note_${provider}`)}</p>${form}`,
  );
}

export function badRequestPage(language: LanguageId): string {
  const bad = text(language, 'bad');
  return standInPage(language, bad, markup`<h1>${bad}</h1>`);
}

/**
 * The script at the end of the Facebook dialog opened by the stand-in SDK (a popup): hands the
 * access token (or none, when cancelled) to the app's window and closes. The page's policy
 * allows exactly this text (its hash).
 */
export function popupResultScript(accessToken: string | null): string {
  const message = JSON.stringify({ type: 'sandbox-facebook-login', accessToken }).replace(/</g, '\\u003c');
  return `if(window.opener){window.opener.postMessage(${message},location.origin)}window.close()`;
}

/** The end of the dialog: a line of text and the script of popupResultScript. */
export function popupResultPage(language: LanguageId, script: string): string {
  const closing = text(language, 'closing');
  return standInPage(language, closing, markup`<p>${closing}</p><script>${raw(script)}</script>`);
}
