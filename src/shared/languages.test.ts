import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  chooseLanguage,
  languageFromCookie,
  localeOf,
  parseLanguageId,
} from './languages.ts';

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

describe('the browser language (first-visit sheet, issue 15)', () => {
  it('maps each language of navigator.languages to one of the five', () => {
    const cases: [string[], number][] = [
      [['th-TH'], 4],
      [['th'], 4],
      [['id-ID'], 5],
      [['in-ID'], 5],
      [['in'], 5],
      [['en-US'], 3],
      [['en-GB', 'th'], 3],
      [['zh-Hans'], 1],
      [['zh-CN'], 1],
      [['zh-SG'], 1],
      [['zh-Hans-HK'], 1],
      [['zh_CN'], 1],
      [['zh-Hant'], 2],
      [['zh-TW'], 2],
      [['zh-HK'], 2],
      [['zh-MO'], 2],
      [['zh-Hant-CN'], 2],
      [['zh'], 2],
    ];
    for (const [languages, id] of cases) expect(browserLanguage(languages), languages.join()).toBe(id);
  });

  it('takes the first language it knows, and Traditional Chinese when none matches', () => {
    expect(browserLanguage(['fr-FR', 'de', 'id-ID', 'en'])).toBe(5);
    expect(browserLanguage(['fr-FR', 'ja-JP'])).toBe(2);
    expect(browserLanguage([])).toBe(2);
    // A prefix is not a language: "it" is Italian, "ind" nothing, "eng" nothing.
    expect(browserLanguage(['it-IT', 'ind', 'eng'])).toBe(2);
  });
});

describe('the language cookie', () => {
  it('reads a valid id among other cookies, and nothing else', () => {
    expect(languageFromCookie('enjoy_language=4')).toBe(4);
    expect(languageFromCookie('a=1; enjoy_language=3; b=2')).toBe(3);
    expect(languageFromCookie('a=1;enjoy_language=5')).toBe(5);
    for (const header of [
      undefined,
      '',
      'enjoy_language=0',
      'enjoy_language=9',
      'enjoy_language=x',
      'xenjoy_language=4',
    ])
      expect(languageFromCookie(header), String(header)).toBeUndefined();
  });
});
