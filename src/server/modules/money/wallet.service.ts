/**
 * The wallet detail list (POST /pay/gold-detail): ledger rows newest first, each with what it
 * was for in the request's language.
 */
import type { LedgerReason } from '#db/schema/wallet.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import type { AssetName, LedgerItem } from '#shared/contract/wallet.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { countText } from '../../i18n/numbers.ts';
import { groupText } from '../../i18n/messages.ts';

const walletText = groupText('wallet');

export interface LedgerRow {
  id: number;
  asset: AssetName;
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  reference: string;
  /** The columns that say what the row is about (null where they do not apply). */
  dramaId?: number | null;
  episodeFrom?: number | null;
  episodeTo?: number | null;
  inviteeId?: number | null;
  otherUserId?: number | null;
  streakDay?: number | null;
  createdAt: Date;
  expiresAt: Date | null;
}

/** What a ledger row was for, in the request's language (drama titles looked up by the caller). */
export function ledgerTitle(
  row: LedgerRow,
  language: LanguageId,
  titles: ReadonlyMap<number, string>,
): string {
  const amount = countText(language, Math.abs(row.delta));
  switch (row.reason) {
    case 'topup':
      return walletText(language, row.asset === 'gold' ? 'topup_gold' : 'topup_bonus', { amount });
    case 'unlock':
    case 'auto_unlock': {
      const from = row.episodeFrom ?? 0;
      const to = row.episodeTo ?? from;
      const params = { title: titles.get(row.dramaId ?? 0) ?? '', from, to };
      if (row.reason === 'auto_unlock') return walletText(language, 'auto_unlock_one', params);
      return walletText(language, from === to ? 'unlock_one' : 'unlock_range', params);
    }
    case 'invite':
      // No friend named: the invite list masks them, their uid would give them away.
      return walletText(language, 'invite');
    case 'merge_in':
      return walletText(language, 'merge_in');
    case 'merge_out':
      return walletText(language, 'merge_out', { uid: row.otherUserId ?? '' });
    case 'grant':
      return walletText(language, 'grant');
    case 'welcome':
      return walletText(language, 'welcome', { amount });
    case 'checkin':
      return walletText(language, 'checkin', { amount, day: row.streakDay ?? '' });
    case 'voucher_expired':
      return walletText(language, 'voucher_expired', { amount });
    case 'adjust':
      return walletText(language, row.delta > 0 ? 'adjust_credit' : 'adjust_debit', { amount });
    case 'refund':
      return walletText(language, row.asset === 'gold' ? 'refund_gold' : 'refund_bonus', { amount });
    case 'playback_refund':
    case 'merge_refund': {
      const params = { amount, title: titles.get(row.dramaId ?? 0) ?? '', number: row.episodeFrom ?? 0 };
      const gold = row.asset === 'gold';
      if (row.reason === 'merge_refund')
        return walletText(language, gold ? 'merge_refund_gold' : 'merge_refund_coin', params);
      return walletText(language, gold ? 'playback_refund_gold' : 'playback_refund_coin', params);
    }
  }
}

export function createWalletService(deps: { uow: UnitOfWork }) {
  const { ledger, catalogue } = deps.uow.read;
  return {
    async detail(
      userId: number,
      language: LanguageId,
      q: { page: number; page_size: number; asset?: AssetName | undefined },
    ) {
      const { rows, total } = await ledger.page(userId, q.page, q.page_size, q.asset);
      const dramaIds = [...new Set(rows.flatMap((r) => (r.dramaId ? [r.dramaId] : [])))];
      const titles = await catalogue.titles(dramaIds, localeOf(language));
      const list: LedgerItem[] = rows.map((r) => ({
        id: r.id,
        asset: r.asset,
        delta: r.delta,
        balance_after: r.balanceAfter,
        reason: r.reason,
        title: ledgerTitle(r, language, titles),
        created_at: Math.floor(r.createdAt.getTime() / 1000),
        expires_at: r.expiresAt ? Math.floor(r.expiresAt.getTime() / 1000) : 0,
      }));
      return { list, total, page: q.page, page_size: q.page_size };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
