/** "Load failed, tap to retry": the one way a list offers another try after a failed load. */
import { useTranslation } from 'react-i18next';
import styles from './retry-button.module.css';

export function RetryButton({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className ? `${styles.retry} ${className}` : styles.retry}
      onClick={onRetry}
    >
      {t('common.load_failed_retry')}
    </button>
  );
}
