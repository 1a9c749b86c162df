/**
 * The episode grid (bottom sheet): the series' synopsis and tags, every episode with its lock
 * and price, the current one marked, what it costs to unlock the rest, its plain price and what the viewer spent on it
 * (issue 19). Long dramas are split into ranges of 30; the sheet opens at the range of the
 * episode playing. Episodes scheduled for later (the series' length past the playable ones,
 * decision 0030) follow as cells marked coming, the next one with its day; a tap says when.
 */
import { useState, type ReactNode } from 'react';
import { ClockCircleOutline, LockFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DetailData } from '#shared/contract/catalogue.ts';
import { StatusBadge } from '#web/components/poster/status-badge.tsx';
import { discounted, UNLOCK_DISCOUNT_PERCENT } from '#shared/contract/wallet-constants.ts';
import { formatCount, formatDateTime, formatMonthDay } from '#web/lib/format.ts';
import { formatRunningTime } from '#web/lib/format-running-time.ts';
import { notify } from '#web/lib/notify.ts';
import styles from './sheets.module.css';
import { PlayerSheet } from './player-sheet.tsx';
import { PriceBlock } from './price-block.tsx';
import { SeriesAbout } from './series-about.tsx';

const RANGE_SIZE = 30;

interface EpisodeGridSheetProps {
  visible: boolean;
  detail: DetailData;
  current: number;
  /** The follow button (issue 19), composed by the route, at the end of the line under the title. */
  follow?: ReactNode;
  onSelect: (number: number) => void;
  onClose: () => void;
}

export function EpisodeGridSheet({
  visible,
  detail,
  current,
  follow,
  onSelect,
  onClose,
}: EpisodeGridSheetProps) {
  return (
    <PlayerSheet visible={visible} onClose={onClose} showCloseButton>
      <GridBody visible={visible} detail={detail} current={current} follow={follow} onSelect={onSelect} />
    </PlayerSheet>
  );
}

function GridBody({ visible, detail, current, follow, onSelect }: Omit<EpisodeGridSheetProps, 'onClose'>) {
  const { t, i18n } = useTranslation();
  const episodes = detail.episodes;
  const length = seriesLength(detail);
  const ranges = Math.ceil(length / RANGE_SIZE);
  const [range, setRange] = useState(() => Math.floor((current - 1) / RANGE_SIZE));
  const from = ranges > 1 ? range * RANGE_SIZE : 0;
  const to = ranges > 1 ? Math.min(length, (range + 1) * RANGE_SIZE) : length;
  const shown = episodes.slice(from, to);
  const coming = Array.from({ length: Math.max(0, to - Math.max(from, episodes.length)) }, (_, i) => {
    return Math.max(from, episodes.length) + i + 1;
  });
  const nextAt = nextReleaseOf(detail);
  const runningTime = runningTimeOf(detail, t, i18n.language);

  const summary =
    detail.is_svip === 1
      ? t('player.vip_free')
      : detail.locked_count > 0
        ? t('player.total_to_finish', {
            count: detail.locked_count,
            coins: formatCount(detail.total_to_finish, i18n.language),
          })
        : length > episodes.length
          ? t('player.all_out_watchable')
          : t('player.all_unlocked');
  // The locked-episode sheet offers the rest at once with its discount: say so here too.
  const bundle =
    detail.is_svip !== 1 && detail.locked_count > 1
      ? t('player.total_to_finish_bundle', {
          coins: formatCount(discounted(detail.total_to_finish, 'rest'), i18n.language),
          percent: UNLOCK_DISCOUNT_PERCENT.rest,
        })
      : undefined;

  return (
    <div
      className={styles.sheet}
      data-testid="episode-grid"
      // Open, or on its way out (the popup animates closing before it goes).
      data-open={visible}
      role="dialog"
      aria-labelledby="episode-grid-title"
    >
      <header>
        {/* Only the title sits beside the sheet's close button; what follows spans the grid's width. */}
        <h2 id="episode-grid-title" className={`${styles.title} ${styles.besideClose}`}>
          {detail.drama.title}
        </h2>
        <div className={styles.metaRow}>
          <p className={styles.sub}>
            <StatusBadge status={detail.drama.status} className={styles.inlineBadge} />
            <span>
              {t('drama.episodes', { count: detail.drama.episode_count })}
              {/* On a narrow line the dot ends the first line and the running time moves whole. */}
              {runningTime && (
                <>
                  {' · '}
                  <span className={styles.nowrap} data-testid="running-time">
                    {runningTime}
                  </span>
                </>
              )}
            </span>
          </p>
          {follow}
        </div>
        <SeriesAbout synopsis={detail.drama.synopsis} tags={detail.drama.tags} />
        <p className={styles.summary} data-testid="total-to-finish">
          {summary}
          {bundle && (
            <span className={styles.summaryBundle} data-testid="total-to-finish-bundle">
              {bundle}
            </span>
          )}
        </p>
        <PriceBlock detail={detail} />
        {detail.next_release_at && (
          <p className={styles.sub} data-testid="next-release">
            {t('player.next_release', {
              time: formatDateTime(Date.parse(detail.next_release_at) / 1000, i18n.language),
            })}
          </p>
        )}
      </header>
      {ranges > 1 && (
        <div className={styles.ranges} role="tablist">
          {Array.from({ length: ranges }, (_, i) => {
            const from = i * RANGE_SIZE + 1;
            const to = Math.min(length, (i + 1) * RANGE_SIZE);
            return (
              <button
                key={i}
                type="button"
                role="tab"
                aria-selected={i === range}
                className={styles.range}
                onClick={() => setRange(i)}
              >
                {t('player.range', { from, to })}
              </button>
            );
          })}
        </div>
      )}
      <ul className={styles.grid}>
        {shown.map((episode) => {
          const locked = episode.locked === 1;
          const isCurrent = episode.number === current;
          return (
            <li key={episode.episode_id}>
              <button
                type="button"
                className={styles.cell}
                data-testid={`episode-cell-${episode.number}`}
                data-locked={locked}
                data-current={isCurrent}
                aria-current={isCurrent ? 'true' : undefined}
                aria-label={
                  locked
                    ? t('player.cell_locked_label', { number: episode.number, price: episode.price })
                    : t('player.cell_label', { number: episode.number })
                }
                onClick={() => onSelect(episode.number)}
              >
                <span className={styles.cellNumber}>{episode.number}</span>
                {isCurrent && <span className={styles.playing} aria-hidden="true" />}
                {locked && (
                  <span className={styles.cellLock} aria-hidden="true">
                    <LockFill />
                    {episode.price > 0 && <span>{formatCount(episode.price, i18n.language)}</span>}
                  </span>
                )}
              </button>
            </li>
          );
        })}
        {coming.map((number) => (
          <li key={`coming-${number}`}>
            <button
              type="button"
              className={styles.cell}
              data-testid={`episode-cell-${number}`}
              data-coming="true"
              aria-label={comingText(detail, number, t, i18n.language)}
              onClick={() => notify(comingText(detail, number, t, i18n.language))}
            >
              <span className={styles.cellNumber}>{number}</span>
              <span className={styles.cellComing} aria-hidden="true">
                {number === episodes.length + 1 && nextAt !== null ? (
                  formatMonthDay(nextAt, i18n.language)
                ) : (
                  <ClockCircleOutline />
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The series' length as the cards count it (scheduled episodes included, decision 0030), never
 * less than the episodes out: what "EP 3 / 9" and the grid count to.
 */
export function seriesLength(detail: DetailData): number {
  return Math.max(detail.episodes.length, detail.drama.episode_count);
}

/**
 * The episodes out, added up: "1 hr 32 min in all" for a completed series with every episode
 * out, "… so far" while more are to come; nothing before any episode has a length.
 */
function runningTimeOf(detail: DetailData, t: TFunction, language: string): string | null {
  const total = detail.episodes.reduce((sum, episode) => sum + Math.max(0, episode.duration_ms), 0);
  if (total <= 0) return null;
  const time = formatRunningTime(total, t, language);
  const complete = detail.drama.status === 'completed' && detail.episodes.length >= seriesLength(detail);
  return complete ? t('drama.running_time', { time }) : t('player.running_time_so_far', { time });
}

/** When the next episode comes out, in Unix seconds, or null. */
function nextReleaseOf(detail: DetailData): number | null {
  const at = detail.next_release_at === null ? Number.NaN : Date.parse(detail.next_release_at) / 1000;
  return Number.isFinite(at) ? at : null;
}

/** What a coming episode's cell (and the end of the last one out) says: when, or "later". */
export function comingText(detail: DetailData, number: number, t: TFunction, language: string): string {
  const at = nextReleaseOf(detail);
  return number === detail.episodes.length + 1 && at !== null
    ? t('player.coming_at', { number, time: formatDateTime(at, language) })
    : t('player.coming_later', { number });
}
