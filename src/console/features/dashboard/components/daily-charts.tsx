/**
 * The day-by-day charts: people (active and new users), viewing (plays on the left axis,
 * minutes on the right, each axis titled with its unit), and net revenue and refunds (USD).
 * Each legend lists its series in the order they are drawn, whatever the language. The axes
 * write a day short ("Nov 2"), as many as fit, the first and the last kept; the tooltips too.
 * The two line charts are one `LinesChart`, given its axes and its lines.
 */
import { Card, Col, Row } from 'antd';
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
import { drawnOrder, type Figures } from '../lib/figures.ts';

const COLORS = ['#c2185b', '#1677ff', '#52c41a', '#fa8c16'] as const;
/** Room right of the plot, so that the last day's label, centred on its point, is not cut off. */
const MARGIN = { top: 8, right: 24, bottom: 0, left: 8 };
const HEIGHT = 260;
const MONEY = ['net', 'refunded'];

type Side = 'left' | 'right';
type ChartRow = DailyRow & { net: number; refunded: number };

/** A vertical axis's title, along its side. */
function axisTitle(value: string, side: Side) {
  return {
    value,
    angle: side === 'left' ? -90 : 90,
    position: side === 'left' ? ('insideLeft' as const) : ('insideRight' as const),
    style: { textAnchor: 'middle' as const },
  };
}

/** The days along the bottom, written short. */
function dayAxis(f: Figures) {
  return (
    <XAxis dataKey="day" tickFormatter={f.day} interval="preserveStartEnd" minTickGap={16} tickMargin={4} />
  );
}

interface Axis {
  id: string;
  side: Side;
  title: string;
  /** Counts of whole things (no 2.5 on the axis). */
  whole: boolean;
}

interface Series {
  key: keyof DailyRow;
  name: string;
  color: string;
  /** Its axis's id. */
  axis: string;
}

/** A card with a line chart of counts by day: its axes (one per side at most) and its lines. */
function LinesChart({
  title,
  testId,
  rows,
  f,
  axes,
  lines,
}: {
  title: string;
  testId: string;
  rows: ChartRow[];
  f: Figures;
  axes: Axis[];
  lines: Series[];
}) {
  const count = (value: unknown) => f.count(Number(value));
  return (
    <Card size="small" title={title} data-testid={testId}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <LineChart data={rows} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" />
          {dayAxis(f)}
          {axes.map((axis) => (
            <YAxis
              key={axis.id}
              yAxisId={axis.id}
              orientation={axis.side}
              allowDecimals={!axis.whole}
              label={axisTitle(axis.title, axis.side)}
            />
          ))}
          <Tooltip formatter={count} labelFormatter={(day) => String(day)} />
          <Legend itemSorter={drawnOrder(lines.map((line) => line.key))} />
          {lines.map((line) => (
            <Line
              key={line.key}
              yAxisId={line.axis}
              type="monotone"
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
              dot={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Card>
  );
}

export function DailyCharts({ rows, f }: { rows: DailyRow[]; f: Figures }) {
  const t = useT();
  const chartRows: ChartRow[] = rows.map((r) => ({
    ...r,
    net: r.net_revenue_cents / 100,
    refunded: r.refunded_cents / 100,
  }));
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={8}>
        <LinesChart
          title={t('dashboard.chart_people')}
          testId="chart-people"
          rows={chartRows}
          f={f}
          axes={[{ id: 'users', side: 'left', title: t('dashboard.axis_people'), whole: true }]}
          lines={[
            { key: 'active_users', name: t('dashboard.active_users'), color: COLORS[0], axis: 'users' },
            { key: 'new_users', name: t('dashboard.new_users'), color: COLORS[1], axis: 'users' },
          ]}
        />
      </Col>
      <Col xs={24} xl={8}>
        <LinesChart
          title={t('dashboard.chart_viewing')}
          testId="chart-viewing"
          rows={chartRows}
          f={f}
          axes={[
            { id: 'plays', side: 'left', title: t('dashboard.axis_plays'), whole: true },
            { id: 'minutes', side: 'right', title: t('dashboard.axis_minutes'), whole: false },
          ]}
          lines={[
            { key: 'plays', name: t('dashboard.plays'), color: COLORS[2], axis: 'plays' },
            {
              key: 'minutes_watched',
              name: t('dashboard.minutes_watched'),
              color: COLORS[3],
              axis: 'minutes',
            },
          ]}
        />
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('dashboard.chart_revenue')} data-testid="chart-revenue">
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <BarChart data={chartRows} margin={MARGIN}>
              <CartesianGrid strokeDasharray="3 3" />
              {dayAxis(f)}
              <YAxis />
              <Tooltip formatter={(value) => f.money(Math.round(Number(value) * 100))} />
              <Legend itemSorter={drawnOrder(MONEY)} />
              <Bar dataKey="net" name={t('dashboard.net_revenue')} fill={COLORS[0]} />
              <Bar dataKey="refunded" name={t('dashboard.refunded')} fill="#8c8c8c" />
            </BarChart>
          </ResponsiveContainer>
        </Card>
      </Col>
    </Row>
  );
}
