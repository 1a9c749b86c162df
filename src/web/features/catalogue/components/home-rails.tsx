/** The rails of home: a titled, horizontally scrolling row of poster cards per rail. */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '#shared/contract/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { RailSkeleton } from './catalogue-skeletons.tsx';
import { DramaCard } from './drama-card.tsx';
import styles from './home-rails.module.css';

type Rail = HomeData['rails'][number];

/** Rails that have a ranking of their own link to it. */
const RANKED_RAILS = new Set(['hot', 'new', 'favorite']);
/** Cards of the first rail that are on screen at first paint (not lazily loaded). */
const EAGER_CARDS = 4;

function RailSection({ rail, first }: { rail: Rail; first: boolean }) {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  const headingId = useId();
  return (
    <section className={styles.rail} aria-labelledby={headingId} data-testid="home-rail" data-rail={rail.key}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {rail.title}
        </h2>
        {RANKED_RAILS.has(rail.key) && (
          <button
            type="button"
            className={styles.more}
            onClick={() => void navigateTo(paths.rankList.path, { type: rail.key })}
          >
            {t('home.more')}
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        )}
      </div>
      <ul className={styles.scroller}>
        {rail.list.map((drama, index) => (
          <li key={drama.drama_id} className={styles.item}>
            <DramaCard drama={drama} eager={first && index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Memoized: home renders again when its query's state changes, most often with the same rails. */
export const HomeRails = memo(function HomeRails({
  rails,
  loading,
}: {
  rails: Rail[] | undefined;
  loading: boolean;
}) {
  if (loading) {
    return (
      <>
        <RailSkeleton className={styles.rail} scrollerClassName={styles.scroller} />
        <RailSkeleton className={styles.rail} scrollerClassName={styles.scroller} />
      </>
    );
  }
  return (
    <>
      {(rails ?? [])
        .filter((rail) => rail.list.length > 0)
        .map((rail, index) => (
          <RailSection key={rail.key} rail={rail} first={index === 0} />
        ))}
    </>
  );
});
