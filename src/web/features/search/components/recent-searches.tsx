/**
 * "Recent searches" above the popular ones on an empty search page: this session's last
 * keywords as chips (a tap searches again) and Clear, which forgets them at once. Nothing when
 * there are none.
 */
import { useId } from 'react';
import { ClockCircleOutline, DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './search.module.css';

interface RecentSearchesProps {
  keywords: readonly string[];
  onPick: (keyword: string) => void;
  onClear: () => void;
}

export function RecentSearches({ keywords, onPick, onClear }: RecentSearchesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (keywords.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={headingId} data-testid="search-recent">
      <div className={styles.recentHead}>
        <h2 id={headingId} className={styles.heading}>
          <ClockCircleOutline aria-hidden="true" className={styles.recentIcon} />
          {t('search.recent')}
        </h2>
        <button
          type="button"
          className={styles.recentClear}
          onClick={onClear}
          aria-label={t('search.recent_clear_label')}
          data-testid="search-recent-clear"
        >
          <DeleteOutline aria-hidden="true" />
          {t('search.recent_clear')}
        </button>
      </div>
      <ul className={styles.recentList}>
        {keywords.map((keyword) => (
          <li key={keyword} className={styles.recentItem}>
            <button
              type="button"
              className={styles.recentChip}
              onClick={() => onPick(keyword)}
              data-testid="search-recent-item"
            >
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
