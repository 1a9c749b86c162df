/** Revenue by day, package or channel, with its CSV. */
import { Card, Segmented, Table } from 'antd';
import { useState } from 'react';
import { REVENUE_BY, type RevenueBy, type RevenueRow } from '#shared/contract/console-stats.ts';
import { useT, type MessageKey } from '#console/lib/i18n.ts';
import { csvUrl, useRevenueStats, type StatsRange } from '../api/get-stats.ts';
import type { Figures } from '../lib/figures.ts';
import { ExportCsv } from './export-csv.tsx';

const LABEL: Record<RevenueBy, MessageKey> = {
  day: 'dashboard.by_day',
  goods: 'dashboard.by_goods',
  channel: 'dashboard.by_channel',
};

export function RevenueSection({ range, f }: { range: StatsRange; f: Figures }) {
  const t = useT();
  const [by, setBy] = useState<RevenueBy>('goods');
  const revenue = useRevenueStats(range, by);
  return (
    <Card
      size="small"
      title={t('dashboard.revenue_table')}
      extra={<ExportCsv href={csvUrl('/stats/revenue', { ...range, by })} testId="revenue-csv" />}
    >
      <Segmented<RevenueBy>
        value={by}
        onChange={setBy}
        options={REVENUE_BY.map((value) => ({ value, label: t(LABEL[value]) }))}
        style={{ marginBottom: 12 }}
      />
      <Table<RevenueRow>
        size="small"
        rowKey="key"
        loading={revenue.isFetching}
        dataSource={revenue.data?.rows ?? []}
        pagination={false}
        data-testid="revenue-table"
        columns={[
          {
            title: t(LABEL[by]),
            dataIndex: 'key',
            render: (key: string) => (by === 'goods' ? `#${key}` : key),
          },
          { title: t('dashboard.revenue'), dataIndex: 'cents', render: f.money },
          { title: t('dashboard.orders'), dataIndex: 'orders', render: f.count },
        ]}
      />
    </Card>
  );
}
