/**
 * The endless list under the rails (GET /video/list), with genre chips (GET /video/tags).
 * A lazily loaded chunk: it starts below the fold, so the first paint does not wait for it.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPages } from '#web/lib/paging.ts';
import { useDramaList } from '../api/get-drama-list.ts';
import { useTags } from '../api/get-tags.ts';
import { GridSkeleton, FEED_SKELETON_CARDS } from './catalogue-skeletons.tsx';
import { DramaCard } from './drama-card.tsx';
import styles from './home-feed.module.css';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';

export default function HomeFeed() {
  const { t } = useTranslation();
  const headingId = useId();
  const [tag, setTag] = useState<string | undefined>(undefined);
  const tags = useTags();
  const list = useDramaList(tag);
  const dramas = flattenPages(list.data?.pages, (drama) => drama.drama_id);

  const loadMore = async (): Promise<void> => {
    const result = await list.fetchNextPage();
    if (result.isError) throw result.error;
  };

  const chips = [{ slug: undefined, name: t('home.tag_all') }, ...(tags.data?.list ?? [])];

  return (
    <section className={styles.feed} aria-labelledby={headingId} data-testid="home-feed">
      <h2 id={headingId} className={styles.title}>
        {t('home.all_dramas')}
      </h2>
      {chips.length > 1 && (
        <div className={styles.chips} role="group" aria-label={t('home.tags_label')}>
          {chips.map((chip) => (
            <button
              key={chip.slug ?? ''}
              type="button"
              className={styles.chip}
              aria-pressed={chip.slug === tag}
              onClick={() => setTag(chip.slug)}
            >
              {chip.name}
            </button>
          ))}
        </div>
      )}
      {list.isPending ? (
        <GridSkeleton className={styles.grid} count={FEED_SKELETON_CARDS} />
      ) : list.isError && !list.data ? (
        <RetryButton onRetry={() => void list.refetch()} />
      ) : (
        <>
          {dramas.length === 0 && !list.isError ? (
            <p className={styles.note}>{t('home.list_empty')}</p>
          ) : (
            <ul className={styles.grid}>
              {dramas.map((drama) => (
                <li key={drama.drama_id} className={styles.item}>
                  <DramaCard drama={drama} />
                </li>
              ))}
            </ul>
          )}
          <ListFooter
            loadMore={loadMore}
            hasMore={list.hasNextPage}
            error={list.isError}
            threshold={400}
            showEnd={dramas.length > 0}
          />
        </>
      )}
    </section>
  );
}
