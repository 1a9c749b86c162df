import { describe, expect, it } from 'vitest';
import { formatNumber, formatRelative } from './format.ts';

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
