// @vitest-environment jsdom
/**
 * Recent searches on the empty search page: kept when the viewer searched on purpose (Enter, a
 * popular title) or opened a match, not for what the box searched while they typed; newest
 * first, once each; Clear forgets them; another session on the device does not see them.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RankPage } from '#shared/contract/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { dramaCard, dramaPage } from '#web/testing/fixtures.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';
import { Component as Search } from './search.tsx';

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
const hot: RankPage = {
  list: [{ ...dramaCard({ drama_id: 6, title: 'Secrets of the Lu Family' }), rank: 1, score: 10 }],
  total: 1,
  page: 1,
  page_size: 20,
};

function open(url = paths.search.path) {
  return renderRoutes(
    [
      { path: paths.search.path, Component: Search },
      { path: paths.videoPlay.path, Component: () => <p data-testid="play-page">playing</p> },
    ],
    url,
  );
}

const searchBox = (): HTMLInputElement => screen.getByRole('searchbox');
const recent = (): string[] =>
  screen.queryAllByTestId('search-recent-item').map((item) => item.textContent ?? '');

async function enter(value: string): Promise<void> {
  fireEvent.input(searchBox(), { target: { value } });
  fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
  await screen.findByTestId('search-results');
}

async function reopen(): Promise<void> {
  cleanup();
  open();
  await screen.findByTestId('search-popular');
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: 'session-a' });
  api.search.mockReset();
  api.search.mockResolvedValue(dramaPage([heiress], { page_size: 18 }));
  api.rank.mockReset();
  api.rank.mockResolvedValue(hot);
});
afterEach(() => cleanup());

describe('recent searches', () => {
  it('keeps what was searched on purpose, newest first and once each, and not what was typed', async () => {
    open();
    await screen.findByTestId('search-popular');
    expect(screen.queryByTestId('search-recent')).toBeNull();

    await enter('heiress');
    await enter('  lu family ');
    await enter('HEIRESS');
    // Typed and left to search by itself: not kept.
    fireEvent.input(searchBox(), { target: { value: 'typed only' } });
    await waitFor(() =>
      expect(api.search).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'typed only' })),
    );

    await reopen();
    const section = screen.getByTestId('search-recent');
    expect(within(section).getByRole('heading').textContent).toBe('Recent searches');
    expect(recent()).toEqual(['HEIRESS', 'lu family']);

    // A popular title tapped is a search on purpose too.
    fireEvent.click(await screen.findByText('Secrets of the Lu Family'));
    await screen.findByTestId('search-results');
    await reopen();
    expect(recent()).toEqual(['Secrets of the Lu Family', 'HEIRESS', 'lu family']);
  });

  it('keeps a keyword whose match was opened, and a tap on a recent one searches it again', async () => {
    const router = open(`${paths.search.path}?keyword=heir`);
    const results = await screen.findByTestId('search-results');
    await act(async () => {
      fireEvent.click(within(results).getAllByTestId('drama-card')[0] as HTMLElement);
    });
    expect(router.state.location.pathname).toBe(paths.videoPlay.path);

    await reopen();
    expect(recent()).toEqual(['heir']);
    fireEvent.click(screen.getByText('heir'));
    await screen.findByTestId('search-results');
    expect(searchBox().value).toBe('heir');
    expect(api.search).toHaveBeenLastCalledWith({ keyword: 'heir', page: 1, page_size: 18 });
  });

  it('keeps ten at most, and Clear forgets them at once', async () => {
    open();
    await screen.findByTestId('search-popular');
    for (let i = 1; i <= 12; i++) await enter(`keyword ${i}`);
    await reopen();
    expect(recent()).toHaveLength(10);
    expect(recent()[0]).toBe('keyword 12');
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByTestId('search-recent')).toBeNull();
    await reopen();
    expect(screen.queryByTestId('search-recent')).toBeNull();
  });

  it("shows another session on this device none of this one's", async () => {
    open();
    await screen.findByTestId('search-popular');
    await enter('heiress');
    useSession.setState({ token: 'session-b' });
    await reopen();
    expect(screen.queryByTestId('search-recent')).toBeNull();
    useSession.setState({ token: 'session-a' });
    await reopen();
    expect(recent()).toEqual(['heiress']);
  });
});
