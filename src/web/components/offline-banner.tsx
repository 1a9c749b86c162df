/** The small "no connection" note over a page that keeps showing what it has loaded. */
import { GlobalOutline } from '#web/components/icons/icons.tsx';
import styles from './offline-banner.module.css';

export function OfflineBanner({ message, className }: { message: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.banner} ${className}` : styles.banner}
      role="status"
      data-testid="offline-banner"
    >
      <GlobalOutline aria-hidden="true" className={styles.icon} />
      <span className={styles.text}>{message}</span>
    </div>
  );
}
