// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { dramaCard, dramaPage } from '#web/testing/fixtures.ts';
import { SEARCH_PAGE_SIZE } from '../api/search-dramas.ts';
import { SearchResults } from './search-results.tsx';

const search = vi.hoisted(() => vi.fn<(body: unknown) => Promise<unknown>>());

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return {
    ...actual,
    apiRequest: vi.fn((name: string, body: unknown) =>
      name === 'search' ? search(body) : Promise.reject(new Error(`unexpected request ${name}`)),
    ),
  };
});

function show(keyword: string): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchResults
        keyword={keyword}
        renderCard={(drama, eager) => (
          <span data-testid="card" data-eager={eager}>
            {drama.title}
          </span>
        )}
        cardSkeleton={<span data-testid="card-skeleton" />}
      />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  search.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SearchResults', () => {
  it('shows placeholders, then the matches in the given cards (the first rows load eagerly)', async () => {
    const list = Array.from({ length: 8 }, (_, i) => dramaCard({ drama_id: i + 1, title: `Drama ${i + 1}` }));
    search.mockResolvedValue(dramaPage(list));
    show('drama');

    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(9);
    const results = await screen.findByTestId('search-results');
    const cards = within(results).getAllByTestId('card');
    expect(cards.map((card) => card.textContent)).toEqual(list.map((d) => d.title));
    expect(cards.map((card) => card.dataset.eager)).toEqual([...Array(6).fill('true'), 'false', 'false']);
    expect(search).toHaveBeenCalledWith({ keyword: 'drama', page: 1, page_size: SEARCH_PAGE_SIZE });
    expect(await screen.findByText("That's everything")).toBeTruthy();
  });

  it('loads the next page at the end of the list', async () => {
    // jsdom lays nothing out: the list's end counts as on screen once it has an offsetParent.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const first = Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => dramaCard({ drama_id: i + 1 }));
    search.mockImplementation((body) => {
      return Promise.resolve(
        (body as { page: number }).page === 1
          ? dramaPage(first, { total: SEARCH_PAGE_SIZE + 1 })
          : dramaPage([dramaCard({ drama_id: 99, title: 'The last one' })], {
              page: 2,
              total: SEARCH_PAGE_SIZE + 1,
            }),
      );
    });
    show('the');

    expect(await screen.findByText('The last one')).toBeTruthy();
    expect(search).toHaveBeenLastCalledWith({ keyword: 'the', page: 2, page_size: SEARCH_PAGE_SIZE });
    expect(screen.getAllByTestId('card')).toHaveLength(SEARCH_PAGE_SIZE + 1);
  });

  it('says that no drama matches', async () => {
    search.mockResolvedValue(dramaPage([]));
    show('zzz');

    const empty = await screen.findByRole('status');
    expect(within(empty).getByRole('heading').textContent).toBe('No dramas match');
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(screen.queryByText("That's everything")).toBeNull();
  });

  it('offers a retry after a failed search', async () => {
    search
      .mockRejectedValueOnce(
        new ApiRequestError({ code: 500, msg: 'Server error', kind: 'business', status: 200 }),
      )
      .mockResolvedValueOnce(dramaPage([dramaCard({ title: 'Back again' })]));
    show('back');

    fireEvent.click(await screen.findByRole('button', { name: "Couldn't load. Tap to retry" }));
    await waitFor(() => expect(screen.getByTestId('card').textContent).toBe('Back again'));
    expect(search).toHaveBeenCalledTimes(2);
  });
});
