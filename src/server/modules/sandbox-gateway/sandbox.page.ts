/**
 * The sandbox gateway's hosted payment page: the amount, the description and three buttons
 * (Pay, Fail, Cancel) in a plain form, no scripts, in the page's language
 * (lib/page-language.ts).
 */
import type { LanguageId } from '#shared/languages.ts';
import { groupText } from '../../i18n/messages.ts';
import { priceText } from '../../i18n/numbers.ts';
import { markup } from '../../lib/html.ts';
import { standInPage } from '../../lib/stand-in-page.ts';
import type { SandboxStatus } from './sandbox.service.ts';

const text = groupText('sandbox');

export function sandboxCheckoutPage(
  language: LanguageId,
  payment: {
    id: string;
    status: SandboxStatus;
    amountCents: number;
    currency: string;
    description: string;
    returnUrl: string;
  },
): string {
  const title = text(language, 'title');
  const amount = priceText(language, payment.amountCents, payment.currency);
  const head = markup`<h1>${title}</h1><p class="note">${text(language, 'note')}</p><div class="card"><div class="desc">${text(language, 'amount')}</div><div class="amount" data-testid="sandbox-amount">${amount}</div><div class="desc">${payment.description}</div></div>`;
  if (payment.status !== 'open') {
    const done = text(language, 'done', { status: text(language, `status_${payment.status}`) });
    return standInPage(
      language,
      title,
      markup`${head}<p data-testid="sandbox-done">${done}</p><a class="btn pay" href="${payment.returnUrl}">${text(language, 'back')}</a>`,
    );
  }
  const action = `/sandbox-pay/checkout/${encodeURIComponent(payment.id)}?language=${language}`;
  const button = (name: 'pay' | 'fail' | 'cancel') =>
    markup`<button type="submit" name="action" value="${name}" class="${name}" data-testid="sandbox-${name}">${text(language, name)}</button>`;
  return standInPage(
    language,
    title,
    markup`${head}<form method="post" action="${action}">${button('pay')}${button('fail')}${button('cancel')}</form>`,
  );
}

export function sandboxMissingPage(language: LanguageId): string {
  const title = text(language, 'title');
  return standInPage(language, title, markup`<h1>${title}</h1><p>${text(language, 'missing')}</p>`);
}
