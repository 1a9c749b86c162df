import { describe, expect, it } from 'vitest';
import { formatClock, formatCompact, formatCount } from './format.ts';

describe('formatCompact', () => {
  it('shortens play counts the way each language writes them', () => {
    expect(formatCompact(1234, 'en')).toBe('1.2K');
    expect(formatCompact(12_345, 'zh-Hant')).toBe('1.2萬');
    expect(formatCompact(12_345, 'zh-Hans')).toBe('1.2万');
    expect(formatCompact(999, 'en')).toBe('999');
    expect(formatCompact(2_500_000, 'en')).toBe('2.5M');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(12_345, 'id')).toBe('12.345');
  });
});

describe('formatClock', () => {
  it('writes minutes and seconds, hours only when needed', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
