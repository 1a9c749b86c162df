/** Following (/pages/user/following, issue 19): the series the user follows, with their next release. */
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { FollowList } from '#web/features/follow/components/follow-list.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-following">
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
