/** Settings (/pages/user/setting): nickname, cache, log out, switch account (later issue). */
import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-setting">
      <EmptyState
        icon={<SetOutline />}
        title={t('setting.empty_title')}
        description={t('setting.empty_desc')}
      />
    </Page>
  );
}
