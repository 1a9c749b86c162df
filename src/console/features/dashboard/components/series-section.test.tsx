// @vitest-environment jsdom
/**
 * The series table converts the people who met a series' paywall (not sheets summed over
 * episodes), keeps "Finished (≥ 90%)" whole, and the drop-off says where the paywall is.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyFigures, SeriesRow } from '#shared/contract/console-stats.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

const quiet: DailyFigures = {
  active_users: 0,
  new_users: 0,
  plays: 0,
  watched_ms: 0,
  minutes_watched: 0,
  revenue_cents: 0,
  paying_users: 0,
  arppu_cents: null,
  topups_started: 0,
  topups_paid: 0,
  topup_conversion: null,
  refunded_cents: 0,
  net_revenue_cents: 0,
  coin_revenue_cents: 0,
  vip_revenue_cents: 0,
  coin_orders: 0,
  vip_orders: 0,
  invites_arrived: 0,
  invites_registered: 0,
  invite_conversion: null,
};
const funnel = {
  episode_views: 30,
  completions: 20,
  completion_rate: 0.6667,
  // Sheets summed over episodes 4-9: one payer counts six times.
  locked_shown: 23,
  unlocked_in_visit: 11,
  paywall_conversion: 0.4167,
};
const row: SeriesRow = {
  drama_id: 7,
  title: "The Alpha King's Mate",
  viewers: 14,
  first_viewers: 14,
  ...funnel,
  paywall_people: 12,
  paywall_paid: 5,
};

describe('the series statistics', SLOW, () => {
  it('shows the people at the paywall and who paid there, and marks the paywall', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Fay')),
      'GET /stats/daily': () => ok({ rows: [], totals: quiet, aggregated_at: null }),
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
      'GET /stats/series': () => ok({ rows: [row], people_since: '2026-08-28' }),
      'GET /stats/series/7': () =>
        ok({
          drama_id: 7,
          title: row.title,
          free_episodes: 3,
          rows: Array.from({ length: 12 }, (_, i) => ({ episode: i + 1, ...funnel })),
        }),
    });
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-21');
    const table = await screen.findByTestId('series-table');
    await within(table).findByText("The Alpha King's Mate");
    const header = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(header).toContain('Met the paywall');
    expect(header).toContain('Paid at the paywall');
    const finished = [...table.querySelectorAll<HTMLElement>('thead th')].find(
      (th) => th.textContent === 'Finished (≥ 90%)',
    );
    expect(finished?.style.whiteSpace).toBe('nowrap');
    const cells = [...table.querySelectorAll('tbody tr.ant-table-row td')].map((td) => td.textContent);
    expect(cells.slice(-3)).toEqual(['12', '5', '41.7%']);
    expect((await screen.findByTestId('dropoff-paywall')).textContent).toBe(
      'Episodes 1–3 are free; the paywall is at episode 4 (shaded: paid episodes).',
    );
    expect(within(screen.getByTestId('episodes-table')).getAllByRole('row')).toHaveLength(13);
  });
});
