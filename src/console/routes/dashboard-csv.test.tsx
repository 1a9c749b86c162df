// @vitest-environment jsdom
/** The dashboard's range, KPIs and tables, each with its CSV download (split from dashboard.test.tsx). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meOf, ok, type ApiCall } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { figures, funnel, revenueRow, seriesRow } from '#console/testing/stats-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

describe('the dashboard', SLOW, () => {
  it('shows the range from the address, the KPIs, the tables and their CSV downloads', async () => {
    /** A table's CSV when asked for one (Export CSV fetches it, then saves it), else `json`. */
    const csvOr = (json: () => Response) => (call: ApiCall) =>
      call.query.get('format') === 'csv'
        ? new Response('key\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } })
        : json();
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Fay')),
      'GET /stats/daily': csvOr(() =>
        ok({
          rows: [{ day: '2026-11-20', ...figures() }],
          totals: figures(),
          aggregated_at: '2026-11-20T10:00:00.000Z',
        }),
      ),
      'GET /stats/revenue': csvOr(() =>
        ok({ by: 'goods', rows: [{ key: '2', ...revenueRow, cents: 49_900, orders: 2, net_cents: 49_900 }] }),
      ),
      'GET /stats/series': () => ok({ rows: [seriesRow()], people_since: '2026-08-28' }),
      'GET /stats/series/7': csvOr(() =>
        ok({ drama_id: 7, free_episodes: 3, title: 'Sweet Revenge', rows: [{ episode: 1, ...funnel }] }),
      ),
    });
    /** The query of the CSV download that `testId` asks for. */
    const downloaded = async (testId: string, route: string): Promise<string | undefined> => {
      fireEvent.click(screen.getByTestId(testId));
      await waitFor(() => expect(api.calls(route).some((c) => c.query.get('format') === 'csv')).toBe(true));
      return api
        .calls(route)
        .find((c) => c.query.get('format') === 'csv')
        ?.query.toString();
    };
    try {
      renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-21');
      expect((await screen.findByTestId('kpi-revenue')).textContent).toContain('$499.00');
      expect(screen.getByTestId('kpi-topup_conversion').textContent).toContain('50%');
      expect(screen.getByTestId('dashboard-utc').textContent).toContain('UTC');
      expect(api.calls('GET /stats/daily')[0]?.query.toString()).toBe('from=2026-11-20&to=2026-11-21');
      expect(await downloaded('daily-csv', 'GET /stats/daily')).toBe(
        'from=2026-11-20&to=2026-11-21&format=csv',
      );
      await screen.findByText('#2');
      expect(await downloaded('revenue-csv', 'GET /stats/revenue')).toContain('by=goods');
      await screen.findByText('Drop-off by episode: Sweet Revenge');
      expect(await downloaded('episodes-csv', 'GET /stats/series/7')).toBe(
        'from=2026-11-20&to=2026-11-21&format=csv',
      );
      await waitFor(() => expect(click).toHaveBeenCalledTimes(3));
    } finally {
      vi.restoreAllMocks();
    }
  });
});
