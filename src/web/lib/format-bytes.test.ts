import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/languages.ts';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('writes an empty download folder alike in every language, never "byte" (audit: "0 byte")', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, formatBytes(0, locale)]))).toEqual({
      'zh-Hans': '0 B',
      'zh-Hant': '0 B',
      en: '0 B',
      th: '0 B',
      id: '0 B',
    });
  });

  it('writes bytes, kilobytes, megabytes and gigabytes in each language', () => {
    const sizes = [512, 1536, 5 * 1024 * 1024, 123 * 1024 * 1024, 1.25 * 1024 ** 3];
    const written = Object.fromEntries(
      LOCALES.map((locale) => [locale, sizes.map((size) => formatBytes(size, locale))]),
    );
    expect(written).toEqual({
      'zh-Hans': ['512 B', '1.5 kB', '5 MB', '123 MB', '1.3 GB'],
      'zh-Hant': ['512 B', '1.5 kB', '5 MB', '123 MB', '1.3 GB'],
      en: ['512 B', '1.5 kB', '5 MB', '123 MB', '1.3 GB'],
      th: ['512 B', '1.5 kB', '5 MB', '123 MB', '1.3 GB'],
      id: ['512 B', '1,5 kB', '5 MB', '123 MB', '1,3 GB'],
    });
  });

  it('steps up before four digits and never goes below zero', () => {
    expect(formatBytes(999, 'en')).toBe('999 B');
    expect(formatBytes(1000, 'en')).toBe('1 kB');
    expect(formatBytes(-5, 'en')).toBe('0 B');
    expect(formatBytes(Number.NaN, 'zh-Hant')).toBe('0 B');
  });
});
