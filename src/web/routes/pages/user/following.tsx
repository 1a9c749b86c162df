/**
 * Following (/pages/user/following, issue 19): the series the user follows, with their next
 * release. Offline, the list on screen stays, with a "no connection" note above it (the shell's
 * floating one would cover the first title); the no-network placeholder only when it has not
 * loaded.
 */
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { PageOfflineBanner } from '#web/components/page-offline-banner.tsx';
import { useFollows } from '#web/features/follow/api/get-follows.ts';
import { FollowList } from '#web/features/follow/components/follow-list.tsx';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';

export function Component() {
  const { t } = useTranslation();
  // The list's own query (one request).
  const loaded = useFollows().data !== undefined;
  const offline = useOfflineContent(loaded, 'page');
  return (
    <Page testId="page-following">
      {offline && loaded && <PageOfflineBanner />}
      <FollowList
        empty={
          <EmptyState
            icon={<BellOutline />}
            title={t('follow.empty_title')}
            description={t('follow.empty_desc')}
          />
        }
      />
    </Page>
  );
}
