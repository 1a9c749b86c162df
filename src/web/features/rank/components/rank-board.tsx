/**
 * The rankings: a tab per type, a period switch, then the ranked dramas (endless list).
 * The type and period live in the address (the route passes them and the change handler).
 * The newest are ordered by release, which no period changes: that ranking offers no period
 * switch (the period in the address is kept for the other two).
 */
import type { ReactNode } from 'react';
import { CapsuleTabs, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RankPeriod, RankType } from '#shared/contract/catalogue.ts';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { flattenPages } from '#web/lib/paging.ts';
import { useRank } from '../api/get-rank.ts';
import { parseRankPeriod, parseRankType, RANK_PERIOD_OPTIONS, RANK_TYPE_OPTIONS } from './rank-options.ts';
import { RankRow } from './rank-row.tsx';
import styles from './rank-board.module.css';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';

const SKELETON_ROWS = 6;
/** Rows on screen at first paint: their posters load at once. */
const EAGER_ROWS = 5;

interface RankBoardProps {
  type: RankType;
  period: RankPeriod;
  onChange: (type: RankType, period: RankPeriod) => void;
  /** What to show when the ranking is empty (the route composes it). */
  empty: ReactNode;
}

function RowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <span className={styles.rank} />
      <span className={`${skeleton.block} ${styles.poster} ${styles.posterSkeleton}`} />
      <span className={styles.text}>
        <span className={`${skeleton.line} ${styles.lineLong}`} />
        <span className={`${skeleton.line} ${styles.lineShort}`} />
      </span>
    </div>
  );
}

export function RankBoard({ type, period, onChange, empty }: RankBoardProps) {
  const { t } = useTranslation();
  const rank = useRank(type, period);
  const dramas = flattenPages(rank.data?.pages, (drama) => drama.drama_id);

  const loadMore = async (): Promise<void> => {
    const result = await rank.fetchNextPage();
    if (result.isError) throw result.error;
  };

  return (
    <div className={styles.board} data-testid="rank-board" data-type={type} data-period={period}>
      <div className={styles.controls}>
        <Tabs
          activeKey={type}
          onChange={(key) => onChange(parseRankType(key), period)}
          className={styles.tabs}
          aria-label={t('rank.tabs_label')}
        >
          {RANK_TYPE_OPTIONS.map((option) => (
            <Tabs.Tab key={option.value} title={t(option.label)} />
          ))}
        </Tabs>
        {type !== 'new' && (
          <CapsuleTabs
            activeKey={period}
            onChange={(key) => onChange(type, parseRankPeriod(key))}
            className={styles.periods}
            aria-label={t('rank.period_label')}
          >
            {RANK_PERIOD_OPTIONS.map((option) => (
              <CapsuleTabs.Tab key={option.value} title={t(option.label)} />
            ))}
          </CapsuleTabs>
        )}
      </div>

      {rank.isPending ? (
        <div className={styles.list}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <RowSkeleton key={i} />
          ))}
        </div>
      ) : rank.isError && !rank.data ? (
        <RetryButton onRetry={() => void rank.refetch()} />
      ) : dramas.length === 0 ? (
        empty
      ) : (
        <>
          <ol className={styles.list}>
            {dramas.map((drama, index) => (
              <li key={drama.drama_id}>
                <RankRow drama={drama} type={type} period={period} eager={index < EAGER_ROWS} />
              </li>
            ))}
          </ol>
          <ListFooter loadMore={loadMore} hasMore={rank.hasNextPage} threshold={400} />
        </>
      )}
    </div>
  );
}
