/**
 * How the console shows an order's amounts (money, and what it credits), results, timeline kinds,
 * gateway outcomes and sources, in the operator's language.
 */
import type { GatewayOutcome, OrderEvent } from '#shared/contract/console-orders.ts';
import type { OrderResult } from '#shared/contract/wallet-constants.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { formatNumber } from '#console/lib/format.ts';
import type { MessageKey, Translate } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';

export function formatAmount(cents: number, currency: string, language: LanguageId): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(cents / 100);
}

export const RESULT_COLOR: Record<OrderResult, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  cancelled: 'default',
  refunded: 'blue',
};

const EVENT_KINDS = [
  'created',
  'redirect',
  'notify',
  'query',
  'refund_request',
  'refund_accepted',
  'refund_refused',
  'refund_notify',
  'refunded',
  'refund_failed',
  'cancel',
] as const;

/** A timeline kind's name; an unknown kind shows as stored. */
export function eventLabel(t: Translate, kind: string): string {
  const known = EVENT_KINDS.find((k) => k === kind);
  return known ? t(`orders.event.${known}` satisfies MessageKey) : kind;
}

/** Gateway events that are the gateway's own notification (it spoke first). */
const NOTIFICATIONS: readonly string[] = ['notify', 'refund_notify', 'refund_failed'];

/**
 * The name of what an event keeps of the gateway's word, or null when it keeps none: the viewer
 * app's and the console's own rows (an order made, a refund asked and its reason) and the app's
 * record of what a refund took back carry no word of a gateway. A gateway's notification is
 * named so; a refused refund keeps the error its call ended with; any other row of a gateway
 * keeps its answer to the app's request (a checkout, a query, a refund, a cancel).
 */
export function answerLabel(event: Pick<OrderEvent, 'kind' | 'source'>): MessageKey | null {
  if (event.source === 'app' || event.source === 'console' || event.kind === 'refunded') return null;
  if (NOTIFICATIONS.includes(event.kind)) return 'orders.answer_notification';
  if (event.kind === 'refund_refused') return 'orders.answer_error';
  return 'orders.answer';
}

/** What a gateway said of the payment, in words (the server reads it from the gateway's own). */
export function outcomeLabel(t: Translate, outcome: GatewayOutcome): string {
  return t(`orders.outcome.${outcome}` satisfies MessageKey);
}

/** Who spoke on the timeline: the viewer app, the console, or a gateway (by its channel name). */
export function sourceLabel(t: Translate, source: string): string {
  if (source === 'app') return t('orders.source.app');
  if (source === 'console') return t('orders.source.console');
  return channelLabel(t, source);
}

/** An operator the order's page names: by name, else (gone since) as "operator #id". */
export function operatorLabel(
  t: Translate,
  operators: readonly { id: number; name: string }[],
  id: number,
): string {
  return operators.find((o) => o.id === id)?.name ?? t('orders.operator', { id });
}

/**
 * What an order credits, or a refund takes back, saying only what there is: "500 gold coins,
 * 50 vouchers" for a coin pack, "30 VIP days" for a membership; null when there is nothing.
 */
export function amountsText(
  t: Translate,
  language: LanguageId,
  a: { gold: number; coin: number; days: number },
): string | null {
  const part = (key: MessageKey, count: number) =>
    count > 0 ? t(key, { count, n: formatNumber(count, language) }) : null;
  const parts = [
    part('orders.credit_gold', a.gold),
    part('orders.credit_vouchers', a.coin),
    part('orders.credit_vip_days', a.days),
  ].filter((p) => p !== null);
  return parts.length === 0 ? null : parts.join(t('orders.credit_separator'));
}

export function assetLabel(t: Translate, asset: string): string {
  return asset === 'gold' ? t('orders.asset_gold') : asset === 'coin' ? t('orders.asset_coin') : asset;
}
