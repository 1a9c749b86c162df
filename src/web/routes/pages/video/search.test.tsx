// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RankPage } from '#shared/contract/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { dramaCard, dramaPage } from '#web/testing/fixtures.ts';
import { Component as Search } from './search.tsx';
import { renderRoutes } from '#web/testing/render-routes.tsx';

/** What the mocked API client answers, per endpoint; each test sets its own. */
const api = vi.hoisted(() => ({
  search: vi.fn<(body: unknown) => Promise<unknown>>(),
  rank: vi.fn<(body: unknown) => Promise<unknown>>(),
}));

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return {
    ...actual,
    apiRequest: vi.fn((name: string, body: unknown) => {
      if (name === 'search') return api.search(body);
      if (name === 'rank') return api.rank(body);
      return Promise.reject(new Error(`unexpected request ${name}`));
    }),
  };
});

const heiress = dramaCard({ drama_id: 2, title: 'The True Heiress Returns' });
const lu = dramaCard({ drama_id: 6, title: 'Secrets of the Lu Family' });

function hotRanking(count: number): RankPage {
  const list = Array.from({ length: count }, (_, i) => ({
    ...dramaCard({ drama_id: 100 + i, title: `Hot drama ${i + 1}` }),
    rank: i + 1,
    score: 1000 - i,
  }));
  return { list, total: count, page: 1, page_size: 20 };
}

function open(url: string) {
  return renderRoutes(
    [
      { path: paths.search.path, Component: Search },
      { path: paths.videoPlay.path, Component: () => <p data-testid="play-page">playing</p> },
    ],
    url,
  );
}

const searchBox = (): HTMLInputElement => screen.getByRole('searchbox');
const keywordOf = (router: ReturnType<typeof open>): string | null =>
  new URLSearchParams(router.state.location.search).get('keyword');

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  api.search.mockReset();
  api.rank.mockReset();
  api.rank.mockResolvedValue(hotRanking(12));
});
afterEach(() => cleanup());

describe('/pages/video/search', () => {
  it('without a keyword lists the top 10 of the hot ranking; a tap searches that title', async () => {
    api.search.mockResolvedValue(dramaPage([dramaCard({ drama_id: 102, title: 'Hot drama 3' })]));
    const router = open(paths.search.path);

    const popular = await screen.findByTestId('search-popular');
    expect(within(popular).getByRole('heading').textContent).toBe('Popular searches');
    const items = await within(popular).findAllByTestId('search-popular-item');
    expect(items.map((item) => item.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1}Hot drama ${i + 1}`),
    );
    expect(api.rank).toHaveBeenCalledWith(expect.objectContaining({ type: 'hot', page: 1 }));
    expect(searchBox().value).toBe('');
    expect(searchBox().getAttribute('placeholder')).toBe('Search drama titles');
    expect(searchBox().getAttribute('maxlength')).toBe('64');
    expect(document.activeElement).toBe(searchBox());

    fireEvent.click(items[2] as HTMLElement);

    // The keyword fills the box and the address at once, and the results replace the list.
    expect(searchBox().value).toBe('Hot drama 3');
    await waitFor(() => expect(keywordOf(router)).toBe('Hot drama 3'));
    expect(router.state.historyAction).toBe('REPLACE');
    const results = await screen.findByTestId('search-results');
    expect(within(results).getAllByTestId('drama-card')).toHaveLength(1);
    expect(api.search).toHaveBeenCalledWith({ keyword: 'Hot drama 3', page: 1, page_size: 18 });
    expect(screen.queryByTestId('search-popular')).toBeNull();
  });

  it('searches the keyword of the address and shows the matches as cards that open the player', async () => {
    api.search.mockResolvedValue(dramaPage([heiress, lu]));
    const router = open(`${paths.search.path}?keyword=%20heiress%20`);

    expect(searchBox().value).toBe('heiress');
    expect(screen.getByTestId('search-loading')).toBeTruthy();
    const results = await screen.findByTestId('search-results');
    const cards = within(results).getAllByTestId('drama-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('The True Heiress Returns'),
      expect.stringContaining('Secrets of the Lu Family'),
    ]);
    expect(cards[0]?.getAttribute('href')).toBe('/pages/video/play?drama_id=2');
    expect(results.getAttribute('aria-label')).toBe('Results for “heiress”');
    expect(api.search).toHaveBeenCalledWith({ keyword: 'heiress', page: 1, page_size: 18 });
    // With a keyword the popular list is not asked for, and the box does not take the focus.
    expect(api.rank).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(searchBox());

    await act(async () => {
      fireEvent.click(cards[0] as HTMLElement);
    });
    expect(router.state.location.pathname).toBe(paths.videoPlay.path);
    expect(router.state.location.search).toBe('?drama_id=2');

    // Back: the search page comes back with its keyword and results.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(searchBox().value).toBe('heiress');
    expect(await screen.findByTestId('search-results')).toBeTruthy();
  });

  it('typing updates the address after a pause; Enter searches at once', async () => {
    api.search.mockImplementation((body) =>
      Promise.resolve(
        dramaPage((body as { keyword: string }).keyword === 'lu' ? [lu] : [heiress], { page_size: 18 }),
      ),
    );
    const router = open(paths.search.path);
    await screen.findByTestId('search-popular');

    fireEvent.input(searchBox(), { target: { value: 'heir' } });
    expect(searchBox().value).toBe('heir');
    expect(keywordOf(router)).toBeNull();
    await waitFor(() => expect(keywordOf(router)).toBe('heir'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('The True Heiress Returns')).toBeTruthy();

    fireEvent.input(searchBox(), { target: { value: 'lu' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(keywordOf(router)).toBe('lu');
    expect(await screen.findByText('Secrets of the Lu Family')).toBeTruthy();

    // Another keyword in the address (back or forward) shows in the box.
    await act(async () => {
      await router.navigate(`${paths.search.path}?keyword=heiress`);
    });
    expect(searchBox().value).toBe('heiress');

    // Clearing the box goes back to the popular list.
    fireEvent.input(searchBox(), { target: { value: '' } });
    await waitFor(() => expect(keywordOf(router)).toBeNull());
    expect(await screen.findByTestId('search-popular')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    api.search.mockResolvedValue(dramaPage([]));
    open(`${paths.search.path}?keyword=zzz`);

    const empty = await screen.findByRole('status');
    expect(empty.textContent).toContain('No dramas match');
    expect(empty.textContent).toContain('Try another title or fewer words.');
    expect(screen.queryByTestId('search-results')).toBeNull();
  });

  it('offers a retry when the search fails, and shows the results once it works', async () => {
    api.search
      .mockRejectedValueOnce(
        new ApiRequestError({ code: 0, msg: 'Network Error', kind: 'network', status: 0 }),
      )
      .mockResolvedValueOnce(dramaPage([heiress]));
    open(`${paths.search.path}?keyword=heiress`);

    const retry = await screen.findByRole('button', { name: "Couldn't load. Tap to retry" });
    expect(screen.queryByTestId('search-results')).toBeNull();
    fireEvent.click(retry);

    const results = await screen.findByTestId('search-results');
    expect(within(results).getAllByTestId('drama-card')).toHaveLength(1);
    expect(api.search).toHaveBeenCalledTimes(2);
  });
});
