/**
 * /console/jobs (editor, owner): every episode's transcode across the catalogue in three views
 * (in progress, failed, finished lately), the uploads still arriving and the job queues' counts,
 * asked again every few seconds while something moves. The view and the page live in the
 * address (?view=failed&page=2), so a link opens them. A failed transcode is retried through
 * the series feature's own call, composed here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { jobsQuery, type TranscodeItem } from '#shared/contract/console-jobs.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import type { JobsPageQuery } from '#console/features/jobs/api/get-jobs.ts';
import { QueuesCard } from '#console/features/jobs/components/queues-card.tsx';
import { TranscodeTable } from '#console/features/jobs/components/transcode-table.tsx';
import { UploadsCard } from '#console/features/jobs/components/uploads-card.tsx';
import { ViewSwitch } from '#console/features/jobs/components/view-switch.tsx';
import { useJobsBoard } from '#console/features/jobs/hooks/use-jobs-board.ts';
import { retryEpisode } from '#console/features/series/api/retry-episode.ts';
import { seriesKey } from '#console/features/series/api/get-series.ts';
import { useT } from '#console/lib/i18n.ts';

/** The address's query as the contract reads it; a broken value counts as absent. */
export function jobsQueryOf(search: URLSearchParams): JobsPageQuery {
  const raw = Object.fromEntries([...search.entries()].filter(([, value]) => value !== ''));
  const parsed = jobsQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Keep the view when only the paging is broken.
  const view = jobsQuery.shape.view.safeParse(raw['view']);
  return { ...jobsQuery.parse({}), ...(view.success ? { view: view.data } : {}) };
}

export function Component() {
  const t = useT();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => jobsQueryOf(search), [search]);
  const { jobs, uploads } = useJobsBoard(query);

  const go = (next: JobsPageQuery) => {
    const params = new URLSearchParams();
    if (next.view !== 'working') params.set('view', next.view);
    if (next.page > 1) params.set('page', String(next.page));
    if (next.size !== 20) params.set('size', String(next.size));
    setSearch(params);
  };
  // Rows leave a view as they finish: a page past the last one goes to the last.
  const lastPage = jobs.data ? Math.max(1, Math.ceil(jobs.data.total / query.size)) : query.page;
  useEffect(() => {
    if (query.page > lastPage) go({ ...query, page: lastPage });
  });
  // The series editor's retry; its answer (the whole series) also refreshes an open editor.
  const retry = async (item: TranscodeItem) => {
    client.setQueryData(seriesKey(item.series_id), await retryEpisode(item.series_id, item.episode_id));
  };
  return (
    <>
      <PageTitle>{t('menu.jobs')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('jobs.intro')}
      </Typography.Paragraph>
      <ViewSwitch
        value={query.view}
        counts={jobs.data?.counts}
        onChange={(view) => go({ view, page: 1, size: query.size })}
      />
      <Flex vertical gap={24}>
        <TranscodeTable
          view={query.view}
          retry={retry}
          data={jobs.data}
          loading={jobs.isPending || (jobs.isFetching && jobs.isPlaceholderData)}
          page={query.page}
          size={query.size}
          onPage={(page, size) => go({ ...query, page: size === query.size ? page : 1, size })}
        />
        <UploadsCard uploads={uploads.data?.items} loading={uploads.isPending} />
        <QueuesCard queues={jobs.data?.queues} loading={jobs.isPending} />
      </Flex>
    </>
  );
}
