import { describe, expect, it, vi } from 'vitest';
import {
  formatClock,
  formatCompact,
  formatCount,
  formatPrice,
  relativeFuture,
  relativeTime,
} from './format.ts';

describe('formatCompact', () => {
  it('shortens play counts the way each language writes them', () => {
    expect(formatCompact(1234, 'en')).toBe('1.2K');
    expect(formatCompact(12_345, 'zh-Hant')).toBe('1.2萬');
    expect(formatCompact(12_345, 'zh-Hans')).toBe('1.2万');
    expect(formatCompact(999, 'en')).toBe('999');
    expect(formatCompact(2_500_000, 'en')).toBe('2.5M');
  });

  // What Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }) writes
  // (Node 20's ICU): the hand-written table must give the same text.
  const SAMPLES = [
    0, 7, 999, 1000, 1049, 1050, 1234, 9999, 12_345, 99_950, 99_999, 123_456, 999_949, 999_950, 999_999,
    1_000_000, 1_707_247, 12_345_678, 99_999_999, 123_456_789, 999_999_999, 1_234_567_890, 12_345_678_901,
    999_950_000_000, 999_999_999_999, 1e12, 1.5e13,
  ];
  const EXPECTED: Record<string, string> = {
    'zh-Hans':
      '0 7 999 1000 1049 1050 1234 9999 1.2万 10万 10万 12.3万 100万 100万 100万 100万 170.7万 1234.6万 1亿 1.2亿 10亿 12.3亿 123.5亿 9999.5亿 1万亿 1万亿 15万亿',
    'zh-Hant':
      '0 7 999 1000 1049 1050 1234 9999 1.2萬 10萬 10萬 12.3萬 100萬 100萬 100萬 100萬 170.7萬 1234.6萬 1億 1.2億 10億 12.3億 123.5億 9999.5億 1兆 1兆 15兆',
    en: '0 7 999 1K 1K 1.1K 1.2K 10K 12.3K 100K 100K 123.5K 999.9K 1M 1M 1M 1.7M 12.3M 100M 123.5M 1B 1.2B 12.3B 1T 1T 1T 15T',
    th: '0 7 999 1K 1K 1.1K 1.2K 10K 12.3K 100K 100K 123.5K 999.9K 1M 1M 1M 1.7M 12.3M 100M 123.5M 1B 1.2B 12.3B 1T 1T 1T 15T',
    id: '0 7 999 1_rb 1_rb 1,1_rb 1,2_rb 10_rb 12,3_rb 100_rb 100_rb 123,5_rb 999,9_rb 1_jt 1_jt 1_jt 1,7_jt 12,3_jt 100_jt 123,5_jt 1_M 1,2_M 12,3_M 1_T 1_T 1_T 15_T',
  };

  it.each(Object.keys(EXPECTED))('writes %s as Intl does, without creating an Intl object', (locale) => {
    const expected = (EXPECTED[locale] ?? '').split(' ').map((text) => text.replaceAll('_', '\u00a0'));
    const intl = vi.spyOn(Intl, 'NumberFormat');
    expect(SAMPLES.map((n) => formatCompact(n, locale))).toEqual(expected);
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('leaves fractions, negatives and huge numbers to Intl', () => {
    expect(formatCompact(1.5, 'en')).toBe('1.5');
    expect(formatCompact(-1234, 'en')).toBe('-1.2K');
    expect(formatCompact(1.2e16, 'en')).toBe('12,000T');
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

describe('formatPrice (SPEC 9: 2 decimals, thousands grouped as the language does)', () => {
  it('writes cents with two decimals and comma thousands in English', () => {
    expect(formatPrice(0, 'en')).toBe('0.00');
    expect(formatPrice(5, 'en')).toBe('0.05');
    expect(formatPrice(199, 'en')).toBe('1.99');
    expect(formatPrice(100_000, 'en')).toBe('1,000.00');
    expect(formatPrice(123_456_789, 'en')).toBe('1,234,567.89');
    expect(formatPrice(-123_456, 'en')).toBe('-1,234.56');
    expect(formatPrice(Number.NaN, 'en')).toBe('0.00');
  });

  it('adds the currency symbol when asked', () => {
    expect(formatPrice(123_456, 'en', 'USD')).toBe('$1,234.56');
    expect(formatPrice(999, 'en', 'USD')).toBe('$9.99');
    expect(formatPrice(999, 'zh-Hant', 'USD')).toBe('US$9.99');
  });

  it('groups like the counts beside it: dots in Indonesian, commas in the other four', () => {
    for (const locale of LOCALES) {
      const dots = locale === 'id';
      expect(formatCount(12_345, locale), locale).toBe(dots ? '12.345' : '12,345');
      expect(formatPrice(123_456_789, locale), locale).toBe(dots ? '1.234.567,89' : '1,234,567.89');
    }
  });

  it('writes a count below 1000 as Intl does, without asking it', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, numberingSystem: 'latn' });
      for (const value of [0, 1, 7, 12, 99, 100, 512, 999, 1000, 1001])
        expect(formatCount(value, locale), `${locale} ${value}`).toBe(intl.format(value));
    }
  });
});

describe('relativeFuture (the next release)', () => {
  const NOW = Date.UTC(2026, 4, 20, 12, 0, 0);
  const ahead = (seconds: number): number => NOW / 1000 + seconds;

  it('says minutes, hours and days ahead, then the date and time', () => {
    expect(relativeFuture(ahead(5 * 60), NOW, 'en')).toBe('in 5 minutes');
    expect(relativeFuture(ahead(3 * 3600), NOW, 'en')).toBe('in 3 hours');
    expect(relativeFuture(ahead(3 * 86400), NOW, 'en')).toBe('in 3 days');
    expect(relativeFuture(ahead(-60), NOW, 'en')).toBe('this minute');
    expect(relativeFuture(ahead(40 * 86400), NOW, 'en')).toMatch(/^Jun 29, 2026/);
  });

  it('in every interface language', () => {
    expect(relativeFuture(ahead(3 * 3600), NOW, 'zh-Hant')).toBe('3 小時後');
    expect(relativeFuture(ahead(2 * 86400), NOW, 'id')).toBe('lusa');
    for (const locale of LOCALES) expect(relativeFuture(ahead(45 * 60), NOW, locale)).toMatch(/45/);
  });
});
