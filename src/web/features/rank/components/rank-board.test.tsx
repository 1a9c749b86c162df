// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RankPage, RankPeriod, RankType } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { applyLanguage, i18next } from '#web/lib/i18n.ts';
import { dramaCard } from '#web/testing/fixtures.ts';
import { RankBoard } from './rank-board.tsx';

const rank = vi.hoisted(() => vi.fn<(body: unknown) => Promise<RankPage>>());

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return {
    ...actual,
    apiRequest: vi.fn((name: string, body: unknown) =>
      name === 'rank' ? rank(body) : Promise.reject(new Error(`unexpected request ${name}`)),
    ),
  };
});

/** This week's #1 has fewer plays in all than #2: the week's plays order them. */
const page: RankPage = {
  list: [
    { ...dramaCard({ drama_id: 1, title: 'First', play_count: 1_700_000 }), rank: 1, score: 8_800 },
    { ...dramaCard({ drama_id: 2, title: 'Second', play_count: 1_800_000 }), rank: 2, score: 5_100 },
  ],
  total: 2,
  page: 1,
  page_size: 20,
};

async function show(type: RankType, period: RankPeriod): Promise<HTMLElement[]> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RankBoard type={type} period={period} onChange={() => undefined} empty={<p>empty</p>} />
    </QueryClientProvider>,
  );
  return screen.findAllByTestId('rank-row');
}

const score = (row: HTMLElement) => within(row).queryByTestId('rank-score')?.textContent;
const count = (row: HTMLElement) => within(row).getByTestId('rank-count').textContent;

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  rank.mockReset();
  rank.mockResolvedValue(page);
});
afterEach(() => cleanup());

describe('RankBoard', () => {
  it("shows the figure the list is ranked by, with its period, above the drama's total", async () => {
    const [first, second] = await show('hot', 'week');
    expect(score(first as HTMLElement)).toBe('8.8K plays this week');
    expect(score(second as HTMLElement)).toBe('5.1K plays this week');
    // The total, in the words home's cards use.
    expect(count(first as HTMLElement)).toBe('1.7M plays');
    expect(count(second as HTMLElement)).toBe('1.8M plays');
  });

  it("words the favourites ranking's figure as favourites of the period", async () => {
    const [first] = await show('favorite', 'day');
    expect(score(first as HTMLElement)).toBe('8.8K favourites today');
    expect(count(first as HTMLElement)).toBe('320 favourites');
  });

  it('shows one figure all time, where the score is the total', async () => {
    const [first] = await show('hot', 'all');
    expect(score(first as HTMLElement)).toBeUndefined();
    expect(count(first as HTMLElement)).toBe('1.7M plays');
  });

  it('offers no period on the newest, which are ordered by release', async () => {
    const [first] = await show('new', 'day');
    expect(screen.queryByLabelText('Period')).toBeNull();
    expect(screen.queryByText('Daily')).toBeNull();
    expect(score(first as HTMLElement)).toBeUndefined();
    expect(count(first as HTMLElement)).toBe('1.7M plays');
    cleanup();
    await show('hot', 'day');
    expect(screen.getByText('Daily')).toBeTruthy();
  });

  it('says how long each series runs after its episodes, and nothing for a card without it', async () => {
    rank.mockResolvedValue({
      ...page,
      list: [
        {
          ...dramaCard({ drama_id: 1, title: 'First', runtime_ms: 94 * 60_000 + 20_000 }),
          rank: 1,
          score: 8_800,
        },
        { ...dramaCard({ drama_id: 2, title: 'Second' }), rank: 2, score: 5_100 },
      ],
    });
    const [first, second] = await show('hot', 'week');
    expect(within(first as HTMLElement).getByTestId('rank-runtime').textContent).toBe('1 hr 34 min in all');
    expect(within(second as HTMLElement).queryByTestId('rank-runtime')).toBeNull();
  });

  it('has a figure worded for every period in every language', async () => {
    for (const id of [1, 2, 3, 4, 5] satisfies LanguageId[]) {
      await applyLanguage(id);
      for (const key of [
        'rank.score_plays_day',
        'rank.score_plays_week',
        'rank.score_plays_month',
        'rank.score_favorite_day',
        'rank.score_favorite_week',
        'rank.score_favorite_month',
      ] as const) {
        expect(i18next.t(key, { value: '8.8K' })).toContain('8.8K');
      }
    }
    await applyLanguage(3);
  });
});
