// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseSubtitle,
  cuePlainText,
  subtitleName,
  subtitleOrder,
  subtitlePreference,
  subtitleUrl,
} from './subtitles.ts';

afterEach(() => localStorage.clear());

describe('chooseSubtitle', () => {
  it('defaults to the interface language when the episode has it, else none', () => {
    expect(chooseSubtitle(['en', 'th'], null, 'th')).toBe('th');
    expect(chooseSubtitle(['en'], null, 'th')).toBeNull();
    expect(chooseSubtitle([], null, 'en')).toBeNull();
  });

  it("keeps the viewer's language, and off, over the interface language", () => {
    expect(chooseSubtitle(['en', 'th'], 'en', 'th')).toBe('en');
    expect(chooseSubtitle(['en', 'th'], 'off', 'th')).toBeNull();
  });

  it('falls back to the interface language when the chosen one is missing', () => {
    expect(chooseSubtitle(['th'], 'en', 'th')).toBe('th');
    expect(chooseSubtitle(['id'], 'en', 'th')).toBeNull();
  });
});

describe('the remembered choice', () => {
  it('is unset at first and kept once chosen', () => {
    expect(subtitlePreference.get()).toBeNull();
    subtitlePreference.set('off');
    expect(subtitlePreference.get()).toBe('off');
    subtitlePreference.set('en');
    expect(subtitlePreference.get()).toBe('en');
  });
});

describe('subtitleUrl', () => {
  it('sits beside the signed master playlist, on this site or on a CDN', () => {
    expect(subtitleUrl('/media/123.sig/e/k1/index.m3u8', 'zh-Hant')).toBe(
      '/media/123.sig/e/k1/subs/zh-Hant.vtt',
    );
    expect(subtitleUrl('https://cdn.example/media/1.s/e/k/index.m3u8', 'en')).toBe(
      'https://cdn.example/media/1.s/e/k/subs/en.vtt',
    );
  });
});

describe('cue text', () => {
  it('drops markup and decodes entities, keeping line breaks', () => {
    expect(cuePlainText('<i>Hello</i> <v Mia>there</v>\n&lt;3 &amp; more')).toBe('Hello there\n<3 & more');
  });

  it('lists languages in the app order', () => {
    expect(subtitleOrder(['th', 'en', 'zh-Hant', 'xx', 'zh-Hans'])).toEqual([
      'zh-Hans',
      'zh-Hant',
      'en',
      'th',
      'xx',
    ]);
  });

  it('names a language in itself', () => {
    expect(subtitleName('th')).toBe('ไทย');
    expect(subtitleName('xx')).toBe('xx');
  });
});
