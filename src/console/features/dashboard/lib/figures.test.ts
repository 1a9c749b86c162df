import { describe, expect, it } from 'vitest';
import { drawnOrder, emptyDay, everyDay, figuresIn, lastDays } from './figures.ts';

describe('dashboard figures', () => {
  it('formats counts, money and shares, with a dash for none', () => {
    const f = figuresIn(3);
    expect(f.count(1234.56)).toBe('1,234.6');
    expect(f.money(49_900)).toBe('$499.00');
    expect(f.money(null)).toBe('–');
    expect(f.share(0.4567)).toBe('45.7%');
    expect(f.share(null)).toBe('–');
  });

  it('writes a day short for a chart axis, in the console language, in UTC and the Gregorian calendar', () => {
    expect(figuresIn(3).day('2026-11-02')).toBe('Nov 2');
    expect(figuresIn(1).day('2026-11-02')).toBe('11月2日');
    expect(figuresIn(4).day('2026-11-02')).toBe('2 พ.ย.');
    expect(figuresIn(3).day('not a day')).toBe('not a day');
  });

  it('counts UTC days back from today', () => {
    expect(lastDays(30, Date.parse('2026-11-26T23:59:00Z'))).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
    });
    expect(lastDays(1, Date.parse('2026-11-26T00:00:00Z'))).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });

  it('writes an instant in UTC, with its zone', () => {
    expect(figuresIn(3).time('2026-11-20T10:00:00.000Z')).toBe('Nov 20, 2026, 10:00:00 AM UTC');
    expect(figuresIn(1).time('2026-11-20T10:00:00.000Z')).toContain('UTC');
    expect(figuresIn(3).time('nonsense')).toBe('nonsense');
  });

  it('orders a legend as its series are drawn, whatever their names', () => {
    const order = drawnOrder(['plays', 'minutes_watched']);
    const items = [{ dataKey: 'minutes_watched' }, { dataKey: 'plays' }];
    expect(items.sort((a, b) => order(a) - order(b)).map((i) => i.dataKey)).toEqual([
      'plays',
      'minutes_watched',
    ]);
  });

  it('gives every day of the range, an empty one where the server has no row, and counts those', () => {
    const counted = { ...emptyDay('2026-11-01'), plays: 7, arppu_cents: 100 };
    const days = everyDay([counted], { from: '2026-10-30', to: '2026-11-02' });
    const { rows } = days;
    expect(rows.map((r) => r.day)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(rows[2]).toBe(counted);
    // The two days before the first counted one were never recorded: not "not counted yet".
    expect(days).toMatchObject({ uncounted: 1, before: 2, firstDay: '2026-11-01' });
    // Nothing counted at all: no telling, every day waits for a count.
    expect(everyDay([], { from: '2026-10-30', to: '2026-11-02' })).toMatchObject({
      uncounted: 4,
      before: 0,
      firstDay: null,
    });
    // As a recount of a day without events: zeros, and nothing to divide for the ratios.
    expect(rows[0]).toMatchObject({
      plays: 0,
      net_revenue_cents: 0,
      arppu_cents: null,
      topup_conversion: null,
    });
    expect(everyDay([counted], { from: '2026-11-01', to: '2026-11-01' })).toEqual({
      rows: [counted],
      uncounted: 0,
      before: 0,
      firstDay: '2026-11-01',
    });
  });
});
