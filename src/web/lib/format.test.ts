import { describe, expect, it } from 'vitest';
import { formatClock, formatCompact, formatCount, formatPrice, relativeTime } from './format.ts';

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

const LOCALES = ['zh-Hans', 'zh-Hant', 'en', 'th', 'id'] as const;

describe('relativeTime (SPEC 9)', () => {
  const NOW = Date.UTC(2026, 4, 20, 12, 0, 0);
  const ago = (seconds: number): number => NOW / 1000 - seconds;

  it('says "just now" under 5 minutes, and for a time ahead of the clock', () => {
    for (const locale of LOCALES) {
      expect(relativeTime(ago(0), NOW, locale, 'JUST')).toBe('JUST');
      expect(relativeTime(ago(5 * 60 - 1), NOW, locale, 'JUST')).toBe('JUST');
      expect(relativeTime(ago(-600), NOW, locale, 'JUST')).toBe('JUST');
    }
  });

  it('then minutes, hours and days, up to 30 days', () => {
    expect(relativeTime(ago(5 * 60), NOW, 'en', 'Just now')).toBe('5 minutes ago');
    expect(relativeTime(ago(59 * 60 + 59), NOW, 'en', 'Just now')).toBe('59 minutes ago');
    expect(relativeTime(ago(3600), NOW, 'en', 'Just now')).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3600 + 3599), NOW, 'en', 'Just now')).toBe('23 hours ago');
    expect(relativeTime(ago(2 * 86400), NOW, 'en', 'Just now')).toBe('2 days ago');
    expect(relativeTime(ago(30 * 86400 - 1), NOW, 'en', 'Just now')).toBe('29 days ago');
  });

  it('then the date', () => {
    expect(relativeTime(ago(30 * 86400), NOW, 'en', 'Just now')).toBe('Apr 20, 2026');
    expect(relativeTime(ago(400 * 86400), NOW, 'en', 'Just now')).toBe('Apr 15, 2025');
  });

  it('in every interface language', () => {
    expect(relativeTime(ago(10 * 60), NOW, 'zh-Hans', '刚刚')).toBe('10分钟前');
    expect(relativeTime(ago(3 * 3600), NOW, 'zh-Hant', '剛剛')).toBe('3 小時前');
    expect(relativeTime(ago(3 * 86400), NOW, 'id', 'Baru saja')).toBe('3 hari yang lalu');
    expect(relativeTime(ago(3 * 3600), NOW, 'th', 'เมื่อสักครู่')).toBe('3 ชั่วโมงที่ผ่านมา');
    for (const locale of LOCALES) {
      const text = relativeTime(ago(45 * 60), NOW, locale, 'JUST');
      expect(text).toMatch(/45/);
    }
  });
});

describe('formatPrice (SPEC 9: 2 decimals, comma thousands)', () => {
  it('writes cents with two decimals and comma thousands', () => {
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(5)).toBe('0.05');
    expect(formatPrice(199)).toBe('1.99');
    expect(formatPrice(100_000)).toBe('1,000.00');
    expect(formatPrice(123_456_789)).toBe('1,234,567.89');
    expect(formatPrice(-123_456)).toBe('-1,234.56');
    expect(formatPrice(Number.NaN)).toBe('0.00');
  });

  it('adds the currency symbol when asked', () => {
    expect(formatPrice(123_456, 'USD')).toBe('$1,234.56');
    expect(formatPrice(999, 'USD')).toBe('$9.99');
  });

  it('is the same in every interface language (Indonesian would otherwise group with dots)', () => {
    expect(formatCount(12_345, 'id')).toBe('12.345');
    for (const locale of LOCALES) {
      expect(formatPrice(123_456_789), locale).toBe('1,234,567.89');
    }
  });
});
