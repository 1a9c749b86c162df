// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { figures, funnel, quietDay, revenueRow, seriesRow } from '#console/testing/stats-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

/** The cell texts of a table's rows (antd renders the header apart from the body). */
const cells = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('the dashboard', SLOW, () => {
  it('shows revenue net of refunds, with what was paid and refunded, and ARPPU over the net', async () => {
    const refundedAll = figures({
      revenue_cents: 499,
      coin_revenue_cents: 499,
      vip_revenue_cents: 0,
      vip_orders: 0,
      refunded_cents: 499,
      net_revenue_cents: 0,
      paying_users: 1,
      arppu_cents: 0,
    });
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Fay')),
      'GET /stats/daily': () =>
        ok({ rows: [{ day: '2026-11-20', ...refundedAll }], totals: refundedAll, aggregated_at: null }),
      'GET /stats/revenue': () =>
        ok({
          by: 'goods',
          rows: [
            // Pack 101 edited from 400 + 40 to 500 + 50 coins: a line for each, as its orders credited.
            {
              key: '101',
              title: '400 Coins',
              cents: 100,
              orders: 1,
              refunded_cents: 0,
              refunds: 0,
              net_cents: 100,
              gold: 400,
              bonus: 40,
              vip_days: 0,
            },
            {
              key: '101',
              title: '500 Coins',
              cents: 499,
              orders: 1,
              refunded_cents: 499,
              refunds: 1,
              net_cents: 0,
              gold: 500,
              bonus: 50,
              vip_days: 0,
            },
          ],
        }),
      'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
    });
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
    const revenue = await screen.findByTestId('kpi-revenue');
    expect(revenue.textContent).toContain('$0.00');
    expect(revenue.textContent).toContain('Net revenue');
    expect(screen.getByTestId('kpi-revenue-note').textContent).toBe('$4.99 paid, $4.99 refunded');
    expect(screen.getByTestId('kpi-arppu').textContent).toContain('$0.00');
    // The day's row: net, paid (coin packs, VIP, VIP purchases), refunded.
    expect(cells('daily-table')[0]?.slice(0, 11)).toEqual([
      '2026-11-20',
      '12',
      '5',
      '40',
      '30',
      '$0.00',
      '$4.99',
      '$4.99',
      '$0.00',
      '0',
      '$4.99',
    ]);
    // By package: a line per contents, named by what its orders credited, with the package's id.
    await screen.findByText('500 Coins (#101)');
    expect(cells('revenue-table')).toEqual([
      ['400 Coins (#101)', '$1.00', '$1.00', '1', '$0.00', '0'],
      ['500 Coins (#101)', '$0.00', '$4.99', '1', '$4.99', '1'],
    ]);
    expect(api.calls('GET /stats/revenue')[0]?.headers.get('language')).toBe('3');
  });

  it('per series: distinct viewers beside episode views, and what completion is a share of', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('editor', 'Ed')),
      'GET /stats/daily': () => ok({ rows: [], totals: figures(), aggregated_at: null }),
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
      'GET /stats/series': () =>
        ok({
          rows: [
            seriesRow({
              viewers: 1,
              first_viewers: 1,
              episode_views: 2,
              completions: 1,
              completion_rate: 0.5,
            }),
          ],
          people_since: '2026-08-28',
        }),
      'GET /stats/series/7': () => ok({ drama_id: 7, free_episodes: 3, title: 'Sweet Revenge', rows: [] }),
    });
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
    await waitFor(() => expect(cells('series-table')).toHaveLength(1));
    const table = screen.getByTestId('series-table');
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Viewers', 'Episode 1 viewers', 'Episode views', 'Finished (≥ 90%)']),
    );
    const row = cells('series-table')[0] ?? [];
    const at = (header: string) => row[headers.indexOf(header)];
    expect([at('Viewers'), at('Episode 1 viewers'), at('Episode views'), at('Finished (≥ 90%)')]).toEqual([
      '1',
      '1',
      '2',
      '50%',
    ]);
    expect(within(table).getByLabelText(/Share of episode views watched to at least 90%/)).toBeTruthy();
    expect(screen.queryByTestId('series-people-since')).toBeNull();
  });

  it('names the series in the console language, in the table and the drop-off title', async () => {
    const title = (headers: Headers) =>
      headers.get('language') === '4' ? 'ทายาทตัวจริงกลับมา' : 'The True Heiress Returns';
    api.answer({
      'GET /auth/session': () => ok(meOf('editor', 'Ed')),
      'GET /stats/daily': () => ok({ rows: [], totals: figures(), aggregated_at: null }),
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
      'GET /stats/series': ({ headers }) =>
        ok({ rows: [seriesRow({ title: title(headers) })], people_since: '2026-08-28' }),
      'GET /stats/series/7': ({ headers }) =>
        ok({ drama_id: 7, free_episodes: 3, title: title(headers), rows: [{ episode: 1, ...funnel }] }),
    });
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
    await screen.findByText('Drop-off by episode: The True Heiress Returns');
    await act(() => applyLanguage(4));
    await waitFor(() => expect(cells('series-table')[0]?.[1]).toBe('ทายาทตัวจริงกลับมา'));
    await screen.findByText(/ทายาทตัวจริงกลับมา$/, { selector: '.ant-card-head-title' });
    expect(screen.queryByText(/The True Heiress Returns/)).toBeNull();
    expect(api.calls('GET /stats/series').at(-1)?.headers.get('language')).toBe('4');
    expect(api.calls('GET /stats/series/7').at(-1)?.headers.get('language')).toBe('4');
    await act(() => applyLanguage(3));
  });

  it('says why there are no viewers for a range older than the raw events kept', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /stats/daily': () => ok({ rows: [], totals: figures(), aggregated_at: null }),
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
      'GET /stats/series': () =>
        ok({ rows: [seriesRow({ viewers: null, first_viewers: null })], people_since: '2026-08-28' }),
      'GET /stats/series/7': () => ok({ drama_id: 7, free_episodes: 3, title: 'Sweet Revenge', rows: [] }),
    });
    renderConsole('/console/dashboard?from=2026-01-01&to=2026-11-20');
    expect((await screen.findByTestId('series-people-since')).textContent).toContain('2026-08-28');
    expect(cells('series-table')[0]?.slice(2, 5)).toEqual(['–', '–', '9']);
  });
  it('shows every day of the range, the days not counted yet as a recount shows them, with a note', async () => {
    // The scheduled job counted one day of the three; "Recount now" counts all three.
    let recounted = false;
    const daily = () =>
      ok({
        rows: recounted
          ? [
              { day: '2026-11-19', ...quietDay },
              { day: '2026-11-20', ...figures() },
              { day: '2026-11-21', ...quietDay },
            ]
          : [{ day: '2026-11-20', ...figures() }],
        totals: figures(),
        aggregated_at: '2026-11-21T10:00:00.000Z',
      });
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /stats/daily': daily,
      'POST /stats/aggregate': () => {
        recounted = true;
        return ok({ days: 3 });
      },
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
      'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
    });
    renderConsole('/console/dashboard?from=2026-11-19&to=2026-11-21');
    const quiet = ['0', '0', '0', '0', '$0.00', '$0.00', '$0.00', '$0.00', '0', '$0.00', '0', '–', '–', '–'];
    // Each conversion with the counts it divides.
    const busy = [
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
      '50% (2/4)',
      '33.3% (1/3)',
    ];
    // Newest day first.
    const everyDay = [
      ['2026-11-21', ...quiet],
      ['2026-11-20', ...busy],
      ['2026-11-19', ...quiet],
    ];
    await waitFor(() => expect(cells('daily-table')).toEqual(everyDay));
    // The day after the first counted one waits for a count; the one before it has no figures.
    expect(screen.getByTestId('daily-uncounted').textContent).toBe(
      '1 day of this range has not been counted yet: it shows as 0 until it is recounted.',
    );
    expect(screen.getByTestId('daily-before').textContent).toBe(
      'No figures before 2026-11-20, the first day counted: the day before it shows as 0.',
    );

    fireEvent.click(screen.getByTestId('dashboard-aggregate'));
    await waitFor(() => expect(screen.queryByTestId('daily-uncounted')).toBeNull());
    expect(screen.queryByTestId('daily-before')).toBeNull();
    expect(api.calls('POST /stats/aggregate')[0]?.body).toEqual({ from: '2026-11-19', to: '2026-11-21' });
    expect(cells('daily-table')).toEqual(everyDay);
  });

  it('keeps the day of the table on one line', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Fay')),
      'GET /stats/daily': () => ok({ rows: [], totals: figures(), aggregated_at: null }),
      'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
      'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
    });
    renderConsole('/console/dashboard?from=2026-10-30&to=2026-10-30');
    await waitFor(() => expect(cells('daily-table')).toHaveLength(1));
    const table = screen.getByTestId('daily-table');
    const day = table.querySelector<HTMLElement>('tbody tr.ant-table-row td');
    expect(day?.textContent).toBe('2026-10-30');
    expect(day?.style.whiteSpace).toBe('nowrap');
    expect(table.querySelector<HTMLElement>('thead th')?.style.whiteSpace).toBe('nowrap');
    expect(screen.getByTestId('daily-uncounted').textContent).toBe(
      '1 day of this range has not been counted yet: it shows as 0 until it is recounted.',
    );
  });

  it('names the channels in words in the revenue by channel', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Fay')),
      'GET /stats/daily': () => ok({ rows: [], totals: figures(), aggregated_at: null }),
      'GET /stats/revenue': ({ query }) =>
        query.get('by') === 'channel'
          ? ok({
              by: 'channel',
              rows: [
                { key: 'sandbox', ...revenueRow, cents: 499, orders: 1, net_cents: 499 },
                { key: 'stripe', ...revenueRow, cents: 999, orders: 1, net_cents: 999 },
                { key: 'paypal', ...revenueRow, cents: 100, orders: 1, net_cents: 100 },
              ],
            })
          : ok({ by: 'goods', rows: [] }),
      'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
    });
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
    fireEvent.click(await screen.findByText('By channel'));
    await waitFor(() => expect(cells('revenue-table')).toHaveLength(3));
    // A channel the console does not know (a newer server's) shows as the server wrote it.
    expect(cells('revenue-table').map((row) => row[0])).toEqual([
      'Sandbox (test payments)',
      'Stripe (cards)',
      'paypal',
    ]);
  });
});
