/**
 * Per series (distinct viewers, episode views, completion, and the people who met its paywall and
 * paid there) and, for the one picked, its episodes: the drop-off curve (views and finished views per episode) and the
 * paywall per episode. Viewers are people (counted once however many episodes and days); episode
 * views are per person, episode and day, and the completion rate is a share of those. A read
 * that failed says so, with a retry, where its table would be (never "no figures").
 */
import { Alert, Card, Empty, Table } from 'antd';
import { useState } from 'react';
import type { EpisodeRow, SeriesRow } from '#shared/contract/console-stats.ts';
import { useT } from '#console/lib/i18n.ts';
import { useEpisodeStats, useSeriesStats, type StatsRange } from '../api/get-stats.ts';
import type { Figures } from '../lib/figures.ts';
import { DropoffChart } from './dropoff-chart.tsx';
import { ExportCsv } from './export-csv.tsx';
import { HintTitle } from './hint-title.tsx';
import { LoadError } from './load-error.tsx';

export function SeriesSection({ range, f }: { range: StatsRange; f: Figures }) {
  const t = useT();
  const series = useSeriesStats(range);
  const [picked, setPicked] = useState<number>();
  const dramaId = picked ?? series.data?.rows[0]?.drama_id;
  const episodes = useEpisodeStats(range, dramaId);
  const rows = series.data?.rows ?? [];
  const uncounted = rows.some((r) => r.viewers === null);
  const views = [
    {
      title: <HintTitle title={t('dashboard.episode_views')} hint={t('dashboard.episode_views_hint')} />,
      dataIndex: 'episode_views',
      render: f.count,
    },
    {
      title: <HintTitle title={t('dashboard.completion_rate')} hint={t('dashboard.completion_hint')} />,
      dataIndex: 'completion_rate',
      render: f.share,
      // "Finished (≥ 90%)" stays on one line: never broken inside its parenthesis.
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
  ];
  const funnel = [
    ...views,
    { title: t('dashboard.locked_shown'), dataIndex: 'locked_shown', render: f.count },
    { title: t('dashboard.unlocked_in_visit'), dataIndex: 'unlocked_in_visit', render: f.count },
    { title: t('dashboard.paywall_conversion'), dataIndex: 'paywall_conversion', render: f.share },
  ];
  return (
    <>
      <Card
        size="small"
        title={t('dashboard.series_table')}
        extra={<ExportCsv path="/stats/series" query={{ ...range }} testId="series-csv" />}
      >
        {uncounted && series.data ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('dashboard.people_since', { day: series.data.people_since })}
            data-testid="series-people-since"
          />
        ) : null}
        {series.isError ? (
          <LoadError
            error={series.error}
            retrying={series.isFetching}
            onRetry={() => void series.refetch()}
            testId="series-error"
          />
        ) : (
          <Table<SeriesRow>
            size="small"
            rowKey="drama_id"
            loading={series.isFetching}
            dataSource={rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            data-testid="series-table"
            rowSelection={{
              type: 'radio',
              selectedRowKeys: dramaId === undefined ? [] : [dramaId],
              onChange: (keys) => setPicked(Number(keys[0])),
            }}
            onRow={(row) => ({ onClick: () => setPicked(row.drama_id) })}
            columns={[
              { title: t('dashboard.series'), dataIndex: 'title' },
              {
                title: <HintTitle title={t('dashboard.viewers')} hint={t('dashboard.viewers_hint')} />,
                dataIndex: 'viewers',
                render: f.count,
              },
              {
                title: (
                  <HintTitle title={t('dashboard.first_viewers')} hint={t('dashboard.first_viewers_hint')} />
                ),
                dataIndex: 'first_viewers',
                render: f.count,
              },
              ...views,
              // The series' paywall: people at its first locked episode, each once (not sheets summed).
              {
                title: (
                  <HintTitle
                    title={t('dashboard.paywall_people')}
                    hint={t('dashboard.paywall_people_hint')}
                  />
                ),
                dataIndex: 'paywall_people',
                render: f.count,
              },
              { title: t('dashboard.paywall_paid'), dataIndex: 'paywall_paid', render: f.count },
              {
                title: (
                  <HintTitle
                    title={t('dashboard.paywall_conversion')}
                    hint={t('dashboard.paywall_conversion_hint')}
                  />
                ),
                dataIndex: 'paywall_conversion',
                render: f.share,
              },
            ]}
          />
        )}
      </Card>
      {series.isError ? null : (
        <Card
          size="small"
          title={
            episodes.data ? t('dashboard.dropoff_of', { title: episodes.data.title }) : t('dashboard.dropoff')
          }
          extra={
            dramaId === undefined ? null : (
              <ExportCsv path={`/stats/series/${dramaId}`} query={{ ...range }} testId="episodes-csv" />
            )
          }
        >
          {episodes.isError ? (
            <LoadError
              error={episodes.error}
              retrying={episodes.isFetching}
              onRetry={() => void episodes.refetch()}
              testId="episodes-error"
            />
          ) : episodes.data && episodes.data.rows.length > 0 ? (
            <>
              <DropoffChart stats={episodes.data} />
              <Table<EpisodeRow>
                size="small"
                rowKey="episode"
                dataSource={episodes.data.rows}
                pagination={false}
                data-testid="episodes-table"
                columns={[{ title: t('dashboard.episode'), dataIndex: 'episode' }, ...funnel]}
              />
            </>
          ) : (
            <Empty description={t('dashboard.no_data')} />
          )}
        </Card>
      )}
    </>
  );
}
