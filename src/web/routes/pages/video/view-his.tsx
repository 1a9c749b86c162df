/**
 * List tab (/pages/video/viewHis?tab=history|favorites): watch history and favourites, each
 * with pull-to-refresh and an empty state that leads back to home.
 */
import { Button, Tabs } from 'antd-mobile';
import { ClockCircleOutline, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { PullToRefresh } from '#web/components/pull-to-refresh.tsx';
import { paths } from '#web/config/paths.ts';
import { FAVORITES_QUERY_KEY } from '#web/features/favorites/api/get-favorites.ts';
import { FavoritesGrid } from '#web/features/favorites/components/favorites-grid.tsx';
import { HISTORY_QUERY_KEY } from '#web/features/history/api/get-history.ts';
import { HistoryList } from '#web/features/history/components/history-list.tsx';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { queryClient } from '#web/lib/query-client.ts';
import styles from './view-his.module.css';

type ListTab = 'history' | 'favorites';

export function Component() {
  const { t } = useTranslation();
  const { redirectTo, switchTab } = useAppNavigation();
  const [search] = useSearchParams();
  const tab: ListTab = search.get('tab') === 'favorites' ? 'favorites' : 'history';

  const browse = (
    <Button color="primary" shape="rounded" onClick={() => void switchTab(paths.home.path)}>
      {t('list.browse')}
    </Button>
  );

  return (
    <Page testId="page-list">
      <Tabs
        activeKey={tab}
        onChange={(key) => void redirectTo(paths.viewHis.path, key === 'favorites' ? { tab: key } : {})}
        className={styles.tabs}
        aria-label={t('list.tabs_label')}
      >
        <Tabs.Tab key="history" title={t('list.tab_history')} data-testid="list-tab-history" />
        <Tabs.Tab key="favorites" title={t('list.tab_favorites')} data-testid="list-tab-favorites" />
      </Tabs>
      <PullToRefresh
        onRefresh={() =>
          queryClient.refetchQueries({
            queryKey: tab === 'history' ? HISTORY_QUERY_KEY : FAVORITES_QUERY_KEY,
          })
        }
      >
        <div className={styles.content}>
          {tab === 'history' ? (
            <HistoryList
              empty={
                <EmptyState
                  icon={<ClockCircleOutline />}
                  title={t('list.history_empty_title')}
                  description={t('list.history_empty_desc')}
                  action={browse}
                />
              }
            />
          ) : (
            <FavoritesGrid
              empty={
                <EmptyState
                  icon={<HeartOutline />}
                  title={t('list.favorites_empty_title')}
                  description={t('list.favorites_empty_desc')}
                  action={browse}
                />
              }
            />
          )}
        </div>
      </PullToRefresh>
    </Page>
  );
}
