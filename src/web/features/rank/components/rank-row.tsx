/**
 * One ranked drama: a big rank number (gold, silver, bronze for the top three), poster, title,
 * then the figure the list is ranked by, then the drama's own count, the same one (and the same
 * words) as every other screen: its plays, as home's cards show them, or its favourites on the
 * favourites ranking. Over a period the two differ: the period's figure says its period ("8.8K
 * plays this week") and comes first, so #1 above #2 reads right even where #2 has more plays in
 * all; all time, and on the newest (ordered by release, not by a figure), the count is the only one.
 * After the episode count, how long the whole series runs (MARKET.md: never stated elsewhere).
 */
import { useTranslation } from 'react-i18next';
import type { RankPage, RankPeriod, RankType } from '#shared/contract/catalogue.ts';
import { DramaLink } from '#web/components/drama-link.tsx';
import { Poster } from '#web/components/poster/poster.tsx';
import { StatusBadge } from '#web/components/poster/status-badge.tsx';
import { PriceLine } from '#web/components/price-line.tsx';
import { formatCompact } from '#web/lib/format.ts';
import { formatRunningTime } from '#web/lib/format-running-time.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import srOnly from '#web/components/sr-only.module.css';
import styles from './rank-board.module.css';

type RankedDrama = RankPage['list'][number];
type ScoredPeriod = Exclude<RankPeriod, 'all'>;

/** How the period's figure is worded, per ranking of a figure and period. */
const SCORE_WORDS = {
  hot: { day: 'rank.score_plays_day', week: 'rank.score_plays_week', month: 'rank.score_plays_month' },
  favorite: {
    day: 'rank.score_favorite_day',
    week: 'rank.score_favorite_week',
    month: 'rank.score_favorite_month',
  },
} as const satisfies Record<Exclude<RankType, 'new'>, Record<ScoredPeriod, MessageKey>>;

interface RankRowProps {
  drama: RankedDrama;
  type: RankType;
  /** The period the list is ranked over; without one, all time (the count alone). */
  period?: RankPeriod;
  eager: boolean;
}

export function RankRow({ drama, type, period = 'all', eager }: RankRowProps) {
  const { t, i18n } = useTranslation();
  const compact = (value: number): string => formatCompact(value, i18n.language);
  const count =
    type === 'favorite'
      ? t('rank.score_favorite', { value: compact(drama.favorite_count) })
      : t('drama.plays', { value: compact(drama.play_count) });
  const score =
    type === 'new' || period === 'all'
      ? undefined
      : t(SCORE_WORDS[type][period], { value: compact(Math.max(0, drama.score)) });

  return (
    <DramaLink dramaId={drama.drama_id} className={styles.row} testId="rank-row">
      <span className={styles.rank} data-top={drama.rank <= 3 ? drama.rank : undefined}>
        <span className={srOnly.srOnly}>{t('rank.position', { rank: drama.rank })}</span>
        <span aria-hidden="true">{drama.rank}</span>
      </span>
      <Poster src={drama.poster} alt="" eager={eager} className={styles.poster}>
        <StatusBadge status={drama.status} className={styles.badge} />
      </Poster>
      <span className={styles.text}>
        <span className={styles.title}>{drama.title}</span>
        <span className={styles.tags}>{drama.tags.map((tag) => tag.name).join(' · ')}</span>
        {score !== undefined && (
          <span className={styles.score} data-testid="rank-score">
            {score}
          </span>
        )}
        <span className={styles.meta}>
          <span className={score === undefined ? styles.score : undefined} data-testid="rank-count">
            {count}
          </span>
          <span>{t('drama.episodes', { count: drama.episode_count })}</span>
          {drama.runtime_ms !== undefined && drama.runtime_ms > 0 && (
            <span data-testid="rank-runtime">
              {t('drama.running_time', { time: formatRunningTime(drama.runtime_ms, t, i18n.language) })}
            </span>
          )}
        </span>
        <PriceLine drama={drama} />
      </span>
    </DramaLink>
  );
}
