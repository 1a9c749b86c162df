/**
 * A paged record list (top-up records, wallet detail): skeleton rows while the first page
 * loads, a retry after a failure, the empty state, and infinite scroll for the rest.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { formatDateTime, relativeTime } from '#web/lib/format.ts';
import styles from './records.module.css';

const SKELETON_ROWS = 6;

/** When a record happened: relative while recent (SPEC 9), the exact date and time as its title. */
export function When({ unixSeconds }: { unixSeconds: number }) {
  const { t, i18n } = useTranslation();
  const [now] = useState(Date.now);
  return (
    <time
      className={styles.meta}
      dateTime={new Date(unixSeconds * 1000).toISOString()}
      title={formatDateTime(unixSeconds, i18n.language)}
    >
      {relativeTime(unixSeconds, now, i18n.language, t('time.just_now'))}
    </time>
  );
}

interface RecordListProps<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  retry: () => void;
  empty: ReactNode;
  testId: string;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

export function RecordList<T>(props: RecordListProps<T>) {
  if (props.isPending) {
    return (
      <div aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <span key={i} className={`${skeleton.block} ${styles.skeletonRow}`} />
        ))}
      </div>
    );
  }
  if (props.isError && props.items.length === 0) return <RetryButton onRetry={props.retry} />;
  if (props.items.length === 0) return <>{props.empty}</>;
  return (
    <div>
      <ul className={styles.list} data-testid={props.testId}>
        {props.items.map((item) => (
          <li key={props.keyOf(item)}>{props.renderItem(item)}</li>
        ))}
      </ul>
      <ListFooter loadMore={props.loadMore} hasMore={props.hasMore} />
    </div>
  );
}
