/**
 * The names of audit actions and entities in the interface language, for those the console
 * knows; any other (a newer server's) shows as the server wrote it. Filters send the raw value.
 */
import type { MessageKey, Translate } from '#console/lib/i18n.ts';

export const KNOWN_ACTIONS = [
  'create',
  'update',
  'delete',
  'setup',
  'login',
  'login_failed',
  'logout',
  'lock',
  'reset',
  'disable',
  'enable',
  'role_change',
  'unlock',
  'verify_failed',
  'password_change',
  'totp_change_start',
  'totp_change',
  'sign_out_others',
  'reply',
  'publish',
  'unpublish',
  'poster',
  'episode_create',
  'episode_update',
  'episode_order',
  'release_plan',
  'episode_prices',
  'video_replace',
  'transcode_retry',
  'subtitle_add',
  'subtitle_replace',
  'subtitle_remove',
  'banner_order',
  'close',
  'reopen',
  'adjust',
  'grant_vip',
  'refund',
  'refund_failed',
  'gateway_check',
  'revoke_sessions',
  'block',
  'unblock',
  'restore',
] as const;

export const KNOWN_ENTITIES = [
  'operator',
  'feedback',
  'drama',
  'series',
  'episode',
  'tag',
  'banner',
  'home_rails',
  'reply_template',
  'order',
  'user',
  'goods',
  'pay_channels',
  'settings',
  'article',
] as const;

function label(t: Translate, prefix: 'action' | 'entity', known: readonly string[], value: string): string {
  return known.includes(value) ? t(`${prefix}.${value}` as MessageKey) : value;
}

export const actionLabel = (t: Translate, action: string): string =>
  label(t, 'action', KNOWN_ACTIONS, action);
export const entityLabel = (t: Translate, entity: string): string =>
  label(t, 'entity', KNOWN_ENTITIES, entity);

/** Failures and lock-outs stand out in the list (an owner's unlock does not). */
export function isAlarming(action: string): boolean {
  return action.includes('fail') || (action.includes('lock') && action !== 'unlock');
}

/** Who wrote a row: the operator's name, or what the server calls a write without one. */
export function operatorLabel(
  t: Translate,
  entry: { operator_id: number | null; operator_name: string },
): string {
  if (entry.operator_id !== null) return entry.operator_name;
  if (entry.operator_name === 'admin token') return t('audit.by_admin_token');
  if (entry.operator_name === 'cli') return t('audit.by_cli');
  return entry.operator_name;
}
