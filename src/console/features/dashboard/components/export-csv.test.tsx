// @vitest-environment jsdom
/**
 * "Export CSV" follows the console's language, not the browser's: the CSV is fetched with the
 * `language` header every console call sends (a plain link sent none, so the packages came in
 * Accept-Language's), then saved under the server's file name. A refusal is said, nothing saved.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok, refuse, type ApiCall } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { figures } from '#console/testing/stats-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const CSV =
  '\uFEFFkey,cents,orders,refunded_cents,refunds,net_cents,title\r\n101,499,1,0,0,499,500 เหรียญ\r\n';
const NAME = 'revenue-by-goods-2026-11-20-2026-11-20.csv';

const saved: { name: string; href: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function answer(csv: (call: ApiCall) => Response) {
  const day = figures();
  api.answer({
    'GET /auth/session': () => ok(meOf('finance', 'Fay')),
    'GET /stats/daily': () =>
      ok({ rows: [{ day: '2026-11-20', ...day }], totals: day, aggregated_at: '2026-11-20T10:00:00.000Z' }),
    'GET /stats/revenue': (call) =>
      call.query.get('format') === 'csv' ? csv(call) : ok({ by: 'goods', rows: [] }),
    'GET /stats/series': () => ok({ rows: [], people_since: '2026-08-28' }),
  });
}

const csvCalls = () => api.calls('GET /stats/revenue').filter((c) => c.query.get('format') === 'csv');

describe('Export CSV', SLOW, () => {
  it("asks in the console's language and saves the file the server names", async () => {
    answer(
      () =>
        new Response(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${NAME}"`,
          },
        }),
    );
    await applyLanguage(4);
    try {
      renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
      fireEvent.click(await screen.findByTestId('revenue-csv', {}, { timeout: 15_000 }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({ name: NAME, href: 'blob:csv' });
      const [call] = csvCalls();
      expect(call?.headers.get('language')).toBe('4');
      expect(call?.query.get('from')).toBe('2026-11-20');
      expect(call?.query.get('to')).toBe('2026-11-20');
      const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
      expect(await blob.text()).toContain('500 เหรียญ');
    } finally {
      await act(() => applyLanguage(3));
    }
  });

  it('says a refusal and saves nothing', async () => {
    answer(() => refuse('operatorForbidden', 'Your role cannot do this.'));
    renderConsole('/console/dashboard?from=2026-11-20&to=2026-11-20');
    fireEvent.click(await screen.findByTestId('revenue-csv', {}, { timeout: 15_000 }));
    expect(await screen.findByText('Your role cannot do this.')).toBeTruthy();
    expect(csvCalls()[0]?.headers.get('language')).toBe('3');
    expect(saved).toHaveLength(0);
  });
});
