/**
 * An order's facts: its user (a link to their page), package, amount, what it credited (only once
 * paid; what it will when pending; nothing when it failed or was cancelled; only what the order
 * credits, no "0 VIP days" for a coin pack), and how
 * and when it ended; counts written as the console's language writes them, an empty field "—".
 * A pending order the operator may ask about has "Ask the gateway now" beside its state.
 */
import { Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { OrderDetail } from '#shared/contract/console-orders.ts';
import type { OrderResult } from '#shared/contract/wallet-constants.ts';
import { personPath } from '#console/config/paths.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT, type MessageKey } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import { amountsText, formatAmount, operatorLabel, RESULT_COLOR } from '../lib/labels.ts';
import { AskGatewayButton } from './ask-gateway-button.tsx';

/** What an empty field shows. */
const NONE = '—';

/**
 * What the order credits, as its result has it: paid credited it, refunded had credited it,
 * pending will once paid; a failed or cancelled order credited nothing.
 */
function creditOf(result: OrderResult): { label: MessageKey; credits: boolean } {
  if (result === 'paid') return { label: 'orders.field_credited', credits: true };
  if (result === 'refunded') return { label: 'orders.field_was_credited', credits: true };
  if (result === 'pending') return { label: 'orders.field_credits_when_paid', credits: true };
  return { label: 'orders.field_credited', credits: false };
}

export function OrderSummary({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const { order, user } = detail;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : NONE);
  const about = user ? [user.nickname, user.email].filter(Boolean).join(' · ') : '';
  const refundedBy =
    order.refunded_at === null
      ? null
      : order.refunded_by === null
        ? t('orders.by_gateway')
        : operatorLabel(t, detail.operators, order.refunded_by);
  const credit = creditOf(order.result);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
      <Descriptions.Item label={t('orders.col_status')}>
        <Tag color={RESULT_COLOR[order.result]} data-testid="order-result">
          {t(`orders.result.${order.result}`)}
        </Tag>
        {detail.gateway_check === true && <AskGatewayButton tradeNo={order.trade_no} />}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.field_user')}>
        <Link to={personPath(order.user_id)} data-testid="order-user">{`#${order.user_id}`}</Link>
        {about === '' ? null : ` · ${about}`}
      </Descriptions.Item>
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
      <Descriptions.Item label={t(credit.label)}>
        <span data-testid="order-credited">
          {(credit.credits &&
            amountsText(t, language, { gold: order.gold, coin: order.bonus, days: order.vip_days })) ||
            t('orders.credited_none')}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.col_channel')}>
        <span title={order.channel}>{channelLabel(t, order.channel)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.col_created')}>{when(order.created_at)}</Descriptions.Item>
      <Descriptions.Item label={t('orders.field_paid')}>
        <span data-testid="order-paid-at">{when(order.paid_at)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.field_gateway_ref')}>{order.gateway_ref ?? NONE}</Descriptions.Item>
      <Descriptions.Item label={t('orders.field_payment_ref')}>
        {/* The gateway's payment itself (Stripe's payment intent), kept once paid. */}
        <span data-testid="order-payment-ref">{order.payment_ref ?? NONE}</span>
      </Descriptions.Item>
      {order.refunded_at !== null && (
        <>
          <Descriptions.Item label={t('orders.field_refunded')}>{when(order.refunded_at)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.field_refunded_by')}>{refundedBy}</Descriptions.Item>
          <Descriptions.Item label={t('orders.field_refund_ref')}>
            {order.refund_ref ?? NONE}
          </Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
}
