/**
 * Stored-value records (/pages/user/storeRecord, black header): two tabs, the top-up records
 * (POST /pay/order-list) and the wallet detail (POST /pay/gold-detail), each with
 * pull-to-refresh, infinite scroll and an empty state. Above the top-up records: the monthly
 * top-up limit and the way to the wallet rules (issue 19).
 */
import { Button, Tabs } from 'antd-mobile';
import { ReceiptOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { PullToRefresh } from '#web/components/pull-to-refresh.tsx';
import { WALLET_QUERY_KEY } from '#web/features/wallet/api/get-order-list.ts';
import { OrderRecords } from '#web/features/wallet/components/order-records.tsx';
import { ExpiringNotice } from '#web/features/rewards/components/expiring-notice.tsx';
import { WalletDetail } from '#web/features/wallet/components/wallet-detail.tsx';
import { TopupLimitSection } from '#web/features/wallet/components/topup-limit-section.tsx';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useTabInAddress } from '#web/hooks/use-tab-in-address.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';

type RecordTab = 'orders' | 'detail';

export function Component() {
  const { t } = useTranslation();
  const openPay = usePayPopup((s) => s.open);
  const { navigateTo } = useAppNavigation();
  const [tab, setTab] = useTabInAddress<RecordTab>((fromAddress) =>
    fromAddress === 'detail' ? 'detail' : 'orders',
  );

  const topUp = (
    <Button color="primary" shape="rounded" onClick={() => openPay('recharge')} data-testid="records-top-up">
      {t('wallet.top_up')}
    </Button>
  );

  return (
    <Page testId="page-store-record">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'detail' ? 'detail' : 'orders')}
        aria-label={t('wallet.tabs_label')}
      >
        <Tabs.Tab key="orders" title={t('wallet.tab_orders')} data-testid="records-tab-orders" />
        <Tabs.Tab key="detail" title={t('wallet.tab_detail')} data-testid="records-tab-detail" />
      </Tabs>
      <ExpiringNotice />
      {tab === 'orders' && <TopupLimitSection onOpenRules={() => void navigateTo(paths.walletRules.path)} />}
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: WALLET_QUERY_KEY })}>
        {tab === 'orders' ? (
          <OrderRecords
            empty={
              <EmptyState
                icon={<ReceiptOutline />}
                title={t('store_record.empty_title')}
                description={t('store_record.empty_desc')}
                action={topUp}
              />
            }
          />
        ) : (
          <WalletDetail
            empty={
              <EmptyState
                icon={<UnorderedListOutline />}
                title={t('wallet.detail_empty_title')}
                description={t('wallet.detail_empty_desc')}
                action={topUp}
              />
            }
          />
        )}
      </PullToRefresh>
    </Page>
  );
}
