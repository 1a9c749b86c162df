/**
 * The play page's tests: a drama's detail, episodes and quotes as the API answers them, served
 * through the mocked client (play-api.testing.ts), the page opened at an address, the requests
 * it made, the toast it showed, its player once ready. A test file calls setUpPlayPage() once at
 * its top.
 */
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DetailData, EpisodeData } from '#shared/contract/catalogue.ts';
import type { UnlockQuoteData } from '#shared/contract/wallet.ts';
import { paths } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { episodeStates } from '#web/testing/fixtures.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';
import { api } from './play-api.testing.ts';
import { Component as Play } from './play.tsx';

export function setUpPlayPage(): void {
  beforeAll(async () => {
    await applyLanguage(3);
    // jsdom has no media playback and no layout.
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  });
  beforeEach(() => {
    useSession.setState({ token: 'token-1' });
    useNotice.setState({ current: null });
    vi.mocked(apiRequest).mockClear();
  });
  afterEach(() => cleanup());
}

const notFound = (): ApiRequestError =>
  new ApiRequestError({ code: 404, msg: 'Resource does not exist', kind: 'business', status: 404 });

export function detail(
  dramaId: number,
  count: number,
  options: { freeEpisodes?: number; history?: number } = {},
) {
  const free = options.freeEpisodes ?? count;
  const episodes = episodeStates(count, free, dramaId * 100);
  const data: DetailData = {
    drama: {
      drama_id: dramaId,
      title: 'Secrets of the Lu Family',
      synopsis: '',
      poster: `/posters/${dramaId}.webp`,
      status: 'completed',
      episode_count: count,
      free_episodes: free,
      tags: [],
      play_count: 1200,
      favorite_count: 30,
      episode_price: 60,
    },
    episodes,
    total_to_finish: (count - free) * 60,
    locked_count: count - free,
    is_favorite: 0,
    is_svip: 0,
    history: options.history === undefined ? null : { episode_number: options.history, position_ms: 0 },
    balance: { gold: 0, coin: 0 },
    next_release_at: null,
  };
  return data;
}

function episode(dramaId: number, number: number): EpisodeData {
  return {
    episode_id: dramaId * 100 + number,
    drama_id: dramaId,
    number,
    duration_ms: 90_000,
    url: `/media/${dramaId}/e/${number}/index.m3u8`,
    poster: '',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    position_ms: 0,
    subtitles: [],
    next: null,
  };
}

function quote(data: DetailData, number: number): UnlockQuoteData {
  return {
    drama_id: data.drama.drama_id,
    episode_id: data.drama.drama_id * 100 + number,
    number,
    price: 60,
    playable: 0,
    can_unlock: 0,
    blocked_by: 4,
    offers: [],
    balance: { gold: 0, coin: 0 },
    auto_unlock: { enabled: 0, daily_cap: 600, spent_today: 0 },
  };
}

/** A drama that exists: its detail, its episodes up to `count` (404 beyond), its quotes. */
export function serve(data: DetailData) {
  const count = data.episodes.length;
  api.answer = (name, body) => {
    if (name === 'detail') {
      if (body.drama_id !== data.drama.drama_id) throw notFound();
      return data;
    }
    if (name === 'episode') {
      const number = Number(body.number);
      if (number < 1 || number > count) throw notFound();
      return episode(data.drama.drama_id, number);
    }
    if (name === 'unlockQuote') {
      const number = Number(body.episode_id) - data.drama.drama_id * 100;
      return quote(data, number);
    }
    if (name === 'progress') return null;
    if (name === 'play') return { counted: 1 };
    throw new Error(`unexpected request ${name}`);
  };
}

export function open(url: string) {
  return renderRoutes(
    [
      { path: paths.videoPlay.path, Component: Play },
      { path: paths.home.path, Component: () => <p data-testid="home-page">home</p> },
    ],
    url,
  );
}

export const requests = (name: string): unknown[] =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter((call) => call[0] === name)
    .map((call) => call[1]);
export const toast = () => useNotice.getState().current;

export async function readyPlayer(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByTestId('player').dataset.state).toBe('ready'));
  return screen.getByTestId('player');
}
