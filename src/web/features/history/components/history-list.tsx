/**
 * Watch history: a row per drama (poster, title, where it picks up, how far into that episode,
 * when); a tap continues there, as Continue watching does (utils/continue-items.ts); swipe left
 * or the × to remove one; "clear all" after a confirmation.
 */
import { useState, type ReactNode } from 'react';
import { SwipeAction } from 'antd-mobile';
import { confirmDialog } from '#web/lib/confirm.ts';
import { CloseOutline } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { HistoryPage } from '#shared/contract/catalogue.ts';
import { DramaLink } from '#web/components/drama-link.tsx';
import { Poster } from '#web/components/poster/poster.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { formatClock } from '#web/lib/format.ts';
import { notify } from '#web/lib/notify.ts';
import { flattenPages } from '#web/lib/paging.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { useClearHistory } from '../api/clear-history.ts';
import { useHistory } from '../api/get-history.ts';
import { useRemoveHistory } from '../api/remove-history.ts';
import { resumePoint, type ResumePoint } from '../utils/continue-items.ts';
import { relativeTime } from '../utils/relative-time.ts';
import styles from './history-list.module.css';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';

type HistoryEntry = HistoryPage['list'][number];

const SKELETON_ROWS = 5;

/** Where the row picks up, in Continue watching's words: "EP 3 · Up next", "EP 2 · 0:40 left". */
function whereText(point: ResumePoint, t: TFunction): string {
  const episode = t('drama.episode_label', { number: point.episode });
  const where = point.finished
    ? t('list.finished')
    : point.upNext
      ? t('continue.up_next')
      : point.remainingMs !== null
        ? t('continue.time_left', { time: formatClock(point.remainingMs) })
        : undefined;
  return where === undefined ? episode : t('continue.where', { episode, where });
}

function HistoryRow({ entry, now, onRemove }: { entry: HistoryEntry; now: number; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const { drama } = entry;
  // The row opens where Continue watching would: the next episode once one was watched to its end.
  const point = resumePoint(entry);
  const percent = Math.round(point.watched * 100);
  return (
    <SwipeAction
      rightActions={[{ key: 'delete', text: t('list.delete'), color: 'danger', onClick: onRemove }]}
      className={styles.swipe}
    >
      <div className={styles.row} data-testid="history-row" data-drama-id={drama.drama_id}>
        <DramaLink dramaId={drama.drama_id} episode={point.episode} className={styles.link}>
          <Poster src={drama.poster} alt="" className={styles.poster} />
          <span className={styles.text}>
            <span className={styles.title}>{drama.title}</span>
            <span className={styles.meta} data-testid="history-where">
              <span className={styles.where}>{whereText(point, t)}</span>{' '}
              <span className={styles.total}>/ {t('drama.episodes', { count: drama.episode_count })}</span>
            </span>
            <span
              className={styles.progress}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('list.progress_label', { percent })}
            >
              <span className={styles.progressFill} style={{ transform: `scaleX(${percent / 100})` }} />
            </span>
            <span className={styles.when}>
              {relativeTime(entry.updated_at, now, i18n.language, t('time.just_now'))}
            </span>
          </span>
        </DramaLink>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('list.remove_label', { title: drama.title })}
          data-testid="history-remove"
        >
          <CloseOutline aria-hidden="true" />
        </button>
      </div>
    </SwipeAction>
  );
}

function RowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <span className={styles.link}>
        <span className={`${skeleton.block} ${styles.poster} ${styles.posterSkeleton}`} />
        <span className={styles.text}>
          <span className={`${skeleton.line} ${styles.lineLong}`} />
          <span className={`${skeleton.line} ${styles.lineShort}`} />
        </span>
      </span>
    </div>
  );
}

export function HistoryList({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const history = useHistory();
  // Offline, history already loaded stays on screen (under the shell's banner).
  useOfflineContent(history.data !== undefined);
  const remove = useRemoveHistory();
  const clear = useClearHistory();
  const [now] = useState(Date.now);
  const entries = flattenPages(history.data?.pages, (entry) => entry.drama.drama_id);

  const loadMore = async (): Promise<void> => {
    const result = await history.fetchNextPage();
    if (result.isError) throw result.error;
  };

  const removeOne = (dramaId: number): void => {
    remove.mutate(dramaId, { onSuccess: () => notify(t('list.removed'), { kind: 'success' }) });
  };

  const clearAll = async (): Promise<void> => {
    const confirmed = await confirmDialog({
      title: t('list.clear_title'),
      content: t('list.clear_content'),
      confirmText: t('list.clear'),
      cancelText: t('common.cancel'),
    });
    if (confirmed)
      clear.mutate(undefined, { onSuccess: () => notify(t('list.cleared'), { kind: 'success' }) });
  };

  if (history.isPending) {
    return (
      <div className={styles.list}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <RowSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (history.isError && !history.data) {
    return <RetryButton onRetry={() => void history.refetch()} />;
  }
  if (entries.length === 0) return <>{empty}</>;

  return (
    <div>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.clear}
          onClick={() => void clearAll()}
          disabled={clear.isPending}
          data-testid="history-clear"
        >
          {t('list.clear')}
        </button>
      </div>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.drama.drama_id}>
            <HistoryRow entry={entry} now={now} onRemove={() => removeOne(entry.drama.drama_id)} />
          </li>
        ))}
      </ul>
      <ListFooter loadMore={loadMore} hasMore={history.hasNextPage} />
    </div>
  );
}
