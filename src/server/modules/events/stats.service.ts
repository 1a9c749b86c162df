/**
 * The console's dashboard (decision 0038): the daily tables read over a range of UTC days,
 * with the ratios worked out here (ARPPU, top-up, invite, completion and paywall conversion),
 * each table also as CSV.
 *
 * Revenue is net: paid minus refunded, each on its own day (as a payment account counts it), and
 * ARPPU is net revenue per paying user-day, so the headline, the chart and the tables agree.
 * What was paid is split by the package's type, coin packs and VIP, in cents and orders (the
 * two add up to the day's paid revenue and orders); refunds stay one figure, taken off the net.
 * Per series, `viewers` are distinct people (from the raw events while they are kept); the funnel
 * counts episode views (per day and episode), which the completion rate is a share of; its
 * paywall conversion is of the distinct people shown its paywall (first locked episode).
 *
 * The invite figures come from the invite rows, not the events: an invite dropped later (the
 * device was an existing account's, or its own inviter's) is no invite, as on the viewers' invite
 * pages; `invite_arrived` events are never taken back. Arrived: invites made that day that stood;
 * registered: invites paid that day.
 */
import type {
  DailyFigures,
  DailyStats,
  EpisodeStats,
  RevenueBy,
  RevenueRow,
  RevenueStats,
  SeriesStats,
} from '#shared/contract/console-stats.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { contentsTitle, type OrderContents } from '../money/order-name.ts';

type MetricsRow = Awaited<ReturnType<UnitOfWork['read']['stats']['daily']>>[number];
/** A day's row, with its paid VIP orders (cents and how many) from daily_revenue. */
type Sums = Omit<MetricsRow, 'day' | 'aggregatedAt'> & { vipCents: number; vipOrders: number };
/** Orders of a revenue line: their cents and how many. */
interface Sum {
  cents: number;
  count: number;
}

/** part / whole, or null when there was nothing (rounded to 4 decimals). */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

function figures(m: Sums): DailyFigures {
  const net = m.revenueCents - m.refundedCents;
  return {
    active_users: m.activeUsers,
    new_users: m.newUsers,
    plays: m.plays,
    watched_ms: m.watchedMs,
    minutes_watched: Math.round(m.watchedMs / 6000) / 10,
    revenue_cents: m.revenueCents,
    paying_users: m.payingUsers,
    arppu_cents: m.payingUsers > 0 ? Math.round(net / m.payingUsers) : null,
    topups_started: m.topupsStarted,
    topups_paid: m.topupsPaid,
    topup_conversion: share(m.topupsPaid, m.topupsStarted),
    refunded_cents: m.refundedCents,
    net_revenue_cents: net,
    coin_revenue_cents: m.revenueCents - m.vipCents,
    vip_revenue_cents: m.vipCents,
    coin_orders: m.topupsPaid - m.vipOrders,
    vip_orders: m.vipOrders,
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
  vipCents: 0,
  vipOrders: 0,
};

function funnel(r: {
  episodeViews: number;
  completions: number;
  lockedShown: number;
  unlockedInVisit: number;
}) {
  return {
    episode_views: r.episodeViews,
    completions: r.completions,
    completion_rate: share(r.completions, r.episodeViews),
    locked_shown: r.lockedShown,
    unlocked_in_visit: r.unlockedInVisit,
    paywall_conversion: share(r.unlockedInVisit, r.lockedShown),
  };
}

export function createStatsService(deps: { uow: UnitOfWork }) {
  const repo = deps.uow.read.stats;
  const invites = deps.uow.read.invites;

  /**
   * By package: a line per package and contents (what its orders credited), named from them in
   * `language` ("500 Coins"); two contents of one package that would share a name are named in
   * full ("500 Coins + 50 vouchers", "31-day VIP"). Ordered by package, then contents.
   */
  async function byPackage(from: string, to: string, language: LanguageId): Promise<RevenueRow[]> {
    const { paid, refunded } = await repo.packageRevenue(from, to);
    const lines = new Map<string, OrderContents & { goodsId: number; paid?: Sum; refunded?: Sum }>();
    const add = (rows: typeof paid, kind: 'paid' | 'refunded') => {
      for (const r of rows) {
        const id = [r.goodsId, r.gold, r.bonus, r.vipDays].join(':');
        const { goodsId, type, gold, bonus, vipDays } = r;
        const line = lines.get(id) ?? { goodsId, type, gold, bonus, vipDays };
        line[kind] = { cents: r.cents, count: r.count };
        lines.set(id, line);
      }
    };
    add(paid, 'paid');
    add(refunded, 'refunded');
    const sorted = [...lines.values()].sort(
      (a, b) => a.goodsId - b.goodsId || a.gold - b.gold || a.bonus - b.bonus || a.vipDays - b.vipDays,
    );
    const named = sorted.map((l) => contentsTitle(language, l));
    return sorted.map((l, i): RevenueRow => {
      const shared = sorted.some((o, j) => j !== i && o.goodsId === l.goodsId && named[j] === named[i]);
      const cents = l.paid?.cents ?? 0;
      const refundedCents = l.refunded?.cents ?? 0;
      return {
        key: String(l.goodsId),
        title: shared ? contentsTitle(language, l, true) : (named[i] ?? null),
        cents,
        orders: l.paid?.count ?? 0,
        refunded_cents: refundedCents,
        refunds: l.refunded?.count ?? 0,
        net_cents: cents - refundedCents,
        gold: l.gold,
        bonus: l.bonus,
        vip_days: l.vipDays,
      };
    });
  }

  return {
    async daily(from: string, to: string): Promise<DailyStats> {
      const [daily, at, stood, vip] = await Promise.all([
        repo.daily(from, to),
        repo.lastAggregatedAt(),
        invites.perDay(from, to),
        repo.vipRevenue(from, to),
      ]);
      const vipOf = new Map(vip.map((v) => [v.day, v]));
      const rows = daily.map((r) => ({
        ...r,
        invitesArrived: stood.arrived.get(r.day) ?? 0,
        invitesRegistered: stood.registered.get(r.day) ?? 0,
        vipCents: vipOf.get(r.day)?.cents ?? 0,
        vipOrders: vipOf.get(r.day)?.orders ?? 0,
      }));
      const totals = { ...ZERO };
      for (const row of rows) for (const k of Object.keys(ZERO) as (keyof Sums)[]) totals[k] += row[k];
      return {
        rows: rows.map((r) => ({ day: r.day, ...figures(r) })),
        totals: figures(totals),
        aggregated_at: at ? at.toISOString() : null,
      };
    },

    /** Paid, refunded and net per key; a key with refunds only (old orders) is there too. */
    async revenue(from: string, to: string, by: RevenueBy, language: LanguageId): Promise<RevenueStats> {
      if (by === 'goods') return { by, rows: await byPackage(from, to, language) };
      const [paid, refunded] = await Promise.all([repo.revenue(from, to, by), repo.refunds(from, to, by)]);
      const keys = [...new Set([...paid.map((r) => r.key), ...refunded.map((r) => r.key)])].sort((a, b) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      const rows = keys.map((key): RevenueRow => {
        const p = paid.find((r) => r.key === key);
        const r = refunded.find((x) => x.key === key);
        const cents = p?.cents ?? 0;
        const refundedCents = r?.cents ?? 0;
        return {
          key,
          title: null,
          cents,
          orders: p?.orders ?? 0,
          refunded_cents: refundedCents,
          refunds: r?.count ?? 0,
          net_cents: cents - refundedCents,
          gold: null,
          bonus: null,
          vip_days: null,
        };
      });
      return { by, rows };
    },

    /**
     * `peopleSince`: the first day whose raw events are all kept; a range starting before it gets
     * no people counts (null) rather than too few. Titles in `language`, in the same query.
     */
    async series(from: string, to: string, peopleSince: string, language: LanguageId): Promise<SeriesStats> {
      const [rows, at] = await Promise.all([
        repo.series(from, to, localeOf(language)),
        repo.lastAggregatedAt(),
      ]);
      const counted = from >= peopleSince && at !== null;
      const [people, paywall] = counted
        ? await Promise.all([repo.seriesPeople(from, to, at), repo.seriesPaywall(from, to, at)])
        : [[], []];
      const result = rows.map((r) => {
        const p = people.find((x) => x.dramaId === r.dramaId);
        const w = paywall.find((x) => x.dramaId === r.dramaId);
        const met = counted ? (w?.people ?? 0) : null;
        const paid = counted ? (w?.paid ?? 0) : null;
        return {
          drama_id: r.dramaId,
          title: r.title,
          viewers: counted ? (p?.viewers ?? 0) : null,
          first_viewers: counted ? (p?.firstViewers ?? 0) : null,
          ...funnel(r),
          // A series' conversion is of people at its paywall, not of sheets summed over episodes.
          paywall_conversion: met === null || paid === null ? null : share(paid, met),
          paywall_people: met,
          paywall_paid: paid,
        };
      });
      result.sort(
        (a, b) =>
          (b.viewers ?? 0) - (a.viewers ?? 0) || b.episode_views - a.episode_views || a.drama_id - b.drama_id,
      );
      return { rows: result, people_since: peopleSince };
    },

    async episodes(dramaId: number, from: string, to: string, language: LanguageId): Promise<EpisodeStats> {
      const drama = await repo.drama(dramaId, localeOf(language));
      if (drama === undefined) throw new ApiError('recordNotFound');
      const rows = await repo.episodes(dramaId, from, to);
      // Every episode from 1 to the series' count (or the last counted): one nobody started in
      // the range is a row of zeros (the drop-off, on screen and in the CSV, shows the drop).
      const counted = new Map(rows.map((r) => [r.episode, r]));
      const none = { episodeViews: 0, completions: 0, lockedShown: 0, unlockedInVisit: 0 };
      const last = Math.max(drama.episodeCount, rows.at(-1)?.episode ?? 0);
      return {
        drama_id: dramaId,
        title: drama.title,
        free_episodes: drama.freeEpisodes,
        rows: Array.from({ length: Math.max(0, last) }, (_, i) => ({
          episode: i + 1,
          ...funnel(counted.get(i + 1) ?? none),
        })),
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
