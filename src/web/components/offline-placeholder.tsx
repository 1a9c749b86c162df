/**
 * The "network signal lost" placeholder (SPEC 2), with a retry button: in the place of a page
 * that has nothing to show without the network. When this device has saved episodes it also
 * leads to them ("My downloads"): offline they are all the app can still play. Without any,
 * the button would only open an empty list, so it is not offered.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { GlobalOutline } from '#web/components/icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { savedEpisodesQueryOptions } from '#web/lib/saved-episodes.ts';
import styles from './offline-placeholder.module.css';

interface OfflinePlaceholderProps {
  /** Tries the network; resolves true when it answered. */
  onRetry: () => Promise<boolean>;
}

export function OfflinePlaceholder({ onRetry }: OfflinePlaceholderProps) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const { navigateTo } = useAppNavigation();
  const saved = useQuery(savedEpisodesQueryOptions());
  const hasSaved = (saved.data?.length ?? 0) > 0;

  const retry = async (): Promise<void> => {
    setChecking(true);
    try {
      await onRetry();
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.root} data-testid="offline" role="alert" aria-live="assertive">
      <div className={styles.icon} aria-hidden="true">
        <GlobalOutline />
      </div>
      <h2 className={styles.title}>{t('offline.title')}</h2>
      <p className={styles.desc}>{t('offline.desc')}</p>
      <Button
        className={styles.retry}
        color="primary"
        shape="rounded"
        loading={checking}
        onClick={() => void retry()}
        data-testid="offline-retry"
      >
        {t('offline.retry')}
      </Button>
      {hasSaved && (
        <Button
          className={styles.downloads}
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void navigateTo(paths.downloads.path)}
          data-testid="offline-downloads"
        >
          {t('offline.my_downloads')}
        </Button>
      )}
    </div>
  );
}
