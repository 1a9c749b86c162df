// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { summaryOf } from '#console/testing/series-fixtures.ts';
import { listParamsOf } from './series.tsx';

const api = setupPageTests();
const SLOW = { timeout: 20_000 };

describe('listParamsOf', () => {
  it('reads the search and paging from the address, falling back on what the contract refuses', () => {
    expect(listParamsOf(new URLSearchParams('q=love&page=2&size=50'))).toEqual({
      q: 'love',
      page: 2,
      size: 50,
    });
    expect(listParamsOf(new URLSearchParams('page=0&size=500'))).toEqual({ page: 1, size: 20 });
  });
});

describe('the series list', SLOW, () => {
  it('lists the server page with status, publication, episodes and languages, and searches', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('editor')),
      'GET /series': ({ query }) =>
        ok({
          items: query.get('q')
            ? [summaryOf(2, { title: 'Love in Bangkok' })]
            : [
                summaryOf(1, {
                  title: 'The CEO Returns',
                  slug: 'the-ceo-returns',
                  published_at: '2026-11-20T10:00:00Z',
                  episode_count: 12,
                  ready_count: 10,
                  completeness: { 'zh-Hant': true, 'zh-Hans': true, en: true, th: false, id: false },
                }),
                summaryOf(2, { title: 'Love in Bangkok' }),
              ],
          total: query.get('q') ? 1 : 2,
        }),
    });
    const { router } = renderConsole('/console/series');
    const row = (await screen.findByText('The CEO Returns')).closest('tr') as HTMLTableRowElement;
    expect(within(row).getByText('the-ceo-returns')).toBeTruthy();
    expect(within(row).getByText('Ongoing')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('10 / 12')).toBeTruthy();
    const marks = within(row)
      .getAllByLabelText(/: title/)
      .map((tag) => [tag.textContent, tag.getAttribute('data-complete')]);
    expect(marks).toEqual([
      ['简', 'true'],
      ['繁', 'true'],
      ['EN', 'true'],
      ['TH', 'false'],
      ['ID', 'false'],
    ]);
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('2 series')).toBeTruthy();
    expect(api.calls('GET /series')[0]?.query.toString()).toBe('page=1&size=20');

    fireEvent.change(screen.getByLabelText('Search by title or slug'), { target: { value: 'bangkok' } });
    fireEvent.keyDown(screen.getByLabelText('Search by title or slug'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?q=bangkok'));
    await waitFor(() => expect(api.calls('GET /series').at(-1)?.query.get('q')).toBe('bangkok'));
    await screen.findByText('1 series');

    fireEvent.click(screen.getByRole('link', { name: /New series/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/series/new'));
  });
});
