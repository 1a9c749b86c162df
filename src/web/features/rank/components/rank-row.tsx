/**
 * One ranked drama: a big rank number (gold, silver, bronze for the top three), poster, title,
 * and the drama's own count, the same one (and the same words) as every other screen: its
 * plays, as home's cards show them, or its favourites on the favourites ranking. The period's
 * `score` only orders the list: called "plays" next to home's total, it read as a second,
 * smaller play count for the same drama.
 */
import { useTranslation } from 'react-i18next';
import type { RankPage, RankType } from '#shared/contract/catalogue.ts';
import { DramaLink } from '#web/components/drama-link.tsx';
import { Poster } from '#web/components/poster/poster.tsx';
import { StatusBadge } from '#web/components/poster/status-badge.tsx';
import { PriceLine } from '#web/components/price-line.tsx';
import { formatCompact } from '#web/lib/format.ts';
import srOnly from '#web/components/sr-only.module.css';
import styles from './rank-board.module.css';

type RankedDrama = RankPage['list'][number];

export function RankRow({ drama, type, eager }: { drama: RankedDrama; type: RankType; eager: boolean }) {
  const { t, i18n } = useTranslation();
  const compact = (value: number): string => formatCompact(value, i18n.language);
  const count =
    type === 'favorite'
      ? t('rank.score_favorite', { value: compact(drama.favorite_count) })
      : t('drama.plays', { value: compact(drama.play_count) });

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
        <span className={styles.meta}>
          <span className={styles.score} data-testid="rank-count">
            {count}
          </span>
          <span>{t('drama.episodes', { count: drama.episode_count })}</span>
        </span>
        <PriceLine drama={drama} />
      </span>
    </DramaLink>
  );
}
