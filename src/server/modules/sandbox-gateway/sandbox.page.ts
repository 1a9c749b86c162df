/**
 * The sandbox gateway's hosted payment page: the amount, the description and three buttons
 * (Pay, Fail, Cancel) in a plain form, no scripts. Texts in the five languages, chosen from
 * the app's language passed along (?language=), else the browser's Accept-Language.
 */
import { isLanguageId, localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import { escapeHtml } from '../article/article.render.ts';
import { priceText } from '../../i18n/numbers.ts';
import type { SandboxStatus } from './sandbox.service.ts';

const TEXT: Record<
  Locale,
  {
    title: string;
    note: string;
    amount: string;
    pay: string;
    fail: string;
    cancel: string;
    done: string;
    back: string;
    missing: string;
    status: Record<SandboxStatus, string>;
  }
> = {
  en: {
    title: 'Sandbox payment',
    note: 'Test gateway: no real money moves. Choose what the payment should do.',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    cancel: 'Cancel',
    done: 'This payment is already {status}.',
    back: 'Back to the app',
    missing: 'This payment does not exist.',
    status: { open: 'open', paid: 'paid', failed: 'failed', canceled: 'canceled' },
  },
  'zh-Hant': {
    title: '沙盒付款',
    note: '測試閘道：不會產生真實扣款。請選擇這筆付款的結果。',
    amount: '金額',
    pay: '付款',
    fail: '付款失敗',
    cancel: '取消',
    done: '這筆付款已{status}。',
    back: '返回應用',
    missing: '找不到這筆付款。',
    status: { open: '待付款', paid: '完成付款', failed: '失敗', canceled: '取消' },
  },
  'zh-Hans': {
    title: '沙盒付款',
    note: '测试网关：不会产生真实扣款。请选择这笔付款的结果。',
    amount: '金额',
    pay: '付款',
    fail: '付款失败',
    cancel: '取消',
    done: '这笔付款已{status}。',
    back: '返回应用',
    missing: '找不到这笔付款。',
    status: { open: '待付款', paid: '完成付款', failed: '失败', canceled: '取消' },
  },
  th: {
    title: 'การชำระเงินแซนด์บ็อกซ์',
    note: 'เกตเวย์ทดสอบ: ไม่มีการตัดเงินจริง เลือกผลลัพธ์ของการชำระเงินนี้',
    amount: 'จำนวนเงิน',
    pay: 'ชำระเงิน',
    fail: 'ล้มเหลว',
    cancel: 'ยกเลิก',
    done: 'การชำระเงินนี้{status}แล้ว',
    back: 'กลับไปที่แอป',
    missing: 'ไม่พบการชำระเงินนี้',
    status: { open: 'รอชำระ', paid: 'ชำระ', failed: 'ล้มเหลว', canceled: 'ยกเลิก' },
  },
  id: {
    title: 'Pembayaran sandbox',
    note: 'Gateway uji: tidak ada uang sungguhan. Pilih hasil pembayaran ini.',
    amount: 'Jumlah',
    pay: 'Bayar',
    fail: 'Gagal',
    cancel: 'Batal',
    done: 'Pembayaran ini sudah {status}.',
    back: 'Kembali ke aplikasi',
    missing: 'Pembayaran ini tidak ada.',
    status: { open: 'terbuka', paid: 'dibayar', failed: 'gagal', canceled: 'dibatalkan' },
  },
};

const ACCEPT_TO_LANGUAGE: [RegExp, LanguageId][] = [
  [/^zh-(hans|cn|sg)/i, 1],
  [/^zh/i, 2],
  [/^en/i, 3],
  [/^th/i, 4],
  [/^(id|in|ms)/i, 5],
];

/**
 * The language of a gateway page: the app's own (`?language=1..5`, which the app adds to the
 * gateway address, so a person who chose Thai in the app pays in Thai), else the browser's.
 */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): LanguageId {
  const asked =
    typeof query === 'object' && query !== null && 'language' in query ? Number(query.language) : NaN;
  return isLanguageId(asked) ? asked : languageFromAccept(acceptLanguage);
}

/** The first Accept-Language entry we speak; Traditional Chinese otherwise (SPEC 9). */
export function languageFromAccept(header: string | undefined): LanguageId {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const hit = ACCEPT_TO_LANGUAGE.find(([re]) => re.test(tag));
    if (hit) return hit[1];
  }
  return 2;
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Noto Sans",sans-serif;background:#f4f5f7;color:#1f1f1f}
main{max-width:420px;margin:0 auto;padding:32px 20px}h1{font-size:20px;margin:0 0 8px}
.note{color:#8c8c8c;font-size:13px;margin:0 0 24px}.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:24px}
.amount{font-size:32px;font-weight:700;margin:4px 0}.desc{color:#595959}
button,a.btn{display:block;width:100%;box-sizing:border-box;border:0;border-radius:24px;padding:14px;font-size:16px;margin-bottom:12px;text-align:center;text-decoration:none}
.pay{background:#ff4d6a;color:#fff}.fail{background:#fff;color:#cf1322;border:1px solid #ffa39e}.cancel{background:#e8e8e8;color:#262626}`;

/**
 * The headers of a stand-in's page (this gateway's, the OAuth stand-in's): never cached. Its
 * security headers (no framing, forms to this site, no script but its own) come with
 * `reply.securePage('stand-in')` (plugins/security-headers.ts).
 */
export function standInPageHeaders(): Record<string, string> {
  return { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
}

/** A stand-in's page: the viewport, the title and the small shared style. */
export function shell(language: LanguageId, title: string, body: string): string {
  return `<!doctype html><html lang="${localeOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
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
): string {
  const t = TEXT[localeOf(language)];
  const amount = escapeHtml(priceText(language, payment.amountCents, payment.currency));
  const head = `<h1>${escapeHtml(t.title)}</h1><p class="note">${escapeHtml(t.note)}</p><div class="card"><div class="desc">${escapeHtml(t.amount)}</div><div class="amount" data-testid="sandbox-amount">${amount}</div><div class="desc">${escapeHtml(payment.description)}</div></div>`;
  if (payment.status !== 'open') {
    const done = t.done.replace('{status}', t.status[payment.status]);
    return shell(
      language,
      t.title,
      `${head}<p data-testid="sandbox-done">${escapeHtml(done)}</p><a class="btn pay" href="${escapeHtml(payment.returnUrl)}">${escapeHtml(t.back)}</a>`,
    );
  }
  const action = `/sandbox-pay/checkout/${encodeURIComponent(payment.id)}?language=${language}`;
  const button = (name: string, label: string, cls: string) =>
    `<button type="submit" name="action" value="${name}" class="${cls}" data-testid="sandbox-${name}">${escapeHtml(label)}</button>`;
  return shell(
    language,
    t.title,
    `${head}<form method="post" action="${action}">${button('pay', t.pay, 'pay')}${button('fail', t.fail, 'fail')}${button('cancel', t.cancel, 'cancel')}</form>`,
  );
}

export function sandboxMissingPage(language: LanguageId): string {
  const t = TEXT[localeOf(language)];
  return shell(language, t.title, `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.missing)}</p>`);
}
