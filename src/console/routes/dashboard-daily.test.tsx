// @vitest-environment jsdom
/** The dashboard's day-by-day figures: the counts behind the conversions, paging, long ranges. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { figures, quietDay } from '#console/testing/stats-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

/** The cell texts of a table's rows (antd renders the header apart from the body). */
const cells = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('the dashboard day by day', SLOW, () => {
  it('shows the counts behind the conversions, orders with VIP, and the aggregation time in UTC', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Fay')),
      'GET /stats/daily': () =>
        ok({
          rows: [{ day: '2026-11-20', ...figures() }],
          totals: figures({ topups_started: 16, topups_paid: 15, topup_conversion: 0.9375 }),
          aggregated_at: '2026-11-20T10:00:00.000Z',
        }),
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
      'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
    });
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
    const payments = await screen.findByTestId('kpi-topup_conversion');
    expect(payments.textContent).toBe('Payment conversion93.8%');
    expect(screen.getByTestId('kpi-topup_conversion-note').textContent).toBe(
      '15 of 16 orders paid (coins and VIP)',
    );
    expect(screen.getByTestId('kpi-invite_conversion-note').textContent).toBe('3 invited, 1 registered');
    expect(screen.getByTestId('dashboard-utc').textContent).toContain('Nov 20, 2026, 10:00:00 AM UTC');
    // The range's totals under the table.
    const totals = screen.getByTestId('daily-totals');
    expect([...totals.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Total',
      '12',
      '5',
      '40',
      '30',
      '$499.00',
      '$499.00',
      '$300.00',
      '$199.00',
      '1',
      '$0.00',
      '2',
      '$249.50',
      '93.8% (15/16)',
      '33.3% (1/3)',
    ]);
  });

  it('pages a long range, newest day first, without calling the days before the first counted ones uncounted', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Fay')),
      'GET /stats/daily': () =>
        ok({
          rows: [
            { day: '2026-11-18', ...figures() },
            { day: '2026-11-19', ...quietDay },
            { day: '2026-11-20', ...quietDay },
          ],
          totals: figures(),
          aggregated_at: '2026-11-20T10:00:00.000Z',
        }),
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
      'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
    });
    renderConsole('/console/dashboard?from=2026-09-01&to=2026-11-20');
    await waitFor(() => expect(cells('daily-table')).toHaveLength(14));
    expect(
      cells('daily-table')
        .map((row) => row[0])
        .slice(0, 3),
    ).toEqual(['2026-11-20', '2026-11-19', '2026-11-18']);
    expect(screen.queryByTestId('daily-uncounted')).toBeNull();
    expect(screen.getByTestId('daily-before').textContent).toBe(
      'No figures before 2026-11-18, the first day counted: the 78 days before it show as 0.',
    );
    fireEvent.click(screen.getByTitle('6'));
    await waitFor(() => expect(cells('daily-table').at(-1)?.[0]).toBe('2026-09-01'));
  });
});
