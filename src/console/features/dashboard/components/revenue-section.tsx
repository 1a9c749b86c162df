/**
 * Revenue by day, package or channel, with its CSV: what was paid, what was refunded (on the
 * day of the refund) and the net. By package a line per package and contents, named by what its
 * orders credited in the console's language with the package's id ("500 Coins (#101)": a pack
 * edited from 500 to 600 coins has a line for each), a channel by its name (as the Channels page
 * says it). A read that failed says so, with a retry, in the table's place (never an empty
 * table: "no revenue").
 */
import { Card, Segmented, Table } from 'antd';
import { useState } from 'react';
import { REVENUE_BY, type RevenueBy, type RevenueRow } from '#shared/contract/console-stats.ts';
import { useT, type MessageKey, type Translate } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import { useRevenueStats, type StatsRange } from '../api/get-stats.ts';
import type { Figures } from '../lib/figures.ts';
import { ExportCsv } from './export-csv.tsx';
import { LoadError } from './load-error.tsx';

const LABEL: Record<RevenueBy, MessageKey> = {
  day: 'dashboard.by_day',
  goods: 'dashboard.by_goods',
  channel: 'dashboard.by_channel',
};

/** What a row is about: a package's contents and its "#id"; a channel by its name; a day as it is. */
export function revenueLabel(t: Translate, by: RevenueBy, row: Pick<RevenueRow, 'key' | 'title'>): string {
  if (by === 'channel') return channelLabel(t, row.key);
  if (by !== 'goods') return row.key;
  return row.title === null ? `#${row.key}` : `${row.title} (#${row.key})`;
}

/** A row's own key: by package, the package and what its orders credited. */
const rowKey = (row: RevenueRow) => [row.key, row.gold, row.bonus, row.vip_days].join(':');

export function RevenueSection({ range, f }: { range: StatsRange; f: Figures }) {
  const t = useT();
  const [by, setBy] = useState<RevenueBy>('goods');
  const revenue = useRevenueStats(range, by);
  return (
    <Card
      size="small"
      title={t('dashboard.revenue_table')}
      extra={<ExportCsv path="/stats/revenue" query={{ ...range, by }} testId="revenue-csv" />}
    >
      <Segmented<RevenueBy>
        value={by}
        onChange={setBy}
        options={REVENUE_BY.map((value) => ({ value, label: t(LABEL[value]) }))}
        style={{ marginBottom: 12 }}
      />
      {revenue.isError ? (
        <LoadError
          error={revenue.error}
          retrying={revenue.isFetching}
          onRetry={() => void revenue.refetch()}
          testId="revenue-error"
        />
      ) : (
        <Table<RevenueRow>
          size="small"
          rowKey={rowKey}
          loading={revenue.isFetching}
          dataSource={revenue.data?.by === by ? revenue.data.rows : []}
          pagination={false}
          data-testid="revenue-table"
          columns={[
            {
              key: 'key',
              title: t(LABEL[by]),
              render: (_value, row) => revenueLabel(t, by, row),
            },
            { title: t('dashboard.net_revenue'), dataIndex: 'net_cents', render: f.money },
            { title: t('dashboard.paid'), dataIndex: 'cents', render: f.money },
            { title: t('dashboard.orders'), dataIndex: 'orders', render: f.count },
            { title: t('dashboard.refunded'), dataIndex: 'refunded_cents', render: f.money },
            { title: t('dashboard.refunds'), dataIndex: 'refunds', render: f.count },
          ]}
        />
      )}
    </Card>
  );
}
