/**
 * The sandbox gateway's hosted payment page: the amount, the description and three buttons
 * (Pay, Fail, Cancel) in a plain form, no scripts, in the page's language
 * (lib/page-language.ts). Once the payment ended, a sentence per state says how; a choice the
 * gateway refused (an unknown one, Pay on a payment that ended unpaid) is said above it.
 */
import type { LanguageId } from '#shared/languages.ts';
import { groupText } from '../../i18n/messages.ts';
import { priceText } from '../../i18n/numbers.ts';
import { markup } from '../../lib/html.ts';
import { standInPage } from '../../lib/stand-in-page.ts';
import type { SandboxStatus } from './sandbox.service.ts';

const text = groupText('sandbox');

/** Why the page is shown again after a choice: it was not one, or it came too late. */
export type SandboxNotice = 'invalid_choice' | 'refused';

/** How an ended payment ended, as one whole sentence per state (no state word slotted in). */
export function doneText(language: LanguageId, status: Exclude<SandboxStatus, 'open'>): string {
  return text(language, `done_${status}`);
}

function noticeText(language: LanguageId, notice: SandboxNotice): string {
  if (notice === 'refused') return text(language, 'refused');
  return text(language, 'invalid_choice', {
    pay: text(language, 'pay'),
    fail: text(language, 'fail'),
    cancel: text(language, 'cancel'),
  });
}

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
  notice?: SandboxNotice,
): string {
  const title = text(language, 'title');
  const amount = priceText(language, payment.amountCents, payment.currency);
  const said =
    notice &&
    markup`<p role="alert" data-testid="sandbox-notice"><strong>${noticeText(language, notice)}</strong></p>`;
  const head = markup`<h1>${title}</h1><p class="note">${text(language, 'note')}</p>${said}<div class="card"><div class="desc">${text(language, 'amount')}</div><div class="amount" data-testid="sandbox-amount">${amount}</div><div class="desc">${payment.description}</div></div>`;
  if (payment.status !== 'open') {
    return standInPage(
      language,
      title,
      markup`${head}<p data-testid="sandbox-done">${doneText(language, payment.status)}</p><a class="btn pay" href="${payment.returnUrl}">${text(language, 'back')}</a>`,
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
