/**
 * A field's value in words in the console's language, by the kind of value its field holds
 * (audit-fields.ts): times as the console writes them (Gregorian), languages by their names,
 * roles and states as their pages name them, Yes or No, money from cents, Home's rails and the
 * payment channels as the lists their pages show, and "—" for nothing. A value of no known
 * kind is written as what it looks like: a time, a yes or no, a number, a list.
 */
import { DRAMA_STATUSES } from '#shared/contract/catalogue.ts';
import { OPERATOR_ROLES } from '#shared/contract/console-auth.ts';
import { mediaState } from '#shared/contract/console-catalogue.ts';
import { GOODS_TAGS } from '#shared/contract/console-goods.ts';
import { BANNER_STATES, HOME_RAILS } from '#shared/contract/console-home.ts';
import { SETTING_SECRETS } from '#shared/contract/console-settings.ts';
import { LANGUAGES, localeOf, type LanguageId } from '#shared/languages.ts';
import { formatMoneyIn } from '#shared/number-format.ts';
import { formatDateTime, formatNumber } from '#console/lib/format.ts';
import { formatSize } from '#console/lib/format-size.ts';
import type { MessageKey, Translate } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import type { Field, ValueKind } from './audit-fields.ts';

export interface ValueContext {
  t: Translate;
  language: LanguageId;
}

/** Written for an empty value: null, '', [] or {}. */
export const NOTHING = '—';

/** The console's packages are priced in US dollars (the pay popup's `fat_price`). */
const CURRENCY = 'USD';

const OPERATOR_STATES = ['pending', 'setup_expired', 'active', 'locked', 'disabled'] as const;
/** Why an operator's own account change asked for the password and code (a verify_failed row). */
const VERIFY_PURPOSES = {
  password_change: 'action.password_change',
  totp_change: 'action.totp_change_start',
  totp_confirm: 'action.totp_change',
} as const;
const ORDER_STATES: Readonly<Record<number, MessageKey>> = {
  1: 'orders.result.pending',
  2: 'orders.result.paid',
  3: 'orders.result.failed',
  4: 'orders.result.refunded',
};
const MEDIA_STATES = mediaState.shape.status.options;
const LOGIN_REASONS = ['password', 'code', 'code_reused', 'locked', 'unknown_email'] as const;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

/** `value` when it is one of `known`, for a typed key. */
function oneOf<T extends string>(known: readonly T[], value: unknown): T | undefined {
  return known.find((k) => k === value);
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

function listOf(value: unknown, item: (entry: unknown) => string): string | undefined {
  return Array.isArray(value) ? value.map((entry: unknown) => item(entry)).join(', ') : undefined;
}

/** A value by what it looks like, when its field says no more. */
export function plainValue(ctx: ValueContext, value: unknown): string {
  if (isEmptyValue(value)) return NOTHING;
  if (typeof value === 'boolean') return ctx.t(value ? 'audit.value.yes' : 'audit.value.no');
  if (typeof value === 'number') return formatNumber(value, ctx.language);
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value, ctx.language) : value;
  if (Array.isArray(value)) return value.map((item) => plainValue(ctx, item)).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${plainValue(ctx, item)}`)
      .join('; ');
  }
  return String(value);
}

type Writer = (ctx: ValueContext, value: unknown) => string | undefined;

const labelOf =
  <T extends string>(known: readonly T[], key: (value: T) => MessageKey): Writer =>
  ({ t }, value) => {
    const found = oneOf(known, value);
    return found === undefined ? undefined : t(key(found));
  };

function languageName({ t }: ValueContext, value: unknown): string | undefined {
  if (value === 0) return t('settings.language_device');
  return LANGUAGES.find((l) => l.id === value || l.locale === value)?.name;
}

const WRITERS: Readonly<Record<ValueKind, Writer>> = {
  text: () => undefined,
  id: (_ctx, value) => (typeof value === 'number' || typeof value === 'string' ? String(value) : undefined),
  date: (ctx, value) => (typeof value === 'string' ? formatDateTime(value, ctx.language) : undefined),
  yes_no: ({ t }, value) => {
    if (value === true || value === 1) return t('audit.value.yes');
    return value === false || value === 0 ? t('audit.value.no') : undefined;
  },
  language: languageName,
  locale: languageName,
  locales: (ctx, value) => listOf(value, (item) => languageName(ctx, item) ?? String(item)),
  role: labelOf(OPERATOR_ROLES, (role) => `role.${role}`),
  operator_status: labelOf(OPERATOR_STATES, (s) => `status.${s}`),
  series_status: labelOf(DRAMA_STATUSES, (s) => `series.status_${s}`),
  order_status: ({ t }, value) => {
    const key = typeof value === 'number' ? ORDER_STATES[value] : undefined;
    return key ? t(key) : undefined;
  },
  media_status: labelOf(MEDIA_STATES, (s) => `series.media_${s}`),
  banner_state: labelOf(BANNER_STATES, (s) => `home.state_${s}`),
  money: ({ language }, value) =>
    typeof value === 'number' ? formatMoneyIn(localeOf(language), value, CURRENCY) : undefined,
  goods_type: ({ t }, value) => {
    if (value === 1) return t('goods.type_coins');
    return value === 2 ? t('goods.type_vip') : undefined;
  },
  goods_tag: labelOf(GOODS_TAGS, (tag) => `goods.tag.${tag}`),
  asset: ({ t }, value) => {
    if (value === 'gold') return t('audit.field.gold');
    return value === 'coin' ? t('audit.field.vouchers') : undefined;
  },
  secrets: ({ t }, value) =>
    listOf(value, (key) => {
      const secret = oneOf(SETTING_SECRETS, key);
      return secret ? t(`settings.${secret}`) : String(key);
    }),
  verify_purpose: ({ t }, value) =>
    typeof value === 'string' && Object.hasOwn(VERIFY_PURPOSES, value)
      ? t(VERIFY_PURPOSES[value as keyof typeof VERIFY_PURPOSES])
      : undefined,
  login_reason: ({ t }, value) => {
    const reason = oneOf(LOGIN_REASONS, value);
    if (reason) return t(`audit.reason.${reason}`);
    const status =
      typeof value === 'string' ? oneOf(OPERATOR_STATES, value.replace(/^status_/, '')) : undefined;
    return status ? t('audit.reason.status', { status: t(`status.${status}`) }) : undefined;
  },
  bytes: ({ language }, value) => (typeof value === 'number' ? formatSize(value, language) : undefined),
  duration: (_ctx, value) => (typeof value === 'number' ? duration(value) : undefined),
  percent: ({ language }, value) =>
    typeof value === 'number'
      ? new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(
          value / 100,
        )
      : undefined,
  expiry: ({ t }, value) => {
    if (typeof value !== 'number') return undefined;
    return value === 0 ? t('audit.value.no_expiry') : t('audit.value.days', { count: value });
  },
  episode_numbers: ({ t }, value) =>
    listOf(value, (pair) =>
      Array.isArray(pair) && typeof pair[1] === 'number'
        ? t('audit.target_episode_number', { number: pair[1] })
        : String(pair),
    ),
  ids: (_ctx, value) => listOf(value, (id) => `#${String(id)}`),
  rails: ({ t }, value) =>
    listOf(value, (rail) => {
      if (!isRecord(rail)) return String(rail);
      const key = oneOf(HOME_RAILS, rail.key);
      const name = key ? t(`home.rail_${key}`) : String(rail.key);
      return rail.visible === false ? t('audit.value.off', { name }) : name;
    }),
  channels: ({ t }, value) =>
    listOf(value, (channel) => {
      if (!isRecord(channel)) return String(channel);
      const name = channelLabel(t, String(channel.channel));
      return channel.enabled === false ? t('audit.value.off', { name }) : name;
    }),
};

/** A field's value in words; a value its kind does not know is written as it looks. */
export function formatAuditValue(ctx: ValueContext, field: Field | undefined, value: unknown): string {
  if (isEmptyValue(value)) return field?.empty ? ctx.t(field.empty) : NOTHING;
  const written = field?.kind ? WRITERS[field.kind](ctx, value) : undefined;
  return written ?? plainValue(ctx, value);
}
