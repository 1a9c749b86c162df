/**
 * The sandbox page after the payment ended says so once, naturally, in every language: in
 * Chinese "这笔交易已付款。", not "这笔付款已完成付款。" (the payment twice), nor "已已退款"; in
 * English "has already failed", not "is already failed"; in Thai no "แล้วแล้ว".
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageId } from '#shared/languages.ts';
import { sandboxCheckoutPage } from './sandbox.page.ts';
import type { SandboxStatus } from './sandbox.service.ts';

const ENDED = ['paid', 'failed', 'canceled', 'expired', 'refunded'] as const;

function done(language: LanguageId, status: SandboxStatus): string {
  const html = sandboxCheckoutPage(language, {
    id: 'pay_1',
    status,
    amountCents: 499,
    currency: 'USD',
    description: '500 coins',
    returnUrl: '/',
  });
  return /data-testid="sandbox-done">([^<]*)</.exec(html)?.[1] ?? '';
}

describe('the sandbox page once the payment ended', () => {
  it.each([
    [1, 'paid', '这笔交易已付款。'],
    [1, 'refunded', '这笔交易已退款。'],
    [1, 'canceled', '这笔交易已取消。'],
    [2, 'paid', '這筆交易已付款。'],
    [2, 'refunded', '這筆交易已退款。'],
    [2, 'failed', '這筆交易已失敗。'],
    [3, 'paid', 'This payment has already been paid.'],
    [3, 'failed', 'This payment has already failed.'],
    [3, 'canceled', 'This payment has already been cancelled.'],
    [3, 'expired', 'This payment has expired.'],
    [3, 'refunded', 'This payment has already been refunded.'],
    [4, 'refunded', 'การชำระเงินนี้ได้รับการคืนเงินแล้ว'],
    [4, 'canceled', 'การชำระเงินนี้ถูกยกเลิกไปแล้ว'],
    [5, 'paid', 'Pembayaran ini sudah berhasil.'],
    [5, 'refunded', 'Dana pembayaran ini sudah dikembalikan.'],
  ] as const)('language %i, %s: %s', (language, status, text) => {
    expect(done(language, status)).toBe(text);
  });

  it('has a whole sentence for every ended state in every language, no word said twice', () => {
    for (const { id: language } of LANGUAGES) {
      const texts = ENDED.map((status) => done(language, status));
      expect(new Set(texts).size).toBe(ENDED.length);
      for (const text of texts) {
        expect(text).not.toMatch(/\{|已已|แล้วแล้ว|sudah sudah/);
        expect(text.length).toBeGreaterThan(4);
      }
    }
  });
});
