/** The ledger rows about an order: its credit and, once refunded, what was taken back and by whom. */
import { Table } from 'antd';
import type { OrderDetail } from '#shared/contract/console-orders.ts';
import { formatDateTime, formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { ledgerReasonLabel } from '#console/lib/ledger-reason.ts';
import { assetLabel, operatorLabel } from '../lib/labels.ts';

type Row = OrderDetail['ledger'][number];

export function OrderLedger({
  rows,
  operators,
}: {
  rows: readonly Row[];
  operators: OrderDetail['operators'];
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...rows]}
      locale={{ emptyText: t('orders.ledger_empty') }}
      columns={[
        { key: 'at', title: t('orders.col_at'), render: (_v, r) => formatDateTime(r.created_at, language) },
        { key: 'reason', title: t('orders.col_reason'), render: (_v, e) => ledgerReasonLabel(t, e.reason) },
        { key: 'asset', title: t('orders.col_asset'), render: (_v, r) => assetLabel(t, r.asset) },
        {
          key: 'delta',
          title: t('orders.col_delta'),
          render: (_v, r) => `${r.delta > 0 ? '+' : ''}${formatNumber(r.delta, language)}`,
        },
        {
          key: 'balance',
          title: t('orders.col_balance'),
          render: (_v, r) => formatNumber(r.balance_after, language),
        },
        {
          key: 'operator',
          title: t('orders.col_operator'),
          render: (_v, r) => (r.operator_id === null ? '' : operatorLabel(t, operators, r.operator_id)),
        },
      ]}
    />
  );
}
