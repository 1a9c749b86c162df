/** Stored-value (top-up) records (/pages/user/storeRecord, black header). */
import { ReceiptOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-store-record">
      <EmptyState
        icon={<ReceiptOutline />}
        title={t('store_record.empty_title')}
        description={t('store_record.empty_desc')}
      />
    </Page>
  );
}
