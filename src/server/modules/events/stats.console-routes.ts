/**
 * The console's dashboard (src/shared/contract/console-stats.ts) under /console-api, guarded
 * by plugins/operator-session.ts: owners, finance and editors read; owners may recompute the
 * daily tables now (no business data changes, so nothing to audit). `format=csv` answers a
 * table as a CSV download instead of the envelope. Package and series names come in the
 * request's language (the console's `language` header, else Accept-Language).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { aggregateInput, revenueQuery, statsQuery } from '#shared/contract/console-stats.ts';
import { toCsv } from '../../lib/csv.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import type { Aggregation } from './aggregation.ts';
import type { StatsService } from './stats.service.ts';
import { int4IdParams } from '../../lib/id-params.ts';

const readers = {
  config: { console: { roles: ['owner', 'finance', 'editor'] } satisfies ConsoleRouteConfig },
};
const owners = { config: { console: { roles: ['owner'] } satisfies ConsoleRouteConfig } };

const FUNNEL = [
  'episode_views',
  'completions',
  'completion_rate',
  'locked_shown',
  'unlocked_in_visit',
  'paywall_conversion',
] as const;
const DAILY = [
  'day',
  'active_users',
  'new_users',
  'plays',
  'minutes_watched',
  'revenue_cents',
  'paying_users',
  'arppu_cents',
  'topups_started',
  'topups_paid',
  'topup_conversion',
  'refunded_cents',
  'net_revenue_cents',
  'invites_arrived',
  'invites_registered',
  'invite_conversion',
  // Added later: at the end, so a spreadsheet's columns keep their places.
  'coin_revenue_cents',
  'vip_revenue_cents',
  'coin_orders',
  'vip_orders',
] as const;

function sendCsv(reply: FastifyReply, name: string, csv: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}

export function statsConsoleRoutes(
  app: FastifyInstance,
  deps: { stats: StatsService; aggregation: Pick<Aggregation, 'aggregate' | 'keptSince'> },
): void {
  const { stats } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;

  validatedRoute(
    app,
    { method: 'GET', url: url('/stats/daily'), query: statsQuery, options: readers },
    async ({ query: q, request, reply }) => {
      const data = await stats.daily(q.from, q.to);
      if (q.format === 'csv') return sendCsv(reply, `daily-${q.from}-${q.to}`, toCsv(DAILY, data.rows));
      return sendOk(request, reply, data);
    },
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/stats/revenue'), query: revenueQuery, options: readers },
    async ({ query: q, request, reply }) => {
      const data = await stats.revenue(q.from, q.to, q.by, request.lang);
      if (q.format === 'csv') {
        const columns = ['key', 'cents', 'orders', 'refunded_cents', 'refunds', 'net_cents'] as const;
        // By package, a line per contents: what it credited after its name (added at the end).
        const csv =
          q.by === 'goods'
            ? toCsv([...columns, 'title', 'gold', 'bonus', 'vip_days'], data.rows)
            : toCsv(columns, data.rows);
        return sendCsv(reply, `revenue-by-${q.by}-${q.from}-${q.to}`, csv);
      }
      return sendOk(request, reply, data);
    },
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/stats/series'), query: statsQuery, options: readers },
    async ({ query: q, request, reply }) => {
      const data = await stats.series(q.from, q.to, deps.aggregation.keptSince(), request.lang);
      if (q.format === 'csv') {
        const columns = [
          'drama_id',
          'title',
          'viewers',
          'first_viewers',
          ...FUNNEL,
          'paywall_people',
          'paywall_paid',
        ] as const;
        return sendCsv(reply, `series-${q.from}-${q.to}`, toCsv(columns, data.rows));
      }
      return sendOk(request, reply, data);
    },
  );

  validatedRoute(
    app,
    {
      method: 'GET',
      url: url('/stats/series/:id'),
      params: int4IdParams,
      query: statsQuery,
      options: readers,
    },
    async ({ params, query: q, request, reply }) => {
      const data = await stats.episodes(params.id, q.from, q.to, request.lang);
      if (q.format === 'csv')
        return sendCsv(
          reply,
          `series-${params.id}-${q.from}-${q.to}`,
          toCsv(['episode', ...FUNNEL], data.rows),
        );
      return sendOk(request, reply, data);
    },
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/stats/aggregate'), body: aggregateInput, options: owners },
    async ({ body, request, reply }) => {
      const days = await deps.aggregation.aggregate(body.from, body.to);
      return sendOk(request, reply, { days: days.length });
    },
  );
}
