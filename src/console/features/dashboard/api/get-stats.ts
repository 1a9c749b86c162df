/**
 * GET /console-api/stats/* (owner, finance, editor): the dashboard's tables, read from the
 * daily tables over a range of UTC days; each also as a CSV download (`download-csv.ts`).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aggregateResult,
  dailyStats,
  episodeStats,
  revenueStats,
  seriesStats,
  type RevenueBy,
} from '#shared/contract/console-stats.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { useActiveLanguage } from '#console/lib/i18n.ts';
import { everyDay } from '../lib/figures.ts';

export interface StatsRange {
  from: string;
  to: string;
}

const KEY = ['stats'] as const;

/**
 * The range's days, each of them (the server has rows only for the days the aggregation counted:
 * the others are filled in as empty days, `uncounted` says how many), and the totals.
 */
export function useDailyStats(range: StatsRange) {
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'daily', range],
      queryFn: async ({ signal }) => {
        const stats = await consoleRequest('GET', '/stats/daily', {
          schema: dailyStats,
          query: { ...range },
          signal,
        });
        return { ...stats, ...everyDay(stats.rows, range) };
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/** The packages' names come in the console's language (the request's header): read again when it changes. */
export function useRevenueStats(range: StatsRange, by: RevenueBy) {
  const language = useActiveLanguage()?.id;
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'revenue', range, by, language],
      queryFn: ({ signal }) =>
        consoleRequest('GET', '/stats/revenue', { schema: revenueStats, query: { ...range, by }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The series' titles come in the console's language too: read again when it changes. */
export function useSeriesStats(range: StatsRange) {
  const language = useActiveLanguage()?.id;
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'series', range, language],
      queryFn: ({ signal }) =>
        consoleRequest('GET', '/stats/series', { schema: seriesStats, query: { ...range }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useEpisodeStats(range: StatsRange, dramaId: number | undefined) {
  const language = useActiveLanguage()?.id;
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'episodes', range, dramaId, language],
      queryFn: ({ signal }) =>
        consoleRequest('GET', `/stats/series/${dramaId ?? 0}`, {
          schema: episodeStats,
          query: { ...range },
          signal,
        }),
      enabled: dramaId !== undefined,
    }),
  );
}

/** POST /console-api/stats/aggregate (owner): the range's days recomputed now, then read again. */
export function useAggregateNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (range: StatsRange) =>
      consoleRequest('POST', '/stats/aggregate', { schema: aggregateResult, body: range }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
