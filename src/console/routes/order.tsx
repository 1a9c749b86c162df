/**
 * /console/orders/:tradeNo (support, finance, owner): the order, its gateway timeline and its
 * ledger rows; finance and owners may refund it while it is paid.
 */
import { Alert, Button, Card, Flex, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { PageTitle } from '#console/components/page-title.tsx';
import { paths } from '#console/config/paths.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { useOrder } from '#console/features/orders/api/get-order.ts';
import { OrderLedger } from '#console/features/orders/components/order-ledger.tsx';
import { OrderSummary } from '#console/features/orders/components/order-summary.tsx';
import { OrderTimeline } from '#console/features/orders/components/order-timeline.tsx';
import { RefundButton } from '#console/features/orders/components/refund-button.tsx';
import { useT } from '#console/lib/i18n.ts';

const REFUNDERS: readonly string[] = ['owner', 'finance'];

export function Component() {
  const t = useT();
  const tradeNo = useParams().tradeNo ?? '';
  const order = useOrder(tradeNo);
  const role = useMe().data?.operator.role;
  const back = (
    <Link to={paths.orders}>
      <Button>{t('orders.back')}</Button>
    </Link>
  );
  if (order.isError) return <Result status="warning" title={order.error.message} extra={back} />;
  const detail = order.data;
  const canRefund = detail?.refundable === true && role !== undefined && REFUNDERS.includes(role);
  // A refund the gateway gave up on after it was taken back (decision 0054): for an operator to
  // make right, so it stands above everything else on the page.
  const refundFailed = detail?.events.some((e) => e.kind === 'refund_failed') === true;
  return (
    <>
      <PageTitle
        extra={
          <Flex gap={8}>
            {back}
            {canRefund && <RefundButton tradeNo={tradeNo} />}
          </Flex>
        }
      >
        {t('orders.detail_title', { no: tradeNo })}
      </PageTitle>
      {detail ? (
        <>
          {refundFailed && (
            <Alert
              type="error"
              showIcon
              data-testid="refund-failed-alert"
              style={{ marginBottom: 16 }}
              message={t('orders.refund_failed_title')}
              description={t('orders.refund_failed_body')}
            />
          )}
          <OrderSummary detail={detail} />
          <Flex gap={24} wrap align="flex-start">
            <Card title={t('orders.timeline')} style={{ flex: '1 1 380px' }}>
              <OrderTimeline events={detail.events} />
            </Card>
            <Card title={t('orders.ledger')} style={{ flex: '1 1 480px' }}>
              <OrderLedger rows={detail.ledger} operators={detail.operators} />
            </Card>
          </Flex>
        </>
      ) : (
        <Skeleton active />
      )}
    </>
  );
}
