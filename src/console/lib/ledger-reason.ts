/** A ledger row's reason in the operator's language (an unknown one shows as stored). */
import type { MessageKey, Translate } from './i18n.ts';

/** The server's LEDGER_REASONS (src/db/schema/wallet.ts; src/ledger-reasons.test.ts keeps them equal). */
export const LEDGER_REASON_NAMES = [
  'topup',
  'unlock',
  'auto_unlock',
  'invite',
  'merge_in',
  'merge_out',
  'grant',
  'welcome',
  'checkin',
  'voucher_expired',
  'adjust',
  'refund',
] as const;

export function ledgerReasonLabel(t: Translate, reason: string): string {
  const known = LEDGER_REASON_NAMES.find((r) => r === reason);
  return known ? t(`ledger.reason.${known}` satisfies MessageKey) : reason;
}
