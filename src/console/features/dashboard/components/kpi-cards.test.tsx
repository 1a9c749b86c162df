// @vitest-environment jsdom
/**
 * VIP apart from coin packs: the cards say what each paid over the range (before refunds, which
 * the net revenue takes off) with its orders, and the day-by-day table splits Paid the same way.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { figures } from '#console/testing/stats-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

// $4.99 of coins, then two VIP months and a week ($49.97); $19.99 of VIP refunded.
const day = figures({
  revenue_cents: 5_496,
  coin_revenue_cents: 499,
  vip_revenue_cents: 4_997,
  topups_paid: 4,
  coin_orders: 1,
  vip_orders: 3,
  refunded_cents: 1_999,
  net_revenue_cents: 3_497,
});

function answer() {
  api.answer({
    'GET /auth/session': () => ok(meOf('finance', 'Fay')),
    'GET /stats/daily': () =>
      ok({ rows: [{ day: '2026-11-20', ...day }], totals: day, aggregated_at: '2026-11-20T10:00:00.000Z' }),
    'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
    'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
  });
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the dashboard cards: VIP apart from coin packs', SLOW, () => {
  it('shows coin and VIP revenue with their orders, and splits Paid in the daily table', async () => {
    answer();
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
    expect((await screen.findByTestId('kpi-vip_revenue')).textContent).toBe('VIP revenue$49.97');
    expect(text('kpi-vip_revenue-note')).toBe('3 purchases');
    expect(text('kpi-coin_revenue')).toBe('Coin revenue$4.99');
    expect(text('kpi-coin_revenue-note')).toBe('1 order');
    expect(text('kpi-revenue')).toBe('Net revenue$34.97');
    expect(text('kpi-revenue-note')).toBe('$54.96 paid, $19.99 refunded');

    const table = screen.getByTestId('daily-table');
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    const row = [...table.querySelectorAll('tbody tr.ant-table-row td')].map((td) => td.textContent);
    const at = (header: string) => row[headers.indexOf(header)];
    expect(['Paid', 'Coin packs', 'VIP', 'VIP purchases', 'Refunded', 'Net revenue'].map(at)).toEqual([
      '$54.96',
      '$4.99',
      '$49.97',
      '3',
      '$19.99',
      '$34.97',
    ]);
  });

  it('says it in the console language', async () => {
    answer();
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
    await screen.findByTestId('kpi-vip_revenue');
    await act(() => applyLanguage(2));
    await waitFor(() => expect(text('kpi-vip_revenue')).toBe('VIP 收入US$49.97'));
    expect(text('kpi-vip_revenue-note')).toBe('購買 3 次');
    expect(text('kpi-coin_revenue')).toBe('金幣收入US$4.99');
    expect(text('kpi-coin_revenue-note')).toBe('1 筆訂單');
    await act(() => applyLanguage(3));
  });
});
