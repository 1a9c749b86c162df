/**
 * /console/dashboard (owner, finance, editor): the business in numbers over a range of UTC
 * days (decision 0038), read from the daily tables the aggregation job keeps. A lazy chunk:
 * the chart library loads only here. The range lives in the address (?from=&to=). One the
 * dashboard cannot show (reversed, longer than STATS_MAX_DAYS, unreadable) is replaced in the
 * address by the last 30 days, and an alert says why (it rides on that history entry's state,
 * so it goes with the next range picked). The picker offers no end further than that from the
 * start.
 */
import { Alert, Button, DatePicker, Flex, Space, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { STATS_MAX_DAYS, statsQuery } from '#shared/contract/console-stats.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { useAggregateNow, useDailyStats } from '#console/features/dashboard/api/get-stats.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { DailySection } from '#console/features/dashboard/components/daily-section.tsx';
import { KpiCards } from '#console/features/dashboard/components/kpi-cards.tsx';
import { RevenueSection } from '#console/features/dashboard/components/revenue-section.tsx';
import { SeriesSection } from '#console/features/dashboard/components/series-section.tsx';
import { LoadError } from '#console/features/dashboard/components/load-error.tsx';
import { figuresIn, lastDays } from '#console/features/dashboard/lib/figures.ts';
import { rangeProblem, withinLongest, type RangeProblem } from '#console/features/dashboard/lib/range.ts';
import { useActiveLanguage, useT, type MessageKey } from '#console/lib/i18n.ts';

const DEFAULT_DAYS = 30;

const PROBLEM_TEXT: Record<RangeProblem, MessageKey> = {
  invalid: 'dashboard.range_invalid',
  reversed: 'dashboard.range_reversed',
  too_long: 'dashboard.range_too_long',
};

/** What the address said when the dashboard replaced its range (the history entry's state). */
function refusedOf(state: unknown): RangeProblem | undefined {
  if (typeof state !== 'object' || state === null || !('refusedRange' in state)) return undefined;
  const refused = state.refusedRange;
  return refused === 'invalid' || refused === 'reversed' || refused === 'too_long' ? refused : undefined;
}

const DAY = 'YYYY-MM-DD';

export function Component() {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const f = useMemo(() => figuresIn(language), [language]);
  const [search, setSearch] = useSearchParams();
  const refused = refusedOf(useLocation().state);
  const problem = rangeProblem(search.get('from'), search.get('to'));
  useEffect(() => {
    if (problem) void setSearch(lastDays(DEFAULT_DAYS), { replace: true, state: { refusedRange: problem } });
  }, [problem, setSearch]);
  const range = useMemo(() => {
    const parsed = statsQuery.safeParse({ from: search.get('from'), to: search.get('to') });
    return parsed.success ? { from: parsed.data.from, to: parsed.data.to } : lastDays(DEFAULT_DAYS);
  }, [search]);
  const daily = useDailyStats(range);
  const isOwner = useMe().data?.operator.role === 'owner';
  const aggregate = useAggregateNow();
  return (
    <Flex vertical gap={16}>
      <PageTitle
        extra={
          <Space>
            <DatePicker.RangePicker
              allowClear={false}
              value={[dayjs(range.from), dayjs(range.to)]}
              disabledDate={(day, info) =>
                info.from !== undefined && !withinLongest(day.format(DAY), info.from.format(DAY))
              }
              onChange={(values) => {
                const [start, end] = values ?? [];
                if (start && end) void setSearch({ from: start.format(DAY), to: end.format(DAY) });
              }}
              data-testid="dashboard-range"
            />
            {isOwner ? (
              <Button
                icon={<ReloadOutlined />}
                loading={aggregate.isPending}
                onClick={() => aggregate.mutate(range)}
                data-testid="dashboard-aggregate"
              >
                {t('dashboard.aggregate_now')}
              </Button>
            ) : null}
          </Space>
        }
      >
        {t('menu.dashboard')}
      </PageTitle>
      <Typography.Text type="secondary" data-testid="dashboard-utc">
        {t('dashboard.utc_note', {
          at: daily.data?.aggregated_at ? f.time(daily.data.aggregated_at) : t('dashboard.never'),
        })}
      </Typography.Text>
      {refused ? (
        <Alert
          type="warning"
          showIcon
          title={t(PROBLEM_TEXT[refused], { max: STATS_MAX_DAYS, days: DEFAULT_DAYS })}
          data-testid="dashboard-range-refused"
        />
      ) : null}
      {daily.isError ? (
        <LoadError
          error={daily.error}
          retrying={daily.isFetching}
          onRetry={() => void daily.refetch()}
          testId="daily-error"
        />
      ) : null}
      {daily.data ? (
        <>
          <KpiCards totals={daily.data.totals} f={f} />
          <DailySection days={daily.data} totals={daily.data.totals} range={range} f={f} />
          <RevenueSection range={range} f={f} />
          <SeriesSection range={range} f={f} />
        </>
      ) : (
        <Spin />
      )}
    </Flex>
  );
}
