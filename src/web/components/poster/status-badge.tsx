/** The drama's state on a poster corner: new, ongoing (still updating) or completed. */
import { useTranslation } from 'react-i18next';
import type { DramaStatus } from '#shared/contract/catalogue.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import styles from './status-badge.module.css';

const LABELS: Record<DramaStatus, MessageKey> = {
  new: 'drama.status_new',
  ongoing: 'drama.status_ongoing',
  completed: 'drama.status_completed',
};

export function StatusBadge({ status, className }: { status: DramaStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-status={status}>
      {t(LABELS[status])}
    </span>
  );
}
