import { describe, expect, it } from 'vitest';
import en from '#console/locales/en.json';
import th from '#console/locales/th.json';
import type { LanguageId } from '#shared/languages.ts';
import { formatDateTime } from '#console/lib/format.ts';
import type { MessageKey, Translate } from '#console/lib/i18n.ts';
import { fieldOf } from './audit-fields.ts';
import { formatAuditValue, type ValueContext } from './audit-values.ts';

function contextOf(messages: Record<MessageKey, string>, language: LanguageId): ValueContext {
  const t: Translate = (key, values = {}) =>
    messages[key].replace(/\{\{(\w+)(?:, *\w+)?\}\}/g, (_whole, name: string) => String(values[name] ?? ''));
  return { t, language };
}

const english = contextOf(en, 3);
const thai = contextOf(th, 4);
const at = '2026-11-28T11:08:57.425Z';

/** The value of `entity`'s field at `keys`, as the comparison writes it. */
const value = (ctx: ValueContext, entity: string, keys: string[], raw: unknown) =>
  formatAuditValue(
    ctx,
    fieldOf(
      entity,
      keys.map((key) => ({ key })),
    ),
    raw,
  );

describe('audit values in words', () => {
  it('writes times with the console’s formatter, Gregorian in Thai too', () => {
    expect(value(english, 'feedback', ['updated_at'], at)).toBe(formatDateTime(at, 3));
    expect(value(thai, 'user', ['vip_until'], at)).toBe(formatDateTime(at, 4));
    expect(value(thai, 'user', ['vip_until'], at)).toContain('2026');
    // A time in a field nobody named is still a time.
    expect(value(english, 'user', ['some_new_at'], at)).toBe(formatDateTime(at, 3));
  });

  it('names languages, roles, states, yes and no, and writes nothing as a dash', () => {
    expect(value(english, 'reply_template', ['language'], 3)).toBe('English');
    expect(value(thai, 'episode', ['locale'], 'zh-Hant')).toBe('繁體中文');
    expect(value(english, 'settings', ['use_language'], 0)).toBe('Follow the device');
    expect(value(english, 'operator', ['role'], 'finance')).toBe('Finance');
    expect(value(thai, 'operator', ['role'], 'finance')).toBe(th['role.finance']);
    expect(value(english, 'operator', ['status'], 'pending')).toBe('Awaiting setup');
    expect(value(english, 'series', ['status'], 'ongoing')).toBe('Ongoing');
    expect(value(english, 'order', ['status'], 4)).toBe('Refunded');
    expect(value(english, 'operator', ['reason'], 'code_reused')).toBe('Authenticator code already used');
    expect(value(english, 'operator', ['reason'], 'status_disabled')).toBe('Account not usable: Disabled');
    expect(value(english, 'goods', ['active'], true)).toBe('Yes');
    expect(value(thai, 'settings', ['use_lanaguage_switch'], 0)).toBe(th['audit.value.no']);
    expect(value(english, 'banner', ['show_until'], null)).toBe('No end');
    expect(value(english, 'user', ['blockedReason'], null)).toBe('—');
    expect(value(english, 'settings', ['replaced_keys'], [])).toBe('—');
  });

  it('writes money from cents, sizes, durations, days, and lists as their pages do', () => {
    expect(value(english, 'goods', ['priceCents'], 499)).toBe('$4.99');
    expect(value(english, 'episode', ['size'], 52_000_000)).toBe('52 MB');
    expect(value(english, 'episode', ['duration_ms'], 65_000)).toBe('1:05');
    expect(value(english, 'settings', ['expiry_days'], 7)).toBe('7 days');
    expect(value(english, 'settings', ['expiry_days'], 0)).toBe('Never lapse');
    expect(value(english, 'settings', ['replaced_keys'], ['facebook_app_secret'])).toBe(
      'Facebook app secret',
    );
    expect(
      value(
        english,
        'home_rails',
        [],
        [
          { key: 'hot', visible: true },
          { key: 'new', visible: false },
        ],
      ),
    ).toBe('Hot this week, New releases (off)');
    expect(value(english, 'pay_channels', [], [{ channel: 'sandbox', enabled: false }])).toBe(
      'Sandbox (test payments) (off)',
    );
    expect(value(english, 'banner', [], [8, 7])).toBe('#8, #7');
    expect(
      value(
        english,
        'episode',
        ['numbers'],
        [
          [8, 1],
          [9, 2],
        ],
      ),
    ).toBe('EP 1, EP 2');
    expect(value(english, 'user', ['gold'], 12_345)).toBe('12,345');
  });
});
