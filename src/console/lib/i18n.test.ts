import { describe, expect, it } from 'vitest';
import { applyLanguage, translate } from './i18n.ts';

describe('the console texts', () => {
  it.each([
    [3, '1,500 orders', '1 order'],
    [5, '1.500 pesanan', '1 pesanan'],
    [1, '共 1,500 笔订单', '共 1 笔订单'],
  ] as const)('group a count by the language (%i)', async (language, many, one) => {
    await applyLanguage(language);
    expect(translate('orders.total', { count: 1500 })).toBe(many);
    expect(translate('orders.total', { count: 1 })).toBe(one);
  });
});
