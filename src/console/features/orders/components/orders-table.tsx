/**
 * The orders, newest first, paged by the server; a trade number opens the order's page, a user
 * their page.
 */
import { Button, Empty, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { ConsoleOrder, OrderListResponse } from '#shared/contract/console-orders.ts';
import { serverPagination, type ServerPageProps } from '#console/components/server-pagination.ts';
import { orderPath, personPath } from '#console/config/paths.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import { formatAmount, RESULT_COLOR } from '../lib/labels.ts';

/** No order to show: none matches the filters (with a way to clear them), or none at all yet. */
function NoOrders({ onClear }: { onClear: (() => void) | undefined }) {
  const t = useT();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="orders-empty"
      description={onClear ? t('orders.empty_filtered') : t('orders.empty')}
    >
      {onClear && (
        <Button onClick={onClear} data-testid="orders-clear-filters">
          {t('orders.clear_filters')}
        </Button>
      )}
    </Empty>
  );
}

export function OrdersTable({
  data,
  loading,
  page,
  size,
  onPage,
  onClearFilters,
}: ServerPageProps<OrderListResponse> & {
  /** Set while filters narrow the list: the empty list offers to clear them. */
  onClearFilters?: (() => void) | undefined;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  return (
    <Table<ConsoleOrder>
      rowKey="trade_no"
      loading={loading}
      dataSource={data?.items ?? []}
      // Until the first answer, no "no orders" under the spinner.
      locale={{ emptyText: data ? <NoOrders onClear={onClearFilters} /> : <span /> }}
      size="middle"
      scroll={{ x: 1000 }}
      pagination={serverPagination({
        page,
        size,
        total: data?.total,
        onChange: onPage,
        showTotal: (total) => t('orders.total', { count: total }),
      })}
      columns={[
        {
          key: 'trade_no',
          title: t('orders.col_trade_no'),
          render: (_v, o) => <Link to={orderPath(o.trade_no)}>{o.trade_no}</Link>,
        },
        {
          key: 'created',
          title: t('orders.col_created'),
          width: 190,
          render: (_v, o) => formatDateTime(o.created_at, language),
        },
        {
          key: 'user',
          title: t('orders.col_user'),
          width: 110,
          render: (_v, o) => <Link to={personPath(o.user_id)}>{`#${o.user_id}`}</Link>,
        },
        {
          key: 'package',
          title: t('orders.col_package'),
          // As it is named now, in the console's language (the buyer's snapshot is on the order's page).
          render: (_v, o) => `${o.package_name} (#${o.goods_id})`,
        },
        {
          key: 'amount',
          title: t('orders.col_amount'),
          width: 110,
          render: (_v, o) => formatAmount(o.amount_cents, o.currency, language),
        },
        {
          key: 'channel',
          title: t('orders.col_channel'),
          width: 200,
          render: (_v, o) => <span title={o.channel}>{channelLabel(t, o.channel)}</span>,
        },
        {
          key: 'status',
          title: t('orders.col_status'),
          width: 120,
          render: (_v, o) => <Tag color={RESULT_COLOR[o.result]}>{t(`orders.result.${o.result}`)}</Tag>,
        },
      ]}
    />
  );
}
