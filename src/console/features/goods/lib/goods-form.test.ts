import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  formOf,
  inputOf,
  isWholeCents,
  listRibbonOf,
  NEW_GOODS,
  ribbonOf,
  savedPriceCents,
} from './goods-form.ts';

describe('the package form', () => {
  it('sends cents and leaves empty texts out', () => {
    const input = inputOf({
      ...NEW_GOODS,
      price: 9.99,
      gold: 500,
      tag_text: { en: 'Sale', th: ' ' },
      note: { id: '' },
    });
    expect(input.price_cents).toBe(999);
    expect(input.tag_text).toEqual({ en: 'Sale' });
    expect(input.note).toEqual({});
  });

  it('reads a package back as it was', () => {
    const stored = { ...NEW_GOODS, price: 4.99, gold: 500, bonus: 0, vip_days: 0, sort: 100 };
    const values = formOf({
      ...inputOf(stored),
      id: 101,
      tag_text: {},
      note: {},
      state: 'on_sale',
      orders: 0,
      updated_at: '2026-11-26T00:00:00Z',
      version: '2026-11-26T00:00:00Z',
    });
    expect(values).toEqual(stored);
  });

  it('takes a price of whole cents only (4.999 is said, not rounded to 5.00)', () => {
    expect([4.99, 0.29, 1000, 0.1, 19.99].every(isWholeCents)).toBe(true);
    expect([4.999, 0.001, 9.995].some(isWholeCents)).toBe(false);
  });

  it('gives the card no price while the field holds one a package cannot have', () => {
    expect(savedPriceCents(4.99)).toBe(499);
    expect(savedPriceCents(1000)).toBe(100_000);
    expect(savedPriceCents(0.01)).toBe(1);
    expect([null, 4.999, 0, -3, 1000.01, 1500].map(savedPriceCents)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('starts a new package empty, and sends an empty bonus as none and an empty order as the default', () => {
    expect(NEW_GOODS).toMatchObject({ price: null, gold: null, bonus: null, vip_days: null, sort: null });
    expect(inputOf({ ...NEW_GOODS, price: 1.99, gold: 120 })).toMatchObject({
      price_cents: 199,
      gold: 120,
      bonus: 0,
      vip_days: 0,
      sort: DEFAULT_SORT,
      active: false,
    });
  });

  it('shows the operator text of the language, else the tag name, in the chosen or the tag colour', () => {
    const name = (tag: string) => `tag:${tag}`;
    const v = { tag: 'best' as const, tag_color: null, tag_text: { en: 'Spring' } };
    expect(ribbonOf(v, 'en', name)).toEqual({ text: 'Spring', color: '#fa8c16' });
    expect(ribbonOf(v, 'th', name)).toEqual({ text: 'tag:best', color: '#fa8c16' });
    expect(ribbonOf({ tag: null, tag_color: '#000000', tag_text: {} }, 'en', name)).toBeUndefined();
  });

  it('lists the text of the console language, else of the first language that has one', () => {
    const name = (tag: string) => `tag:${tag}`;
    const custom = { tag: null, tag_color: null, tag_text: { en: 'Audit deal', th: 'ดีล' } };
    expect(listRibbonOf(custom, 'en', name)).toEqual({ text: 'Audit deal', color: '#ff4d4f', locale: 'en' });
    expect(listRibbonOf(custom, 'zh-Hant', name)).toMatchObject({ text: 'Audit deal', locale: 'en' });
    expect(listRibbonOf({ ...custom, tag: 'new' }, 'id', name)).toMatchObject({
      text: 'tag:new',
      locale: 'id',
    });
    expect(listRibbonOf({ tag: null, tag_color: null, tag_text: { th: ' ' } }, 'en', name)).toBeUndefined();
  });
});
