import { describe, expect, it } from 'vitest';
import { figuresIn, lastDays } from './figures.ts';

describe('dashboard figures', () => {
  it('formats counts, money and shares, with a dash for none', () => {
    const f = figuresIn(3);
    expect(f.count(1234.56)).toBe('1,234.6');
    expect(f.money(49_900)).toBe('$499.00');
    expect(f.money(null)).toBe('–');
    expect(f.share(0.4567)).toBe('45.7%');
    expect(f.share(null)).toBe('–');
  });

  it('counts UTC days back from today', () => {
    expect(lastDays(30, Date.parse('2026-11-26T23:59:00Z'))).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
    });
    expect(lastDays(1, Date.parse('2026-11-26T00:00:00Z'))).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });
});
