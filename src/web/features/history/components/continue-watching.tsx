/**
 * Continue watching: the dramas this viewer is in the middle of (POST /history/list, the same
 * query as the list tab's history), each with its poster, title, episode and how far in; one
 * tap opens that episode, which the play page resumes at the saved position. On home, while the
 * history loads, it keeps the rail's room when this session's last history had something to
 * continue (continue-watching-room.tsx), so a returning viewer's home does not move when it
 * answers; otherwise it renders nothing until then (a viewer without history sees no empty box).
 * Each answer is remembered for the next visit. Two looks: `page` (home, on the light
 * background) and `overlay` (over the For You feed's video, where it moves nothing).
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DramaLink } from '#web/components/drama-link.tsx';
import { Poster } from '#web/components/poster/poster.tsx';
import { formatClock } from '#web/lib/format.ts';
import { useSession } from '#web/stores/session.ts';
import { useHistory } from '../api/get-history.ts';
import { writeContinueHint } from '../utils/continue-hint.ts';
import { continueItems, type ContinueItem } from '../utils/continue-items.ts';
import { ContinueWatchingRoom } from './continue-watching-room.tsx';
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
  const token = useSession((s) => s.token);
  const history = useHistory();
  const items = continueItems(history.data?.pages[0]?.list ?? []);
  const answered = history.isSuccess;
  const hasItems = items.length > 0;
  useEffect(() => {
    if (answered) writeContinueHint(token, hasItems);
  }, [answered, token, hasItems]);
  if (!hasItems) return variant === 'page' && history.isPending ? <ContinueWatchingRoom /> : null;
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
