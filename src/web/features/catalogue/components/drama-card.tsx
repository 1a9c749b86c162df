/** A poster card of the rails and the endless list: poster, state, plays, title, episodes, price. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DramaCard as DramaCardData } from '#shared/contract/catalogue.ts';
import { DramaLink } from '#web/components/drama-link.tsx';
import { Poster } from '#web/components/poster/poster.tsx';
import { StatusBadge } from '#web/components/poster/status-badge.tsx';
import { PriceLine } from '#web/components/price-line.tsx';
import { formatCompact } from '#web/lib/format.ts';
import srOnly from '#web/components/sr-only.module.css';
import styles from './drama-card.module.css';

interface DramaCardProps {
  drama: DramaCardData;
  /** Visible at first paint: no lazy loading. */
  eager?: boolean;
}

/**
 * Memoized: home's query is refetched as the page mounts and on a pull, and the endless list
 * grows a page at a time; a card whose drama is the same object (TanStack Query keeps unchanged
 * data as it was) is not rendered again.
 */
export const DramaCard = memo(function DramaCard({ drama, eager = false }: DramaCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <DramaLink dramaId={drama.drama_id} className={styles.card} testId="drama-card">
      <Poster src={drama.poster} alt="" eager={eager}>
        <StatusBadge status={drama.status} className={styles.badge} />
        <span className={styles.plays}>
          <span className={styles.playIcon} aria-hidden="true" />
          {/* The count alone fits a third of a phone's width in every language; the words are read out. */}
          <span className={styles.playsText} aria-hidden="true">
            {formatCompact(drama.play_count, i18n.language)}
          </span>
          <span className={srOnly.srOnly}>
            {t('drama.plays', { value: formatCompact(drama.play_count, i18n.language) })}
          </span>
        </span>
      </Poster>
      <span className={styles.title}>{drama.title}</span>
      <span className={styles.meta}>{t('drama.episodes', { count: drama.episode_count })}</span>
      <PriceLine drama={drama} />
    </DramaLink>
  );
});
