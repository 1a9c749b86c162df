import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/languages.ts';
import { compareKeys, placeholdersOf } from './compare-keys.ts';
import en from './en.json';
import id from './id.json';
import th from './th.json';
import zhHans from './zh-Hans.json';
import zhHant from './zh-Hant.json';

const locales: Record<string, Record<string, string>> = {
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  en,
  th,
  id,
};

describe('locale files', () => {
  it('exist for every interface language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LOCALES].sort());
  });

  it.each(Object.entries(locales))('%s has exactly the keys of zh-Hant.json', (_name, messages) => {
    expect(compareKeys(zhHant, messages)).toEqual({ missing: [], extra: [] });
  });

  it.each(Object.entries(locales))(
    '%s keeps every {{placeholder}} and has no empty message',
    (_name, messages) => {
      for (const [key, value] of Object.entries(messages)) {
        expect(value.trim(), key).not.toBe('');
        expect(placeholdersOf(value), key).toEqual(placeholdersOf(zhHant[key as keyof typeof zhHant]));
      }
    },
  );

  it.each(['zh-Hant', 'zh-Hans', 'th', 'id'])('%s is a translation, not a copy of English', (name) => {
    const messages = locales[name] ?? {};
    const same = Object.keys(en).filter((key) => messages[key] === en[key as keyof typeof en]);
    // Brand names (Facebook, Tiktok) and codes (UID, VIP) may stay as they are.
    expect(same.length / Object.keys(en).length).toBeLessThan(0.1);
  });

  it('keys are grouped by screen (group.name)', () => {
    for (const key of Object.keys(zhHant)) expect(key).toMatch(/^[a-z_]+\.[a-z0-9_]+$/);
  });
});
