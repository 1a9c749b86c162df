// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HistoryPage } from '#shared/contract/catalogue.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { dramaCard } from '#web/testing/fixtures.ts';
import { continueItems } from '../utils/continue-items.ts';
import { HistoryList } from './history-list.tsx';

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

function entry(dramaId: number, episode: number, positionMs: number, durationMs: number) {
  return {
    drama: dramaCard({ drama_id: dramaId, title: `Drama ${dramaId}`, episode_count: 12 }),
    episode_number: episode,
    position_ms: positionMs,
    duration_ms: durationMs,
    updated_at: 1_700_000_000,
  };
}

async function rows(list: HistoryPage['list']): Promise<HTMLElement[]> {
  historyList.mockResolvedValue({ list, total: list.length, page: 1, page_size: 20 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HistoryList empty={<p>empty</p>} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(list.length));
  return screen.getAllByTestId('history-row');
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  historyList.mockReset();
  useSession.setState({ token: 'token-1' });
});
afterEach(() => cleanup());

describe('HistoryList', () => {
  it('opens each drama where Continue watching does, in the same words', async () => {
    const list = [entry(3, 2, 89_500, 90_000), entry(7, 5, 18_000, 90_000), entry(9, 12, 90_000, 90_000)];
    const [upNext, inProgress, finished] = await rows(list);

    // Episode 2 watched to its end: episode 3 is up next, as on home.
    const link = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getByRole('link')
        .getAttribute('href');
    const where = (row: HTMLElement | undefined) =>
      within(row as HTMLElement).getByTestId('history-where').textContent;
    expect(link(upNext)).toBe('/pages/video/play?drama_id=3&ep=3');
    expect(where(upNext)).toBe('EP 3 · Up next / 12 episodes');
    expect(link(inProgress)).toBe('/pages/video/play?drama_id=7&ep=5');
    expect(where(inProgress)).toBe('EP 5 · 1:12 left / 12 episodes');
    // Home leaves a finished drama out; History says so and replays the last episode.
    expect(link(finished)).toBe('/pages/video/play?drama_id=9&ep=12');
    expect(where(finished)).toBe('EP 12 · Finished / 12 episodes');

    // The same episodes as Continue watching's cards.
    expect(continueItems(list).map((item) => item.episode)).toEqual([3, 5]);
    expect(
      within(inProgress as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('20');
    expect(
      within(upNext as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('0');
  });
});
