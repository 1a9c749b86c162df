/** Video playback (/pages/video/play). The player arrives with the playback issue. */
import { PlayOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-play">
      <EmptyState icon={<PlayOutline />} title={t('play.empty_title')} description={t('play.empty_desc')} />
    </Page>
  );
}
