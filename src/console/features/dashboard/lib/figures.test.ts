import { describe, expect, it } from 'vitest';
import { emptyDay, everyDay, everyEpisode, figuresIn, lastDays } from './figures.ts';

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

  it('gives every day of the range, an empty one where the server has no row, and counts those', () => {
    const counted = { ...emptyDay('2026-11-01'), plays: 7, arppu_cents: 100 };
    const { rows, uncounted } = everyDay([counted], { from: '2026-10-30', to: '2026-11-02' });
    expect(rows.map((r) => r.day)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(rows[2]).toBe(counted);
    expect(uncounted).toBe(3);
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
    });
  });

  it('gives every episode from 1 to the last counted, zeros where nobody started it', () => {
    const row = (episode: number, views: number) => ({
      episode,
      episode_views: views,
      completions: views,
      completion_rate: 1,
      locked_shown: 0,
      unlocked_in_visit: 0,
      paywall_conversion: null,
    });
    const all = everyEpisode([row(1, 10), row(3, 4), row(5, 1)]);
    expect(all.map((r) => [r.episode, r.episode_views])).toEqual([
      [1, 10],
      [2, 0],
      [3, 4],
      [4, 0],
      [5, 1],
    ]);
    expect(all[1]).toEqual({
      episode: 2,
      episode_views: 0,
      completions: 0,
      completion_rate: null,
      locked_shown: 0,
      unlocked_in_visit: 0,
      paywall_conversion: null,
    });
    expect(everyEpisode([])).toEqual([]);
  });
});
