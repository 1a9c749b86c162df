/**
 * The server's texts and the web's own numbers side by side (issue 15: Indonesian showed
 * "5.000 koin" from the web beside "1,250 voucher" from the server). For the same numbers in
 * the five languages, every number the server puts into a text must read exactly as the web
 * writes it. (A test may look across the two sides; the code never does.)
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { formatCount, formatPrice } from '#web/lib/format.ts';
import { goodsBonus, goodsNote, goodsTitle } from '../modules/money/goods-text.ts';
import { ledgerTitle, type LedgerRow } from '../modules/money/wallet.service.ts';
import { groupText, translateList } from './messages.ts';
import { countText, priceText } from './numbers.ts';

const payText = groupText('pay');
const walletText = groupText('wallet');

const COUNTS = [0, 7, 50, 999, 1000, 1250, 5000, 12_345, 1_234_567];
const CENTS = [0, 5, 499, 9999, 123_456, 123_456_789];

function topup(delta: number): LedgerRow {
  return {
    id: 1,
    asset: 'coin',
    delta,
    balanceAfter: delta,
    reason: 'topup',
    reference: 'T1',
    createdAt: new Date(0),
    expiresAt: null,
  };
}

describe('numbers in the server texts read as the web writes them', () => {
  for (const { id, locale } of LANGUAGES) {
    it(`counts in ${locale}`, () => {
      for (const n of COUNTS) {
        const web = formatCount(n, locale);
        expect(countText(id, n)).toBe(web);
        expect(goodsTitle(id, { type: 1, gold: n, vipDays: 0 })).toBe(
          payText(id, 'coins_title', { amount: web }),
        );
        if (n > 0) expect(goodsBonus(id, n)).toBe(payText(id, 'bonus', { amount: web }));
        expect(goodsNote(id, { type: 2, vipDays: n })).toBe(payText(id, 'vip_note', { days: web }));
        expect(ledgerTitle(topup(n), id, new Map())).toBe(walletText(id, 'topup_bonus', { amount: web }));
        const rules = translateList(id, 'invite.rule', { reward: countText(id, n) });
        expect(rules.some((line) => line.includes(web))).toBe(true);
      }
    });

    it(`prices in ${locale}`, () => {
      for (const cents of CENTS) expect(priceText(id, cents)).toBe(formatPrice(cents, locale, 'USD'));
    });
  }

  it('groups with dots in Indonesian and commas in the other four, on both sides', () => {
    const expected = {
      'zh-Hans': ['5,000 金币', '加赠 1,250 观看券', 'US$1,234.56'],
      'zh-Hant': ['5,000 金幣', '加贈 1,250 觀看券', 'US$1,234.56'],
      en: ['5,000 Coins', '+1,250 vouchers free', '$1,234.56'],
      th: ['5,000 เหรียญ', 'รับคูปองฟรี 1,250', 'US$1,234.56'],
      id: ['5.000 Koin', 'Gratis 1.250 voucher', 'US$1.234,56'],
    };
    for (const { id, locale } of LANGUAGES) {
      expect([
        goodsTitle(id, { type: 1, gold: 5000, vipDays: 0 }),
        goodsBonus(id, 1250),
        priceText(id, 123_456),
      ]).toEqual(expected[locale]);
      expect(formatCount(5000, locale)).toBe(expected[locale][0]?.split(' ')[0]);
    }
  });
});
