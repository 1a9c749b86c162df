/** Home tab (/ and /pages/index/index). The catalogue arrives in a later issue. */
import { MovieOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { PullToRefresh } from '#web/components/pull-to-refresh.tsx';
import { FALLBACK_APP_NAME } from '#web/config/app.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useSession } from '#web/stores/session.ts';
import styles from './home.module.css';

export function Component() {
  const { t } = useTranslation();
  const appName = useSession((s) => s.appName) || FALLBACK_APP_NAME;

  return (
    <Page testId="page-home">
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>
        <div className={styles.content}>
          <p className={styles.brand}>{appName}</p>
          <EmptyState
            icon={<MovieOutline />}
            title={t('home.empty_title')}
            description={t('home.empty_desc')}
          />
        </div>
      </PullToRefresh>
    </Page>
  );
}
