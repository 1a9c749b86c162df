/**
 * The end of every paged list: loads the next page as it scrolls into view, and says
 * "loading", "no more", or offers a retry after a failed load.
 */
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RetryButton } from './retry-button.tsx';
import styles from './list-footer.module.css';

export interface ListFooterProps {
  loadMore: () => Promise<void>;
  hasMore: boolean;
  /** Pixels before the end at which the next page starts loading. */
  threshold?: number;
  /** The list's query failed (not only the last page): offer the retry. */
  error?: boolean;
  /** Say "no more" at the end (off for a list that is empty and shows its own state). */
  showEnd?: boolean;
}

export function ListFooter({
  loadMore,
  hasMore,
  threshold = 300,
  error = false,
  showEnd = true,
}: ListFooterProps) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll loadMore={loadMore} hasMore={hasMore || error} threshold={threshold}>
      {(more, failed, retry) =>
        failed || error ? (
          <RetryButton onRetry={retry} />
        ) : more ? (
          <span className={styles.note}>{t('common.loading')}</span>
        ) : showEnd ? (
          <span className={styles.note}>{t('common.no_more')}</span>
        ) : null
      }
    </InfiniteScroll>
  );
}
