/**
 * Server-side text in the five languages (STYLE rule 7: translated in one place on each side):
 * one i18next instance over one flat JSON file per locale in src/server/locales (the web's
 * language ids), checked like the web's by scripts/check-locales.ts. Placeholders are `{name}`;
 * numbers arrive already written for the language (./numbers.ts, decision 0020). Keys are the
 * API's message keys, then groups by where a text appears (`pay.`, `wallet.`, `sandbox.`...).
 */
import i18next from 'i18next';
import type { ApiMessageKey } from '#shared/api-codes.ts';
import { LOCALES, localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import en from '../locales/en.json' with { type: 'json' };
import id from '../locales/id.json' with { type: 'json' };
import th from '../locales/th.json' with { type: 'json' };
import zhHans from '../locales/zh-Hans.json' with { type: 'json' };
import zhHant from '../locales/zh-Hant.json' with { type: 'json' };

/** Every key of the reference locale (zh-Hant); the locale script keeps the other four equal. */
export type ServerMessageKey = keyof typeof zhHant;
export type Catalogue = Record<ServerMessageKey, string>;
export type MessageParams = Record<string, string | number>;

export const SERVER_MESSAGES: Record<Locale, Catalogue> = {
  // Every code of the shared catalogue has its message (a missing one is a compile error here).
  'zh-Hant': zhHant satisfies Record<ApiMessageKey, string>,
  'zh-Hans': zhHans,
  en,
  th,
  id,
};

/** A key of the catalogue (a schema's own message may be one: plugins/error-handler.ts). */
export function isServerMessageKey(key: string | undefined): key is ServerMessageKey {
  return key !== undefined && Object.hasOwn(zhHant, key);
}

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: SERVER_MESSAGES[l] }])),
  lng: 'zh-Hant',
  supportedLngs: [...LOCALES],
  fallbackLng: false,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  // `{name}`; a missing value leaves its placeholder in the text, where a test or a reader sees it.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
});

/**
 * The web's declaration of its own keys (CustomTypeOptions) types every i18next `t` in this one
 * TypeScript project; the server's keys are ServerMessageKey, checked by `translate` below.
 */
type ServerT = (key: string, params: MessageParams) => string;
const byLocale = Object.fromEntries(LOCALES.map((l) => [l, instance.getFixedT(l) as ServerT])) as Record<
  Locale,
  ServerT
>;

/**
 * A text without placeholders is the same on every call: kept after the first, because
 * i18next's `t` (options merge, lookup, interpolation pass) costs microseconds and every
 * answer has at least one (the envelope's `msg`). Only catalogue keys: the map stays bounded.
 */
const plainTexts = new Map<string, string>();

/**
 * A text with placeholders goes straight to the instance's own interpolator: the catalogue has
 * no plurals, nesting or context for `t` to resolve, and its lookup cost more than the filling
 * in (a guest's "Guest {uid}" on every /user/index).
 */
const interpolator = instance.services.interpolator;

export function translate(language: LanguageId, key: ServerMessageKey, params?: MessageParams): string {
  const locale = localeOf(language);
  if (!(key in zhHant)) return byLocale[locale](key, params ?? {});
  if (params !== undefined) return interpolator.interpolate(SERVER_MESSAGES[locale][key], params, locale, {});
  const memo = `${locale}:${key}`;
  let text = plainTexts.get(memo);
  if (text === undefined) {
    text = byLocale[locale](key, {});
    plainTexts.set(memo, text);
  }
  return text;
}

/** The keys of one group without its prefix: `GroupKey<'pay'>` is 'coins_title' | 'vip_week' | ... */
export type GroupKey<G extends string> = ServerMessageKey extends infer K
  ? K extends `${G}.${infer Name}`
    ? Name
    : never
  : never;

/** `translate` for the texts of one group: `const payText = groupText('pay')`. */
export function groupText<G extends string>(group: G) {
  return (language: LanguageId, key: GroupKey<G>, params?: MessageParams): string =>
    translate(language, `${group}.${key}` as ServerMessageKey, params);
}

/** A list kept as numbered keys (`invite.rule_1`, `invite.rule_2`...), in order. */
export function translateList(language: LanguageId, prefix: string, params?: MessageParams): string[] {
  const lines: string[] = [];
  for (let n = 1; `${prefix}_${n}` in zhHant; n += 1) {
    lines.push(translate(language, `${prefix}_${n}` as ServerMessageKey, params));
  }
  return lines;
}
