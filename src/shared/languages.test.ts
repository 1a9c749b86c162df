import { describe, expect, it } from 'vitest';
import { chooseLanguage, localeOf, parseLanguageId } from './languages.ts';

describe('language choice (SPEC 9)', () => {
  it('maps 0, absent and unknown values to Traditional Chinese', () => {
    for (const v of [0, '0', undefined, null, '', 'x', 6, -1, 2.5]) expect(parseLanguageId(v)).toBe(2);
    expect(localeOf(parseLanguageId(undefined))).toBe('zh-Hant');
  });

  it('reads ids 1..5 from numbers and header strings', () => {
    expect([1, 2, 3, 4, 5].map((n) => localeOf(parseLanguageId(String(n))))).toEqual([
      'zh-Hans',
      'zh-Hant',
      'en',
      'th',
      'id',
    ]);
  });

  it('lets a saved choice override the site language only when the switch is on', () => {
    expect(chooseLanguage({ siteLanguage: 3, switchEnabled: true, saved: 4 })).toBe(4);
    expect(chooseLanguage({ siteLanguage: 3, switchEnabled: false, saved: 4 })).toBe(3);
    expect(chooseLanguage({ siteLanguage: 0, switchEnabled: true, saved: undefined })).toBe(2);
    expect(chooseLanguage({ siteLanguage: 0, switchEnabled: true, saved: 9 })).toBe(2);
    expect(chooseLanguage({ siteLanguage: 5, switchEnabled: false, saved: undefined })).toBe(5);
  });
});
