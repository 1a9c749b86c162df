/**
 * The sandbox page after the payment ended says so once, naturally, in Chinese: "这笔交易已付款。",
 * not "这笔付款已完成付款。" (the payment twice), nor "已已退款".
 */
import { describe, expect, it } from 'vitest';
import type { LanguageId } from '#shared/languages.ts';
import { sandboxCheckoutPage } from './sandbox.page.ts';
import type { SandboxStatus } from './sandbox.service.ts';

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
  ] as const)('language %i, %s: %s', (language, status, text) => {
    expect(done(language, status)).toBe(text);
  });
});
