/** System map viewer (/open-location): not available in the web app yet. */
import { LocationOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-open-location">
      <EmptyState
        icon={<LocationOutline />}
        title={t('location.empty_title')}
        description={t('location.empty_desc')}
      />
    </Page>
  );
}
