// @vitest-environment jsdom
/**
 * The dashboard when something is wrong: a table the server could not read says so, with a
 * retry (never "no figures"); a range it cannot show is replaced in the address, and said.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyFigures } from '#shared/contract/console-stats.ts';
import { emptyDay, lastDays } from '#console/features/dashboard/lib/figures.ts';
import { meOf, ok, refuse, type ApiHandler } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

/** A day's figures without the day: every total at nothing. */
const zeros: DailyFigures = (({ day: _day, ...figures }) => figures)(emptyDay('2026-01-01'));

/** Fails (500) until `mend` is called, then answers `answer`. */
function failing(answer: () => Response): { handler: ApiHandler; mend: () => void } {
  let broken = true;
  return {
    handler: () => (broken ? refuse('internal', 'Something went wrong on the server') : answer()),
    mend: () => {
      broken = false;
    },
  };
}

const serve = (more: Record<string, ApiHandler> = {}) =>
  api.answer({
    'GET /auth/session': () => ok(meOf('finance', 'Fay')),
    'GET /stats/daily': () => ok({ rows: [], totals: zeros, aggregated_at: null }),
    'GET /stats/revenue': () => ok({ by: 'goods', rows: [] }),
    'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
    ...more,
  });

describe('the dashboard, when something is wrong', SLOW, () => {
  it('says the revenue and series tables could not be read, and reads them again on retry', async () => {
    const revenue = failing(() =>
      ok({
        by: 'goods',
        rows: [
          {
            key: '2',
            title: '500 Coins',
            cents: 499,
            orders: 1,
            refunded_cents: 0,
            refunds: 0,
            net_cents: 499,
            gold: 500,
            bonus: 50,
            vip_days: 0,
          },
        ],
      }),
    );
    const series = failing(() => ok({ rows: [], people_since: '2026-08-28' }));
    serve({ 'GET /stats/revenue': revenue.handler, 'GET /stats/series': series.handler });
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');

    const revenueError = await screen.findByTestId('revenue-error');
    expect(revenueError.textContent).toContain('These figures could not be loaded.');
    expect(revenueError.textContent).toContain('Something went wrong on the server');
    expect(screen.queryByTestId('revenue-table')).toBeNull();
    expect((await screen.findByTestId('series-error')).textContent).toContain(
      'These figures could not be loaded.',
    );
    expect(screen.queryByTestId('series-table')).toBeNull();
    expect(screen.queryByText('No figures for these days yet')).toBeNull();

    revenue.mend();
    series.mend();
    fireEvent.click(screen.getByTestId('revenue-error-retry'));
    await screen.findByText('500 Coins (#2)');
    expect(screen.queryByTestId('revenue-error')).toBeNull();
    fireEvent.click(screen.getByTestId('series-error-retry'));
    await screen.findByTestId('series-table');
    expect(screen.queryByTestId('series-error')).toBeNull();
  });

  it.each([
    [
      'longer than 400 days',
      '2016-01-01',
      '2026-11-28',
      'Ranges are at most 400 days; showing the last 30 days.',
    ],
    ['reversed', '2026-12-01', '2026-11-01', 'The range ends before it starts; showing the last 30 days.'],
  ])('replaces a range %s in the address, and says so', async (_what, from, to, said) => {
    serve();
    const { router } = renderConsole(`/console/dashboard?from=${from}&to=${to}`);
    expect((await screen.findByTestId('dashboard-range-refused')).textContent).toBe(said);
    const shown = lastDays(30);
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${shown.from}&to=${shown.to}`));
    await waitFor(() => expect(api.calls('GET /stats/daily').length).toBeGreaterThan(0));
    for (const call of api.calls('GET /stats/daily'))
      expect(call.query.toString()).toBe(`from=${shown.from}&to=${shown.to}`);
    expect(screen.getByTestId('dashboard-range-refused')).toBeTruthy();
  });

  it('says nothing about the range when none is asked for', async () => {
    serve();
    renderConsole('/console/dashboard');
    await screen.findByTestId('daily-table');
    expect(screen.queryByTestId('dashboard-range-refused')).toBeNull();
  });
});
