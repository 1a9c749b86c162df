/** Notices (/pages/user/notices, issue 19): releases of the series the user follows. */
import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { NoticeList } from '#web/features/notices/components/notice-list.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-notices">
      <NoticeList
        empty={
          <EmptyState
            icon={<MessageOutline />}
            title={t('notices.empty_title')}
            description={t('notices.empty_desc')}
          />
        }
      />
    </Page>
  );
}
