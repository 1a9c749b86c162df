/** Ranking list (/pages/video/rankList). */
import { HistogramOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-rank-list">
      <EmptyState
        icon={<HistogramOutline />}
        title={t('rank.empty_title')}
        description={t('rank.empty_desc')}
      />
    </Page>
  );
}
