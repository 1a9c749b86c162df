/** The wallet detail (the ledger): what happened, +/- how much of which asset, the balance after, when. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetName, LedgerItem } from '#shared/contract/wallet.ts';
import { formatCount, formatDateTime } from '#web/lib/format.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { flattenPages } from '#web/lib/paging.ts';
import { useGoldDetail } from '../api/get-gold-detail.ts';
import { RecordList, When } from './record-list.tsx';
import styles from './records.module.css';

const ASSET_LABELS: Record<AssetName, MessageKey> = {
  gold: 'wallet.asset_gold',
  coin: 'wallet.asset_coin',
};

/** +500 / -60 in the interface language's digits and grouping. */
export function signedAmount(delta: number, locale: string): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
  return `${sign}${formatCount(Math.abs(delta), locale)}`;
}

function LedgerRow({ entry }: { entry: LedgerItem }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className={styles.row}
      data-testid="ledger-row"
      data-asset={entry.asset}
      data-reason={entry.reason}
      data-delta={entry.delta}
      data-balance-after={entry.balance_after}
    >
      <div className={styles.line}>
        <span className={styles.title}>{entry.title}</span>
        <span
          className={styles.amount}
          data-sign={entry.delta >= 0 ? 'plus' : 'minus'}
          data-testid="ledger-delta"
        >
          {t('wallet.delta', {
            amount: signedAmount(entry.delta, i18n.language),
            // A long amount wraps between the number and its unit, never inside "koin emas".
            asset: t(ASSET_LABELS[entry.asset]).replace(/ /g, '\u00a0'),
          })}
        </span>
      </div>
      <div className={styles.line}>
        <When unixSeconds={entry.created_at} />
        <span className={styles.meta}>
          {t('wallet.balance_after', {
            balance: formatCount(entry.balance_after, i18n.language),
            asset: t(ASSET_LABELS[entry.asset]),
          })}
        </span>
      </div>
      {entry.expires_at > 0 && (
        <div className={styles.line}>
          <span className={styles.meta} data-testid="ledger-expires">
            {t('wallet.expires_on', { date: formatDateTime(entry.expires_at, i18n.language) })}
          </span>
        </div>
      )}
    </div>
  );
}

export function WalletDetail({ empty }: { empty: ReactNode }) {
  const ledger = useGoldDetail();
  const items = flattenPages(ledger.data?.pages, (entry) => entry.id);
  return (
    <RecordList
      items={items}
      isPending={ledger.isPending}
      isError={ledger.isError}
      hasMore={ledger.hasNextPage}
      loadMore={async () => {
        const result = await ledger.fetchNextPage();
        if (result.isError) throw result.error;
      }}
      retry={() => void ledger.refetch()}
      empty={empty}
      testId="ledger-list"
      keyOf={(entry) => entry.id}
      renderItem={(entry) => <LedgerRow entry={entry} />}
    />
  );
}
