/**
 * Day by day: the charts (`DailyCharts`), and the table with its CSV: newest day first, a page
 * at a time, the range's totals under each page. Every day of the range is there
 * (`useDailyStats` fills in the days without a row): a note says how many the aggregation has
 * not counted yet, another how many lie before the first day with figures (a range reaching
 * back before anything was recorded). The table writes a day whole (2026-11-02), what was
 * paid split into coin packs and VIP, and each conversion with the counts it divides.
 */
import { Alert, Card, Table } from 'antd';
import type { DailyFigures, DailyRow } from '#shared/contract/console-stats.ts';
import { useT } from '#console/lib/i18n.ts';
import type { StatsRange } from '../api/get-stats.ts';
import type { Days, Figures } from '../lib/figures.ts';
import { DailyCharts } from './daily-charts.tsx';
import { ExportCsv } from './export-csv.tsx';

const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;
const PAGE_SIZE = 14;

type Column = {
  title: string;
  value: (r: DailyFigures) => string;
};

export function DailySection({
  days,
  totals,
  range,
  f,
}: {
  days: Days;
  totals: DailyFigures;
  range: StatsRange;
  f: Figures;
}) {
  const t = useT();
  const ratio = (share: number | null, part: number, whole: number) =>
    whole > 0
      ? t('dashboard.share_of', { share: f.share(share), part: f.count(part), whole: f.count(whole) })
      : f.share(share);
  const columns: Column[] = [
    { title: t('dashboard.active_users'), value: (r) => f.count(r.active_users) },
    { title: t('dashboard.new_users'), value: (r) => f.count(r.new_users) },
    { title: t('dashboard.plays'), value: (r) => f.count(r.plays) },
    { title: t('dashboard.minutes_watched'), value: (r) => f.count(r.minutes_watched) },
    { title: t('dashboard.net_revenue'), value: (r) => f.money(r.net_revenue_cents) },
    { title: t('dashboard.paid'), value: (r) => f.money(r.revenue_cents) },
    // What was paid, by the package's type: the two add up to Paid.
    { title: t('dashboard.coin_paid'), value: (r) => f.money(r.coin_revenue_cents) },
    { title: t('dashboard.vip_paid'), value: (r) => f.money(r.vip_revenue_cents) },
    { title: t('dashboard.vip_orders'), value: (r) => f.count(r.vip_orders) },
    { title: t('dashboard.refunded'), value: (r) => f.money(r.refunded_cents) },
    { title: t('dashboard.paying_users'), value: (r) => f.count(r.paying_users) },
    { title: t('dashboard.arppu'), value: (r) => f.money(r.arppu_cents) },
    {
      title: t('dashboard.topup_conversion'),
      value: (r) => ratio(r.topup_conversion, r.topups_paid, r.topups_started),
    },
    {
      title: t('dashboard.invite_conversion'),
      value: (r) => ratio(r.invite_conversion, r.invites_registered, r.invites_arrived),
    },
  ];
  const newestFirst = [...days.rows].reverse();
  return (
    <>
      {days.uncounted > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('dashboard.uncounted_days', { count: days.uncounted })}
          data-testid="daily-uncounted"
        />
      ) : null}
      {days.before > 0 && days.firstDay ? (
        <Alert
          type="info"
          showIcon
          title={t('dashboard.before_days', { count: days.before, day: days.firstDay })}
          data-testid="daily-before"
        />
      ) : null}
      <DailyCharts rows={days.rows} f={f} />
      <Card
        size="small"
        title={t('dashboard.daily_table')}
        extra={<ExportCsv path="/stats/daily" query={{ ...range }} testId="daily-csv" />}
      >
        <Table<DailyRow>
          size="small"
          rowKey="day"
          dataSource={newestFirst}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
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
            ...columns.map((c, i) => ({
              key: String(i),
              title: c.title,
              render: (_: unknown, r: DailyRow) => c.value(r),
            })),
          ]}
          summary={() => (
            <Table.Summary.Row data-testid="daily-totals">
              <Table.Summary.Cell index={0} {...NOWRAP}>
                <strong>{t('dashboard.range_total')}</strong>
              </Table.Summary.Cell>
              {columns.map((c, i) => (
                <Table.Summary.Cell key={c.title} index={i + 1}>
                  <strong>{c.value(totals)}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )}
        />
      </Card>
    </>
  );
}
