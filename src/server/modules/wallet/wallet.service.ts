/**
 * The wallet detail list (POST /pay/gold-detail): ledger rows newest first, each with what it
 * was for in the request's language.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { dramaTranslations } from '#db/schema/catalogue.ts';
import type { LedgerReason } from '#db/schema/wallet.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import type { AssetName, LedgerItem } from '#shared/contract/wallet.ts';
import { createWalletRepository } from './wallet.repository.ts';
import { countText } from '../../i18n/numbers.ts';
import { groupText } from '../../i18n/messages.ts';

const walletText = groupText('wallet');

const UNLOCK_REFERENCE = /^d(\d+):e(\d+)-(\d+):/;

export interface LedgerRow {
  id: number;
  asset: AssetName;
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  reference: string;
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
      const m = UNLOCK_REFERENCE.exec(row.reference);
      const dramaId = Number(m?.[1] ?? 0);
      const from = Number(m?.[2] ?? 0);
      const to = Number(m?.[3] ?? 0);
      const params = { title: titles.get(dramaId) ?? '', from, to };
      if (row.reason === 'auto_unlock') return walletText(language, 'auto_unlock_one', params);
      return walletText(language, from === to ? 'unlock_one' : 'unlock_range', params);
    }
    case 'invite':
      return walletText(language, 'invite', { uid: row.reference });
    case 'merge_in':
      return walletText(language, 'merge_in');
    case 'merge_out':
      return walletText(language, 'merge_out', { uid: row.reference.split('>')[1] ?? '' });
    case 'grant':
      return walletText(language, 'grant');
    case 'welcome':
      return walletText(language, 'welcome', { amount });
    case 'checkin':
      // <user>:<day>:<streak place>
      return walletText(language, 'checkin', { amount, day: row.reference.split(':')[2] ?? '' });
    case 'voucher_expired':
      return walletText(language, 'voucher_expired', { amount });
  }
}

export function createWalletService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async detail(
      userId: number,
      language: LanguageId,
      q: { page: number; page_size: number; asset?: AssetName | undefined },
    ) {
      const { rows, total } = await createWalletRepository(db).page(userId, q.page, q.page_size, q.asset);
      const dramaIds = [
        ...new Set(
          rows.map((r) => Number(UNLOCK_REFERENCE.exec(r.reference)?.[1] ?? 0)).filter((n) => n > 0),
        ),
      ];
      const titles = new Map<number, string>();
      if (dramaIds.length > 0) {
        const found = await db
          .select({ dramaId: dramaTranslations.dramaId, title: dramaTranslations.title })
          .from(dramaTranslations)
          .where(
            and(
              inArray(dramaTranslations.dramaId, dramaIds),
              eq(dramaTranslations.locale, localeOf(language)),
            ),
          );
        for (const f of found) titles.set(f.dramaId, f.title);
      }
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
