/**
 * The dramas matching a keyword, three to a row, loading more as the end scrolls into view.
 * The route passes how a card and its placeholder look (the catalogue's drama card).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DramaCard } from '#shared/contract/catalogue.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { SearchOutline } from '#web/components/icons/icons.tsx';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import { flattenPages } from '#web/lib/paging.ts';
import { useSearchDramas } from '../api/search-dramas.ts';
import styles from './search.module.css';

/** Placeholders while the first page loads: the rows a phone shows. */
const SKELETON_CARDS = 9;
/** Cards on screen at first paint: their posters load at once. */
const EAGER_CARDS = 6;

interface SearchResultsProps {
  /** Normalized, not empty. */
  keyword: string;
  renderCard: (drama: DramaCard, eager: boolean) => ReactNode;
  cardSkeleton: ReactNode;
}

export function SearchResults({ keyword, renderCard, cardSkeleton }: SearchResultsProps) {
  const { t } = useTranslation();
  const results = useSearchDramas(keyword);
  const dramas = flattenPages(results.data?.pages, (drama) => drama.drama_id);

  const loadMore = async (): Promise<void> => {
    const result = await results.fetchNextPage();
    if (result.isError) throw result.error;
  };

  if (results.isPending) {
    return (
      <div className={styles.grid} aria-hidden="true" data-testid="search-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className={styles.item}>
            {cardSkeleton}
          </div>
        ))}
      </div>
    );
  }
  if (results.isError && !results.data) {
    return <RetryButton onRetry={() => void results.refetch()} />;
  }
  if (dramas.length === 0) {
    return (
      <EmptyState
        icon={<SearchOutline />}
        title={t('search.empty_title')}
        description={t('search.empty_desc')}
      />
    );
  }
  return (
    <div className={styles.results}>
      <ul
        className={styles.grid}
        aria-label={t('search.results_label', { keyword })}
        data-testid="search-results"
      >
        {dramas.map((drama, index) => (
          <li key={drama.drama_id} className={styles.item}>
            {renderCard(drama, index < EAGER_CARDS)}
          </li>
        ))}
      </ul>
      <ListFooter loadMore={loadMore} hasMore={results.hasNextPage} error={results.isError} threshold={400} />
    </div>
  );
}
