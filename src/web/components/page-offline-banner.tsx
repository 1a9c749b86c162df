/**
 * The "no connection" note in a page's own flow, above what it keeps showing: for pages whose
 * first line the shell's floating note would cover (a search box, tabs, a short list's first
 * title). The page holds its content with `useOfflineContent(…, 'page')` and shows this while
 * offline.
 */
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from './offline-banner.tsx';
import styles from './page-offline-banner.module.css';

export function PageOfflineBanner() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap}>
      <OfflineBanner message={t('offline.banner')} />
    </div>
  );
}
