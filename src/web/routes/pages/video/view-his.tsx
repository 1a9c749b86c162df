/** List / history tab (/pages/video/viewHis). Favourites and history arrive in a later issue. */
import { UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-list">
      <EmptyState
        icon={<UnorderedListOutline />}
        title={t('list.empty_title')}
        description={t('list.empty_desc')}
      />
    </Page>
  );
}
