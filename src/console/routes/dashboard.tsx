/**
 * /console/dashboard (owner, finance, editor): the business in numbers over a range of UTC
 * days (decision 0038), read from the daily tables the aggregation job keeps. A lazy chunk:
 * the chart library loads only here. The range lives in the address (?from=&to=).
 */
import { Alert, Button, DatePicker, Flex, Space, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { statsQuery } from '#shared/contract/console-stats.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { useAggregateNow, useDailyStats } from '#console/features/dashboard/api/get-stats.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { DailySection } from '#console/features/dashboard/components/daily-section.tsx';
import { KpiCards } from '#console/features/dashboard/components/kpi-cards.tsx';
import { RevenueSection } from '#console/features/dashboard/components/revenue-section.tsx';
import { SeriesSection } from '#console/features/dashboard/components/series-section.tsx';
import { figuresIn, lastDays } from '#console/features/dashboard/lib/figures.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';

const DEFAULT_DAYS = 30;

export function Component() {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const f = useMemo(() => figuresIn(language), [language]);
  const [search, setSearch] = useSearchParams();
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
              onChange={(values) => {
                const [start, end] = values ?? [];
                if (start && end)
                  setSearch({ from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') });
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
          at: daily.data?.aggregated_at
            ? formatDateTime(daily.data.aggregated_at, language)
            : t('dashboard.never'),
        })}
      </Typography.Text>
      {daily.isError ? <Alert type="error" title={daily.error.message} /> : null}
      {daily.data ? (
        <>
          <KpiCards totals={daily.data.totals} f={f} />
          <DailySection rows={daily.data.rows} uncounted={daily.data.uncounted} range={range} f={f} />
          <RevenueSection range={range} f={f} />
          <SeriesSection range={range} f={f} />
        </>
      ) : (
        <Spin />
      )}
    </Flex>
  );
}
