/**
 * antd-mobile's PullToRefresh, loaded just after the first paint: the gesture and spring
 * code it needs (about 25 KB gzipped) stays off the first page's critical path. Until it
 * arrives the content renders as is (the pull head is zero-height, so nothing shifts).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const AntdPullToRefresh = lazy(() => import('./antd-pull-to-refresh.ts'));

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={children}>
      <AntdPullToRefresh
        onRefresh={async () => {
          await onRefresh();
        }}
        pullingText={t('pull.pulling')}
        canReleaseText={t('pull.can_release')}
        refreshingText={t('pull.refreshing')}
        completeText={t('pull.complete')}
      >
        {children}
      </AntdPullToRefresh>
    </Suspense>
  );
}
