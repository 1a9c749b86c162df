/**
 * Day by day: users and plays (lines), net revenue and refunds (bars: the headline's figures),
 * and the table with its CSV. Every day of the range is there (`useDailyStats` fills in the days
 * not counted yet, and a note says how many). The charts' axes write a day short ("Nov 2"),
 * as many as fit without overlapping, the first and the last kept; their tooltips and the
 * table write it whole (2026-11-02).
 */
import { Alert, Card, Col, Row, Table } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyRow } from '#shared/contract/console-stats.ts';
import { useT } from '#console/lib/i18n.ts';
import { csvUrl, type StatsRange } from '../api/get-stats.ts';
import type { Figures } from '../lib/figures.ts';
import { ExportCsv } from './export-csv.tsx';

const COLORS = ['#c2185b', '#1677ff', '#52c41a', '#fa8c16'];
/** Room right of the plot, so that the last day's label, centred on its point, is not cut off. */
const MARGIN = { top: 8, right: 24, bottom: 0, left: 0 };
const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;

export function DailySection({
  rows,
  uncounted,
  range,
  f,
}: {
  /** Every day of the range, in order. */
  rows: DailyRow[];
  /** How many of them the aggregation has not counted (shown as empty days). */
  uncounted: number;
  range: StatsRange;
  f: Figures;
}) {
  const t = useT();
  const dayAxis = (
    <XAxis dataKey="day" tickFormatter={f.day} interval="preserveStartEnd" minTickGap={16} tickMargin={4} />
  );
  const chartRows = rows.map((r) => ({
    ...r,
    net: r.net_revenue_cents / 100,
    refunded: r.refunded_cents / 100,
  }));
  const lines = [
    ['active_users', t('dashboard.active_users')],
    ['new_users', t('dashboard.new_users')],
    ['plays', t('dashboard.plays')],
    ['minutes_watched', t('dashboard.minutes_watched')],
  ] as const;
  return (
    <>
      {uncounted > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('dashboard.uncounted_days', { count: uncounted })}
          data-testid="daily-uncounted"
        />
      ) : null}
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('dashboard.chart_audience')}>
            <ResponsiveContainer width="100%" height={260}>
              <LineChart data={chartRows} margin={MARGIN}>
                <CartesianGrid strokeDasharray="3 3" />
                {dayAxis}
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                {lines.map(([key, name], i) => (
                  <Line key={key} type="monotone" dataKey={key} name={name} stroke={COLORS[i]} dot={false} />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('dashboard.chart_revenue')}>
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={chartRows} margin={MARGIN}>
                <CartesianGrid strokeDasharray="3 3" />
                {dayAxis}
                <YAxis />
                <Tooltip formatter={(value) => f.money(Math.round(Number(value) * 100))} />
                <Legend />
                <Bar dataKey="net" name={t('dashboard.net_revenue')} fill={COLORS[0]} />
                <Bar dataKey="refunded" name={t('dashboard.refunded')} fill="#8c8c8c" />
              </BarChart>
            </ResponsiveContainer>
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        title={t('dashboard.daily_table')}
        extra={<ExportCsv href={csvUrl('/stats/daily', { ...range })} testId="daily-csv" />}
      >
        <Table<DailyRow>
          size="small"
          rowKey="day"
          dataSource={rows}
          pagination={false}
          scroll={{ x: true }}
          data-testid="daily-table"
          columns={[
            {
              title: t('dashboard.day'),
              dataIndex: 'day',
              width: 120,
              fixed: 'left',
              onHeaderCell: () => NOWRAP,
              onCell: () => NOWRAP,
            },
            { title: t('dashboard.active_users'), dataIndex: 'active_users', render: f.count },
            { title: t('dashboard.new_users'), dataIndex: 'new_users', render: f.count },
            { title: t('dashboard.plays'), dataIndex: 'plays', render: f.count },
            { title: t('dashboard.minutes_watched'), dataIndex: 'minutes_watched', render: f.count },
            { title: t('dashboard.net_revenue'), dataIndex: 'net_revenue_cents', render: f.money },
            { title: t('dashboard.paid'), dataIndex: 'revenue_cents', render: f.money },
            { title: t('dashboard.refunded'), dataIndex: 'refunded_cents', render: f.money },
            { title: t('dashboard.paying_users'), dataIndex: 'paying_users', render: f.count },
            { title: t('dashboard.arppu'), dataIndex: 'arppu_cents', render: f.money },
            { title: t('dashboard.topup_conversion'), dataIndex: 'topup_conversion', render: f.share },
            { title: t('dashboard.invite_conversion'), dataIndex: 'invite_conversion', render: f.share },
          ]}
        />
      </Card>
    </>
  );
}
