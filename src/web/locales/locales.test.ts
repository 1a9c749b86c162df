import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/languages.ts';
import { compareKeys, placeholderProblem, placeholdersOf, pluralBase } from './compare-keys.ts';
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
        expect(placeholderProblem(key, value, zhHant), key).toBeUndefined();
      }
    },
  );

  it.each(['zh-Hant', 'zh-Hans', 'th', 'id'])('%s is a translation, not a copy of English', (name) => {
    const messages = locales[name] ?? {};
    const same = Object.keys(en).filter((key) => messages[key] === en[key as keyof typeof en]);
    // Brand names (Facebook, Tiktok) and codes (UID, VIP) may stay as they are.
    expect(same.length / Object.keys(en).length).toBeLessThan(0.1);
  });

  it('a plural form belongs to a key of the reference and keeps only its placeholders', () => {
    expect(pluralBase('drama.episodes_one', zhHant)).toBe('drama.episodes');
    expect(pluralBase('drama.nothing_one', zhHant)).toBeUndefined();
    expect(compareKeys(zhHant, { ...zhHant, 'drama.nothing_one': 'x' }).extra).toEqual(['drama.nothing_one']);
    expect(placeholderProblem('unlock.success_one', 'Episode unlocked', zhHant)).toBeUndefined();
    expect(placeholderProblem('unlock.success_one', '{{coins}} unlocked', zhHant)).toMatch(/placeholders/);
    expect(placeholderProblem('unlock.success', 'Unlocked', zhHant)).toMatch(/placeholders/);
  });

  it('a placeholder with a format is still the same placeholder', () => {
    expect(placeholdersOf('{{count, number}} rows of {{ total }}')).toEqual(['count', 'total']);
  });

  it('keys are grouped by screen (group.name)', () => {
    for (const key of Object.keys(zhHant)) expect(key).toMatch(/^[a-z_]+\.[a-z0-9_]+$/);
  });
});
