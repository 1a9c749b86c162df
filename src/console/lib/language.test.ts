import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  languageOfBrowser,
  languageOfTag,
  saveLanguage,
} from './language.ts';

function stubBrowser(languages: string[], stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

describe('the console language', () => {
  it('maps browser tags to the five languages, by script and region for Chinese', () => {
    expect(languageOfTag('zh-TW')).toBe(2);
    expect(languageOfTag('zh-Hant-HK')).toBe(2);
    expect(languageOfTag('zh_HK')).toBe(2);
    expect(languageOfTag('zh-CN')).toBe(1);
    expect(languageOfTag('zh-Hans-SG')).toBe(1);
    expect(languageOfTag('zh')).toBe(1);
    expect(languageOfTag('en-GB')).toBe(3);
    expect(languageOfTag('th-TH')).toBe(4);
    expect(languageOfTag('id')).toBe(5);
    expect(languageOfTag('in')).toBe(5);
    expect(languageOfTag('fr-FR')).toBeUndefined();
  });

  it('takes the first browser language it speaks, else English', () => {
    expect(languageOfBrowser(['fr-FR', 'th', 'en'])).toBe(4);
    expect(languageOfBrowser(['fr-FR', 'de'])).toBe(3);
    expect(languageOfBrowser([])).toBe(3);
  });

  it('prefers the choice remembered in this browser', () => {
    const items = stubBrowser(['zh-TW']);
    expect(initialLanguage()).toBe(2);
    saveLanguage(1);
    expect(items.get(LANGUAGE_STORAGE_KEY)).toBe('1');
    expect(initialLanguage()).toBe(1);
    stubBrowser(['zh-TW'], { [LANGUAGE_STORAGE_KEY]: '99' });
    expect(initialLanguage()).toBe(2);
  });
});
