import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber, formatRelative, formatSeen } from './format.ts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

describe('times from now', () => {
  it('writes the largest unit that fits, past and future', () => {
    expect(formatRelative('2026-11-25T11:55:00.000Z', 3, NOW)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-26T11:00:00.000Z', 3, NOW)).toBe('in 23 hours');
    expect(formatRelative('2026-11-23T12:00:00.000Z', 3, NOW)).toBe('2 days ago');
    expect(formatRelative('2026-11-25T12:00:00.400Z', 3, NOW)).toBe('now');
  });

  it("is in the console's language, and empty for what is not a date", () => {
    expect(formatRelative('2026-11-25T11:55:00.000Z', 2, NOW)).toBe('5 分鐘前');
    expect(formatRelative('2026-11-25T11:00:00.000Z', 5, NOW)).toBe('1 jam yang lalu');
    expect(formatRelative('yesterday', 3, NOW)).toBe('');
  });
});

describe('counts', () => {
  it('groups digits as the language does', () => {
    expect(formatNumber(12_345, 3)).toBe('12,345');
    expect(formatNumber(12_345, 5)).toBe('12.345');
  });
});

describe('money', () => {
  it('writes cents with the currency as the language does, as the Orders page does', () => {
    expect(formatMoney(999, 'USD', 3)).toBe('$9.99');
    expect(formatMoney(123_456, 'USD', 3)).toBe('$1,234.56');
    expect(formatMoney(123_456, 'USD', 5)).toBe('US$1.234,56');
  });
});

describe('last seen', () => {
  const HOUR = 3_600_000;

  it('is "recent" while the hour it stands for reaches now, else that hour as a span', () => {
    expect(formatSeen('2026-11-25T11:20:00.000Z', 3, HOUR, NOW)).toEqual({ recent: true, text: '' });
    const earlier = formatSeen('2026-11-25T09:00:00.000Z', 3, HOUR, NOW);
    expect(earlier.recent).toBe(false);
    // One date, the two ends of the hour ("Nov 25, 2026, 9:00 – 10:00 AM" in UTC).
    expect(earlier.text).toMatch(/2026.*\d:00\s*–\s*\d{1,2}:00/);
    expect(earlier.text.match(/2026/g)).toHaveLength(1);
  });

  it('is empty for no time or what is not a date', () => {
    expect(formatSeen(null, 3, HOUR, NOW)).toEqual({ recent: false, text: '' });
    expect(formatSeen('soon', 3, HOUR, NOW)).toEqual({ recent: false, text: '' });
  });
});

describe('dates', () => {
  it('count years as the pickers and tables do, in Thai too (not the Buddhist era)', () => {
    expect(formatDateTime('2026-11-25T12:00:00.000Z', 4)).toContain('2026');
    expect(formatDateTime('2026-11-25T12:00:00.000Z', 4)).not.toContain('2569');
    expect(formatSeen('2026-11-25T09:00:00.000Z', 4, 3_600_000, NOW).text).toContain('2026');
  });
});
