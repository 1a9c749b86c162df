/**
 * Server-side messages in the five languages (STYLE rule 7: translated in one place on each
 * side), one file per language in ./catalogues. The type makes a missing key in any language a
 * compile error.
 */
import type { ApiMessageKey } from '#shared/api-codes.ts';
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import { en } from './catalogues/en.ts';
import { id } from './catalogues/id.ts';
import { th } from './catalogues/th.ts';
import { zhHans } from './catalogues/zh-hans.ts';
import { zhHant } from './catalogues/zh-hant.ts';

export type ServerMessageKey =
  | ApiMessageKey
  | 'validation_field'
  | 'feedback_type_required'
  | 'feedback_type_invalid'
  | 'feedback_content_required'
  | 'feedback_content_too_long'
  | 'feedback_content_invalid'
  | 'feedback_contact_required'
  | 'feedback_contact_too_long'
  | 'feedback_contact_invalid'
  | 'protocol_user'
  | 'protocol_privacy'
  | 'asset_gold'
  | 'asset_coin'
  | 'svip_active'
  | 'svip_none'
  | 'login_methods'
  | 'method_email'
  | 'guest_nickname'
  | 'nickname_required'
  | 'nickname_too_long'
  | 'nickname_invalid'
  | 'avatar_invalid'
  | 'upload_missing'
  | 'upload_too_large'
  | 'upload_format'
  | 'upload_not_square'
  | 'upload_too_small'
  | 'rail_hot'
  | 'rail_new'
  | 'rail_completed'
  | 'email_subject'
  | 'email_body';
export type Catalogue = Record<ServerMessageKey, string>;

export const SERVER_MESSAGES: Record<Locale, Catalogue> = {
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  en,
  th,
  id,
};

export function translate(
  language: LanguageId,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = SERVER_MESSAGES[localeOf(language)][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
