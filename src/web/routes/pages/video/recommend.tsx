/** Recommendations tab (/pages/video/recommend). */
import { FireFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-recommend">
      <EmptyState
        icon={<FireFill />}
        title={t('recommend.empty_title')}
        description={t('recommend.empty_desc')}
      />
    </Page>
  );
}
