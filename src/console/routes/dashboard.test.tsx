// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyFigures } from '#shared/contract/console-stats.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

const figures = (fields: Partial<DailyFigures> = {}): DailyFigures => ({
  active_users: 12,
  new_users: 5,
  plays: 40,
  watched_ms: 1_800_000,
  minutes_watched: 30,
  revenue_cents: 49_900,
  paying_users: 2,
  arppu_cents: 24_950,
  topups_started: 4,
  topups_paid: 2,
  topup_conversion: 0.5,
  refunded_cents: 0,
  invites_arrived: 3,
  invites_registered: 1,
  invite_conversion: 0.3333,
  ...fields,
});

const funnel = {
  viewers: 9,
  completions: 6,
  completion_rate: 0.6667,
  locked_shown: 4,
  unlocked_in_visit: 1,
  paywall_conversion: 0.25,
};

describe('the dashboard', SLOW, () => {
  it('shows the range from the address, the KPIs, the tables and their CSV links', async () => {
    api.answer({
      'GET /auth/me': () => ok(meOf('finance', 'Fay')),
      'GET /stats/daily': () =>
        ok({
          rows: [{ day: '2026-11-20', ...figures() }],
          totals: figures(),
          aggregated_at: '2026-11-20T10:00:00.000Z',
        }),
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [{ key: '2', cents: 49_900, orders: 2 }] }),
      'GET /stats/series': () =>
        ok({ rows: [{ drama_id: 7, title: 'Sweet Revenge', first_viewers: 9, ...funnel }] }),
      'GET /stats/series/7': () =>
        ok({ drama_id: 7, title: 'Sweet Revenge', rows: [{ episode: 1, ...funnel }] }),
    });
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-21');
    expect((await screen.findByTestId('kpi-revenue')).textContent).toContain('$499.00');
    expect(screen.getByTestId('kpi-topup_conversion').textContent).toContain('50%');
    expect(screen.getByTestId('dashboard-utc').textContent).toContain('UTC');
    expect(api.calls('GET /stats/daily')[0]?.query.toString()).toBe('from=2026-11-20&to=2026-11-21');
    expect(screen.getByTestId('daily-csv').getAttribute('href')).toBe(
      '/console-api/stats/daily?from=2026-11-20&to=2026-11-21&format=csv',
    );
    await screen.findByText('#2');
    expect(screen.getByTestId('revenue-csv').getAttribute('href')).toContain('by=goods');
    await screen.findByText('Drop-off by episode: Sweet Revenge');
    await waitFor(() =>
      expect(screen.getByTestId('episodes-csv').getAttribute('href')).toBe(
        '/console-api/stats/series/7?from=2026-11-20&to=2026-11-21&format=csv',
      ),
    );
  });
});
