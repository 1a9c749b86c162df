/**
 * The day-by-day charts: people (active and new users), viewing (plays on the left axis,
 * minutes on the right, each axis titled with its unit), and net revenue and refunds (USD).
 * Each legend lists its series in the order they are drawn, whatever the language. The axes
 * write a day short ("Nov 2"), as many as fit, the first and the last kept; the tooltips too.
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

const COLORS = ['#c2185b', '#1677ff', '#52c41a', '#fa8c16'];
/** Room right of the plot, so that the last day's label, centred on its point, is not cut off. */
const MARGIN = { top: 8, right: 24, bottom: 0, left: 8 };
const HEIGHT = 260;
const PEOPLE = ['active_users', 'new_users'];
const VIEWING = ['plays', 'minutes_watched'];
const MONEY = ['net', 'refunded'];

/** A vertical axis's title, along its side. */
function axisTitle(value: string, side: 'left' | 'right') {
  return {
    value,
    angle: side === 'left' ? -90 : 90,
    position: side === 'left' ? ('insideLeft' as const) : ('insideRight' as const),
    style: { textAnchor: 'middle' as const },
  };
}

export function DailyCharts({ rows, f }: { rows: DailyRow[]; f: Figures }) {
  const t = useT();
  const dayAxis = (
    <XAxis dataKey="day" tickFormatter={f.day} interval="preserveStartEnd" minTickGap={16} tickMargin={4} />
  );
  const chartRows = rows.map((r) => ({
    ...r,
    net: r.net_revenue_cents / 100,
    refunded: r.refunded_cents / 100,
  }));
  const count = (value: unknown) => f.count(Number(value));
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('dashboard.chart_people')} data-testid="chart-people">
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <LineChart data={chartRows} margin={MARGIN}>
              <CartesianGrid strokeDasharray="3 3" />
              {dayAxis}
              <YAxis allowDecimals={false} label={axisTitle(t('dashboard.axis_people'), 'left')} />
              <Tooltip formatter={count} labelFormatter={(day) => String(day)} />
              <Legend itemSorter={drawnOrder(PEOPLE)} />
              <Line
                type="monotone"
                dataKey="active_users"
                name={t('dashboard.active_users')}
                stroke={COLORS[0]}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="new_users"
                name={t('dashboard.new_users')}
                stroke={COLORS[1]}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('dashboard.chart_viewing')} data-testid="chart-viewing">
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <LineChart data={chartRows} margin={MARGIN}>
              <CartesianGrid strokeDasharray="3 3" />
              {dayAxis}
              <YAxis
                yAxisId="plays"
                allowDecimals={false}
                label={axisTitle(t('dashboard.axis_plays'), 'left')}
              />
              <YAxis
                yAxisId="minutes"
                orientation="right"
                label={axisTitle(t('dashboard.axis_minutes'), 'right')}
              />
              <Tooltip formatter={count} labelFormatter={(day) => String(day)} />
              <Legend itemSorter={drawnOrder(VIEWING)} />
              <Line
                yAxisId="plays"
                type="monotone"
                dataKey="plays"
                name={t('dashboard.plays')}
                stroke={COLORS[2]}
                dot={false}
              />
              <Line
                yAxisId="minutes"
                type="monotone"
                dataKey="minutes_watched"
                name={t('dashboard.minutes_watched')}
                stroke={COLORS[3]}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('dashboard.chart_revenue')} data-testid="chart-revenue">
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <BarChart data={chartRows} margin={MARGIN}>
              <CartesianGrid strokeDasharray="3 3" />
              {dayAxis}
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
