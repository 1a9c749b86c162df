/**
 * Continue watching: the dramas this viewer is in the middle of (POST /history/list, the same
 * query as the list tab's history), each with its poster, title, episode and how far in; one
 * tap opens that episode, which the play page resumes at the saved position. Renders nothing
 * (no skeleton, no reserved space) until the history says there is something to continue, so a
 * viewer without history sees no jump. Two looks: `page` (home, on the light background) and
 * `overlay` (over the For You feed's video).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DramaLink } from '#web/components/drama-link.tsx';
import { Poster } from '#web/components/poster/poster.tsx';
import { formatClock } from '#web/lib/format.ts';
import { useHistory } from '../api/get-history.ts';
import { continueItems, type ContinueItem } from '../utils/continue-items.ts';
import styles from './continue-watching.module.css';

export type ContinueWatchingVariant = 'page' | 'overlay';

function ContinueCard({ item }: { item: ContinueItem }) {
  const { t } = useTranslation();
  const episode = t('drama.episode_label', { number: item.episode });
  const where = item.upNext
    ? t('continue.up_next')
    : item.remainingMs !== null
      ? t('continue.time_left', { time: formatClock(item.remainingMs) })
      : undefined;
  const percent = Math.round(item.watched * 100);
  return (
    <DramaLink
      dramaId={item.drama.drama_id}
      episode={item.episode}
      className={styles.card}
      testId="continue-item"
    >
      <Poster src={item.drama.poster} alt="" className={styles.poster} />
      <span className={styles.text}>
        <span className={styles.title}>{item.drama.title}</span>
        <span className={styles.meta} data-testid="continue-where">
          {where === undefined ? episode : t('continue.where', { episode, where })}
        </span>
        <span className={styles.bar} aria-hidden="true" data-testid="continue-progress">
          <span className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
        </span>
      </span>
    </DramaLink>
  );
}

export function ContinueWatching({ variant = 'page' }: { variant?: ContinueWatchingVariant }) {
  const { t } = useTranslation();
  const headingId = useId();
  const history = useHistory();
  const items = continueItems(history.data?.pages[0]?.list ?? []);
  if (items.length === 0) return null;
  return (
    <section
      className={styles.rail}
      data-variant={variant}
      aria-labelledby={headingId}
      data-testid="continue-watching"
    >
      <h2 id={headingId} className={styles.heading}>
        {t('continue.title')}
      </h2>
      <ul className={styles.scroller}>
        {items.map((item) => (
          <li key={item.drama.drama_id} className={styles.item}>
            <ContinueCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** For React.lazy (home loads it after the first paint). */
export default ContinueWatching;
