/** Invite friends (/pages/friend/index): 2000 gold per valid friend (SPEC 1); the activity is a later issue. */
import { UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { INVITE_REWARD_GOLD } from '#shared/constants.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-friend">
      <EmptyState
        icon={<UserAddOutline />}
        title={t('friend.empty_title')}
        description={t('friend.empty_desc', { reward: INVITE_REWARD_GOLD.toLocaleString('en-US') })}
      />
    </Page>
  );
}
