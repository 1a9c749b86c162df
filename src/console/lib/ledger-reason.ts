/** A ledger row's reason in the operator's language (an unknown one shows as stored). */
import { LEDGER_REASONS } from '#shared/contract/wallet-constants.ts';
import type { MessageKey, Translate } from './i18n.ts';

export function ledgerReasonLabel(t: Translate, reason: string): string {
  const known = LEDGER_REASONS.find((r) => r === reason);
  return known ? t(`ledger.reason.${known}` satisfies MessageKey) : reason;
}
