import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { compareKeys, placeholderProblem } from '#web/locales/compare-keys.ts';
import { groupText, SERVER_MESSAGES, translate, translateList } from './messages.ts';

const asWebPlaceholders = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, v.replace(/\{(\w+)\}/g, '{{$1}}')]));

describe('server messages (one i18next instance, src/server/locales/*.json)', () => {
  const reference = asWebPlaceholders(SERVER_MESSAGES['zh-Hant']);

  it.each(LANGUAGES.map((l) => l.locale))('%s has the keys and placeholders of zh-Hant', (locale) => {
    const messages = asWebPlaceholders(SERVER_MESSAGES[locale]);
    expect(compareKeys(reference, messages)).toEqual({ missing: [], extra: [] });
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholderProblem(key, value, reference), key).toBeUndefined();
    }
  });

  it('fills {placeholders} as they are (no HTML escaping: pages escape), and keeps a missing one', () => {
    expect(translate(3, 'validation_field', { field: 'a<b>' })).toBe('Invalid parameter: a<b>');
    expect(translate(3, 'validation_field')).toBe('Invalid parameter: {field}');
    expect(translate(1, 'email_subject', { app: 'X', code: '123456' })).toBe(
      SERVER_MESSAGES['zh-Hans'].email_subject.replace('{app}', 'X').replace('{code}', '123456'),
    );
  });

  it('keeps a text without placeholders per language, and still fills one with them', () => {
    expect(translate(3, 'ok')).toBe(translate(3, 'ok'));
    expect(translate(1, 'ok')).toBe(SERVER_MESSAGES['zh-Hans'].ok);
    expect(translate(3, 'validation_field')).toBe('Invalid parameter: {field}');
    expect(translate(3, 'validation_field', { field: 'x' })).toBe('Invalid parameter: x');
    expect(translate(4, 'validation_field', { field: 'x' })).toContain('x');
  });

  it("fills every text with placeholders as the instance's own t would, in every language", () => {
    const t = i18next.createInstance();
    void t.init({
      resources: Object.fromEntries(
        LANGUAGES.map((l) => [l.locale, { translation: SERVER_MESSAGES[l.locale] }]),
      ),
      initAsync: false,
      fallbackLng: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    });
    for (const { id, locale } of LANGUAGES) {
      for (const [key, text] of Object.entries(SERVER_MESSAGES[locale])) {
        // Nothing for t to resolve beyond the placeholders (no nesting).
        expect(text, key).not.toContain('$t(');
        const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
        if (names.length === 0) continue;
        const params = { ...Object.fromEntries(names.map((n) => [n, `<${n}>`])), count: 2 };
        // As messages.ts types it: the web's declared keys type every `t` of this project.
        const fixed = t.getFixedT(locale) as (key: string, params: object) => string;
        const expected = fixed(key, params);
        expect(translate(id, key as keyof typeof SERVER_MESSAGES.en, params), key).toBe(expected);
      }
    }
  });

  it('speaks each language by its id', () => {
    expect(LANGUAGES.map(({ id }) => translate(id, 'ok'))).toEqual(
      LANGUAGES.map(({ locale }) => SERVER_MESSAGES[locale].ok),
    );
  });

  it('reads a group without its prefix, and a numbered list in order', () => {
    expect(groupText('pay')(3, 'coins_title', { amount: '5,000' })).toBe('5,000 Coins');
    const rules = translateList(3, 'invite.rule', { reward: '1,000' });
    expect(rules).toHaveLength(5);
    expect(rules[0]).toBe(SERVER_MESSAGES.en['invite.rule_1']);
    expect(rules[2]).toContain('1,000 gold coins');
  });
});
