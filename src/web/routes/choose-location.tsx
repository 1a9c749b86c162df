/** System map picker (/choose-location): not available in the web app yet. */
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-choose-location">
      <EmptyState
        icon={<EnvironmentOutline />}
        title={t('location.empty_title')}
        description={t('location.empty_desc')}
      />
    </Page>
  );
}
