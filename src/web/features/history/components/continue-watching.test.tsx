// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HistoryPage } from '#shared/contract/catalogue.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { dramaCard } from '#web/testing/fixtures.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { readContinueHint, writeContinueHint } from '../utils/continue-hint.ts';
import { ContinueWatching } from './continue-watching.tsx';

const historyList = vi.hoisted(() => vi.fn<(body: unknown) => Promise<HistoryPage>>());

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return {
    ...actual,
    apiRequest: vi.fn((name: string, body: unknown) =>
      name === 'historyList' ? historyList(body) : Promise.reject(new Error(`unexpected request ${name}`)),
    ),
  };
});

function page(list: HistoryPage['list']): HistoryPage {
  return { list, total: list.length, page: 1, page_size: 20 };
}

function entry(dramaId: number, episode: number, positionMs: number, durationMs: number) {
  return {
    drama: dramaCard({ drama_id: dramaId, title: `Drama ${dramaId}`, episode_count: 12 }),
    episode_number: episode,
    position_ms: positionMs,
    duration_ms: durationMs,
    updated_at: 1_700_000_000,
  };
}

/** Renders the rail and waits until the history has answered (or was never asked for). */
async function show(): Promise<HTMLElement> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <ContinueWatching />
    </QueryClientProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return container;
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  historyList.mockReset();
  localStorage.clear();
  useSession.setState({ token: 'token-1' });
});
afterEach(() => cleanup());

describe('ContinueWatching', () => {
  it('shows each drama in progress with its episode, what is left and a link that resumes it', async () => {
    historyList.mockResolvedValue(page([entry(7, 5, 18_000, 90_000), entry(3, 2, 89_500, 90_000)]));
    await show();

    const rail = screen.getByTestId('continue-watching');
    expect(within(rail).getByRole('heading').textContent).toBe('Continue watching');
    const items = within(rail).getAllByTestId('continue-item');
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/pages/video/play?drama_id=7&ep=5',
      '/pages/video/play?drama_id=3&ep=3',
    ]);
    expect(items[0]?.textContent).toContain('Drama 7');
    expect(within(items[0] as HTMLElement).getByTestId('continue-where').textContent).toBe(
      'EP 5 · 1:12 left',
    );
    expect(within(items[1] as HTMLElement).getByTestId('continue-where').textContent).toBe('EP 3 · Up next');
    const fill = within(items[0] as HTMLElement).getByTestId('continue-progress').firstElementChild;
    expect((fill as HTMLElement).style.transform).toBe('scaleX(0.2)');
    expect(historyList).toHaveBeenCalledWith({ page: 1, page_size: 20 });
  });

  it('renders nothing at all without history, while loading, or when nothing is left to continue', async () => {
    let answer: (value: HistoryPage) => void = () => undefined;
    historyList.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContinueWatching />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(historyList).toHaveBeenCalled());
    // Loading: no skeleton, no reserved space.
    expect(container.innerHTML).toBe('');
    await act(async () => {
      answer(page([entry(9, 12, 90_000, 90_000)]));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Only a finished drama: nothing to continue.
    expect(container.innerHTML).toBe('');

    cleanup();
    historyList.mockResolvedValue(page([]));
    expect((await show()).innerHTML).toBe('');
  });

  it('asks nothing before the session has a token', async () => {
    useSession.setState({ token: '' });
    const container = await show();
    expect(container.innerHTML).toBe('');
    expect(historyList).not.toHaveBeenCalled();
  });

  it("keeps the rail's room while loading when this session's last history had something to continue", async () => {
    writeContinueHint('token-1', true);
    let answer: (value: HistoryPage) => void = () => undefined;
    historyList.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContinueWatching />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(historyList).toHaveBeenCalled());
    // Loading: the room, with the rail's heading, hidden from screen readers.
    const room = screen.getByTestId('continue-room');
    expect(room.getAttribute('aria-hidden')).toBe('true');
    expect(room.textContent).toBe('Continue watching');
    act(() => answer(page([entry(7, 5, 18_000, 90_000)])));
    await waitFor(() => expect(screen.getAllByTestId('continue-item')).toHaveLength(1));
    expect(screen.queryByTestId('continue-room')).toBeNull();
  });

  it('remembers whether there was something to continue, for this session only', async () => {
    historyList.mockResolvedValue(page([entry(7, 5, 18_000, 90_000)]));
    await show();
    expect(readContinueHint('token-1')).toBe(true);
    // The token itself is not kept.
    expect(localStorage.getItem(STORAGE_KEYS.continueHint)).not.toContain('token-1');
    expect(readContinueHint('token-2')).toBe(false);

    cleanup();
    historyList.mockResolvedValue(page([entry(9, 12, 90_000, 90_000)]));
    await show();
    expect(readContinueHint('token-1')).toBe(false);
  });

  it('keeps no room for another session, nor over the For You feed', async () => {
    writeContinueHint('token-1', true);
    historyList.mockReturnValue(new Promise(() => undefined));
    useSession.setState({ token: 'token-2' });
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContinueWatching />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(historyList).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');

    cleanup();
    useSession.setState({ token: 'token-1' });
    const overlay = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContinueWatching variant="overlay" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(historyList).toHaveBeenCalledTimes(2));
    expect(overlay.container.innerHTML).toBe('');
  });
});
