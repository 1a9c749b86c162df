/**
 * "Popular searches" under an empty search box: the first titles of a ranking (the route
 * passes them); a tap searches that title.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FireFill } from '#web/components/icons/icons.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import styles from './search.module.css';

export interface PopularItem {
  drama_id: number;
  title: string;
}

interface PopularSearchesProps {
  /** In rank order; undefined while loading. */
  items: readonly PopularItem[] | undefined;
  error: boolean;
  onRetry: () => void;
  onPick: (title: string) => void;
}

const SKELETON_ROWS = 6;

export function PopularSearches({ items, error, onRetry, onPick }: PopularSearchesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (items?.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby={headingId} data-testid="search-popular">
      <h2 id={headingId} className={styles.heading}>
        <FireFill aria-hidden="true" className={styles.headingIcon} />
        {t('search.popular')}
      </h2>
      {error && !items ? (
        <RetryButton onRetry={onRetry} />
      ) : !items ? (
        <div className={styles.popularList} aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <span key={i} className={`${skeleton.line} ${styles.popularSkeleton}`} />
          ))}
        </div>
      ) : (
        <ol className={styles.popularList}>
          {items.map((item, index) => (
            <li key={item.drama_id} className={styles.popularItem}>
              <button
                type="button"
                className={styles.popularButton}
                onClick={() => onPick(item.title)}
                data-testid="search-popular-item"
              >
                <span className={styles.popularRank} data-top={index < 3 ? index + 1 : undefined}>
                  {index + 1}
                </span>
                <span className={styles.popularTitle}>{item.title}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
