// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FavoritePage } from '#shared/contract/catalogue.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { dramaCard } from '#web/testing/fixtures.ts';
import { FavoritesGrid } from './favorites-grid.tsx';
import { UNDO_MS } from './undo-bar.tsx';

const server = vi.hoisted(() => ({ favorites: new Set<number>(), calls: [] as string[] }));

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return {
    ...actual,
    apiRequest: vi.fn((name: string, body: { drama_id?: number }) => {
      server.calls.push(`${name} ${body.drama_id ?? ''}`.trim());
      const id = body.drama_id ?? 0;
      if (name === 'favoriteList') {
        const list = [...server.favorites].map((dramaId) => ({
          drama: dramaCard({ drama_id: dramaId, title: `Drama ${dramaId}` }),
        }));
        return Promise.resolve({ list, total: list.length, page: 1, page_size: 24 } as FavoritePage);
      }
      if (name === 'favoriteRemove') server.favorites.delete(id);
      else if (name === 'favoriteAdd') server.favorites.add(id);
      else return Promise.reject(new Error(`unexpected request ${name}`));
      return Promise.resolve({ is_favorite: server.favorites.has(id) ? 1 : 0, favorite_count: 1 });
    }),
  };
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FavoritesGrid empty={<p data-testid="empty">empty</p>} />
    </QueryClientProvider>,
  );
}

const cards = () => screen.queryAllByTestId('favorite-card').map((c) => c.getAttribute('data-drama-id'));

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  server.favorites = new Set([4, 5]);
  server.calls = [];
  useSession.setState({ token: 'token-1' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FavoritesGrid', () => {
  it('tells a removal in a snackbar whose Undo puts the drama back', async () => {
    show();
    await waitFor(() => expect(cards()).toEqual(['4', '5']));
    const card = screen.getAllByTestId('favorite-card')[1] as HTMLElement;
    fireEvent.click(within(card).getByTestId('favorite-remove'));

    const bar = await screen.findByTestId('undo-bar');
    expect(bar.getAttribute('role')).toBe('status');
    expect(bar.textContent).toBe('Removed from favouritesUndo');
    await waitFor(() => expect(cards()).toEqual(['4']));

    fireEvent.click(within(bar).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByTestId('undo-bar')).toBeNull();
    await waitFor(() => expect(cards()).toEqual(['4', '5']));
    expect(server.calls).toContain('favoriteRemove 5');
    expect(server.calls).toContain('favoriteAdd 5');
  });

  it('keeps the snackbar when the last favourite goes, and lets it go after a while', async () => {
    server.favorites = new Set([4]);
    // Fake clocks that also run, so the waits for the network still end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show();
    await waitFor(() => expect(cards()).toEqual(['4']));
    fireEvent.click(screen.getByTestId('favorite-remove'));
    await screen.findByTestId('empty');
    expect(screen.getByTestId('undo-bar')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(UNDO_MS);
    });
    expect(screen.queryByTestId('undo-bar')).toBeNull();
    expect(server.calls.filter((c) => c.startsWith('favoriteAdd'))).toEqual([]);
  });
});
