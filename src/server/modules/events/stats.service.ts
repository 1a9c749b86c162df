/**
 * The console's dashboard (decision 0038): the daily tables read over a range of UTC days,
 * with the ratios worked out here (ARPPU, top-up, invite, completion and paywall conversion),
 * each table also as CSV.
 */
import type {
  DailyFigures,
  DailyStats,
  EpisodeStats,
  RevenueBy,
  RevenueStats,
  SeriesStats,
} from '#shared/contract/console-stats.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';

type MetricsRow = Awaited<ReturnType<UnitOfWork['read']['stats']['daily']>>[number];
type Sums = Omit<MetricsRow, 'day' | 'aggregatedAt'>;

/** part / whole, or null when there was nothing (rounded to 4 decimals). */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

function figures(m: Sums): DailyFigures {
  return {
    active_users: m.activeUsers,
    new_users: m.newUsers,
    plays: m.plays,
    watched_ms: m.watchedMs,
    minutes_watched: Math.round(m.watchedMs / 6000) / 10,
    revenue_cents: m.revenueCents,
    paying_users: m.payingUsers,
    arppu_cents: m.payingUsers > 0 ? Math.round(m.revenueCents / m.payingUsers) : null,
    topups_started: m.topupsStarted,
    topups_paid: m.topupsPaid,
    topup_conversion: share(m.topupsPaid, m.topupsStarted),
    refunded_cents: m.refundedCents,
    invites_arrived: m.invitesArrived,
    invites_registered: m.invitesRegistered,
    invite_conversion: share(m.invitesRegistered, m.invitesArrived),
  };
}

const ZERO: Sums = {
  activeUsers: 0,
  newUsers: 0,
  plays: 0,
  watchedMs: 0,
  revenueCents: 0,
  payingUsers: 0,
  topupsStarted: 0,
  topupsPaid: 0,
  refundedCents: 0,
  invitesArrived: 0,
  invitesRegistered: 0,
};

function funnel(r: { viewers: number; completions: number; lockedShown: number; unlockedInVisit: number }) {
  return {
    viewers: r.viewers,
    completions: r.completions,
    completion_rate: share(r.completions, r.viewers),
    locked_shown: r.lockedShown,
    unlocked_in_visit: r.unlockedInVisit,
    paywall_conversion: share(r.unlockedInVisit, r.lockedShown),
  };
}

export function createStatsService(deps: { uow: UnitOfWork }) {
  const repo = deps.uow.read.stats;
  return {
    async daily(from: string, to: string): Promise<DailyStats> {
      const [rows, at] = await Promise.all([repo.daily(from, to), repo.lastAggregatedAt()]);
      const totals = { ...ZERO };
      for (const row of rows) for (const k of Object.keys(ZERO) as (keyof Sums)[]) totals[k] += row[k];
      return {
        rows: rows.map((r) => ({ day: r.day, ...figures(r) })),
        totals: figures(totals),
        aggregated_at: at ? at.toISOString() : null,
      };
    },

    async revenue(from: string, to: string, by: RevenueBy): Promise<RevenueStats> {
      return { by, rows: await repo.revenue(from, to, by) };
    },

    async series(from: string, to: string): Promise<SeriesStats> {
      const rows = await repo.series(from, to);
      return {
        rows: rows.map((r) => ({
          drama_id: r.dramaId,
          title: r.title,
          first_viewers: r.firstViewers,
          ...funnel(r),
        })),
      };
    },

    async episodes(dramaId: number, from: string, to: string): Promise<EpisodeStats> {
      const title = await repo.dramaTitle(dramaId);
      if (title === undefined) throw new ApiError('recordNotFound');
      const rows = await repo.episodes(dramaId, from, to);
      return { drama_id: dramaId, title, rows: rows.map((r) => ({ episode: r.episode, ...funnel(r) })) };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
