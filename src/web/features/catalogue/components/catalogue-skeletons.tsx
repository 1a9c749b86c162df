/** Placeholders with the size of the real cards, so nothing moves when the catalogue arrives. */
import skeleton from '#web/components/skeleton/skeleton.module.css';
import cardStyles from './drama-card.module.css';
import styles from './catalogue-skeletons.module.css';
import feedStyles from './home-feed.module.css';

export const FEED_SKELETON_CARDS = 6;

export function CardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true">
      <span className={`${skeleton.block} ${styles.poster}`} />
      <span className={cardStyles.title}>
        <span className={`${skeleton.line} ${styles.titleLine}`} />
      </span>
      <span className={cardStyles.meta}>
        <span className={`${skeleton.line} ${styles.metaLine}`} />
      </span>
    </div>
  );
}

export function RailSkeleton({
  className,
  scrollerClassName,
}: {
  className?: string;
  scrollerClassName?: string;
}) {
  return (
    <div className={className} aria-hidden="true">
      <div className={styles.railHead}>
        <span className={`${skeleton.line} ${styles.railTitle}`} />
      </div>
      <div className={scrollerClassName}>
        {[0, 1, 2, 3].map((i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function GridSkeleton({ className, count }: { className?: string; count: number }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

/** The endless list's place until its chunk arrives (the same box as its own first skeleton). */
export function FeedSkeleton() {
  return (
    <div className={feedStyles.feed} aria-hidden="true">
      <div className={feedStyles.title} />
      <GridSkeleton className={feedStyles.grid} count={FEED_SKELETON_CARDS} />
    </div>
  );
}
