/** How the people screens name languages, session kinds, operators and signed amounts. */
import { LANGUAGES, type LanguageId } from '#shared/languages.ts';
import { LOGIN_CHANNELS } from '#shared/contract/console-people.ts';
import { formatNumber } from '#console/lib/format.ts';
import type { MessageKey, Translate } from '#console/lib/i18n.ts';

export function languageLabel(id: number | null): string {
  return LANGUAGES.find((language) => language.id === id)?.name ?? '—';
}

/** How a session was started: a device (as a guest) or a login channel; an unknown one as stored. */
export function sessionKindLabel(t: Translate, kind: string): string {
  if (kind === 'device') return t('people.session_kind_device');
  const channel = LOGIN_CHANNELS.find((c) => c === kind);
  return channel ? t(`people.channel.${channel}` satisfies MessageKey) : kind;
}

/** An operator the page names by id: their name, or null when the answer left them out (gone). */
export function operatorName(operators: readonly { id: number; name: string }[], id: number): string | null {
  return operators.find((o) => o.id === id)?.name ?? null;
}

/** A signed amount as the ledger shows it, grouped as the language does: +1,000, −200. */
export function signed(delta: number, language: LanguageId): string {
  return `${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta), language)}`;
}

/** A fresh idempotency key for one adjustment the operator is about to make. */
export function newAdjustKey(): string {
  return crypto.randomUUID();
}
