/** An order's facts: its user, package, amount, what it credited, and how and when it ended. */
import { Descriptions, Tag, Typography } from 'antd';
import type { OrderDetail } from '#shared/contract/console-orders.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import { formatAmount, operatorLabel, RESULT_COLOR } from '../lib/labels.ts';

export function OrderSummary({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const { order, user } = detail;
  const who = user
    ? [`#${user.uid}`, user.nickname, user.email].filter(Boolean).join(' · ')
    : `#${order.user_id}`;
  const refundedBy =
    order.refunded_at === null
      ? null
      : order.refunded_by === null
        ? t('orders.by_gateway')
        : operatorLabel(t, detail.operators, order.refunded_by);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
      <Descriptions.Item label={t('orders.col_status')}>
        <Tag color={RESULT_COLOR[order.result]} data-testid="order-result">
          {t(`orders.result.${order.result}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.field_user')}>{who}</Descriptions.Item>
      <Descriptions.Item label={t('orders.col_package')}>
        <span data-testid="order-package">{`${order.package_name} (#${order.goods_id})`}</span>
        {order.title !== '' && order.title !== order.package_name && (
          // The name the buyer saw (their language, the package as it was then).
          <Typography.Text type="secondary" data-testid="order-snapshot" style={{ display: 'block' }}>
            {t('orders.snapshot_title', { title: order.title })}
          </Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.col_amount')}>
        {formatAmount(order.amount_cents, order.currency, language)}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.field_credited')}>
        {t('orders.credited_value', { gold: order.gold, bonus: order.bonus, days: order.vip_days })}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.col_channel')}>
        <span title={order.channel}>{channelLabel(t, order.channel)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.col_created')}>
        {formatDateTime(order.created_at, language)}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.field_paid')}>
        {formatDateTime(order.paid_at, language)}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.field_gateway_ref')}>{order.gateway_ref ?? ''}</Descriptions.Item>
      <Descriptions.Item label={t('orders.field_payment_ref')}>{order.payment_ref ?? ''}</Descriptions.Item>
      {order.refunded_at !== null && (
        <>
          <Descriptions.Item label={t('orders.field_refunded')}>
            {formatDateTime(order.refunded_at, language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.field_refunded_by')}>{refundedBy}</Descriptions.Item>
          <Descriptions.Item label={t('orders.field_refund_ref')}>{order.refund_ref ?? ''}</Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
}
