/**
 * A record's title is shown whole: the wallet detail's "Bonus selamat datang: 100 voucher" ends
 * with what the row is about (the amount and its unit), which a two-line clamp cut to "100…" on
 * a 320 px phone. jsdom lays nothing out, so this reads the stylesheet itself.
 */
import { describe, expect, it } from 'vitest';
import { stylesheetRules } from '#web/testing/stylesheet.ts';

const rule = stylesheetRules(new URL('./records.module.css', import.meta.url));

describe('record titles', () => {
  it('wrap onto as many lines as they need, never clamped or cut', () => {
    const title = rule('.title');
    expect(title).not.toHaveProperty('-webkit-line-clamp');
    expect(title).not.toHaveProperty('line-clamp');
    expect(title).not.toHaveProperty('text-overflow');
    expect(title.overflow ?? 'visible').toBe('visible');
    expect(title['white-space'] ?? 'normal').toBe('normal');
    expect(title['overflow-wrap']).toBe('anywhere');
  });
});

describe('order numbers', () => {
  it('are shown whole, wrapping instead of ending in an ellipsis (Thai at 320 px)', () => {
    const tradeNo = rule('.tradeNo');
    expect(tradeNo).not.toHaveProperty('text-overflow');
    expect(tradeNo.overflow ?? 'visible').toBe('visible');
    expect(tradeNo['white-space'] ?? 'normal').toBe('normal');
    expect(tradeNo['overflow-wrap']).toBe('anywhere');
  });
});

describe('record amounts', () => {
  it('take at most half the line, so a long amount leaves the title room for whole words', () => {
    // "Ditambahkan oleh layanan pelanggan: 1.234.567" beside "+1.234.567 koin emas" at 320 px
    // broke "Ditambah|kan" and left ":" alone on a line.
    const amount = rule('.amount');
    expect(amount['max-width']).toBe('50%');
    expect(amount['white-space'] ?? 'normal').toBe('normal');
    expect(amount['text-align']).toBe('right');
  });
});
