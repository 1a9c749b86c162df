// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_ERRORS } from '#shared/api-codes.ts';
import type { DetailData, EpisodeData } from '#shared/contract/catalogue.ts';
import type { UnlockQuoteData } from '#shared/contract/wallet.ts';
import { paths } from '#web/config/paths.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { Component as Play } from './play.tsx';
import { episodeStates } from '#web/testing/fixtures.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';

/** What the mocked API client answers, per call; each test sets its own. */
const api = vi.hoisted(() => ({
  answer: (name: string, body: Record<string, unknown>): unknown => {
    throw new Error(`unexpected request ${name} ${JSON.stringify(body)}`);
  },
}));

// Like the real client, a failure is toasted unless the call was made `silent` or its code is
// one of the call's `quietCodes`.
vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  const { notify } = await import('#web/lib/notify.ts');
  const { ApiRequestError: RequestError } = await import('#web/lib/api-error.ts');
  return {
    ...actual,
    apiRequest: vi.fn(
      async (name: string, body: Record<string, unknown>, options?: ApiClientModule.RequestOptions) => {
        await Promise.resolve();
        try {
          return api.answer(name, body);
        } catch (error) {
          if (
            error instanceof RequestError &&
            options?.silent !== true &&
            !options?.quietCodes?.includes(error.code)
          ) {
            notify(error.msg);
          }
          throw error;
        }
      },
    ),
  };
});

// No media in jsdom: the video element gets no source.
vi.mock('#web/components/hls-video/use-media-source.ts', () => ({ useMediaSource: () => undefined }));
vi.mock('#web/components/hls-video/media-source.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadHls: () => Promise.resolve({}),
}));

const notFound = (): ApiRequestError =>
  new ApiRequestError({ code: 404, msg: 'Resource does not exist', kind: 'business', status: 404 });

function detail(dramaId: number, count: number, options: { freeEpisodes?: number; history?: number } = {}) {
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
function serve(data: DetailData) {
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
    throw new Error(`unexpected request ${name}`);
  };
}

function open(url: string) {
  return renderRoutes(
    [
      { path: paths.videoPlay.path, Component: Play },
      { path: paths.home.path, Component: () => <p data-testid="home-page">home</p> },
    ],
    url,
  );
}

const requests = (name: string): unknown[] =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter((call) => call[0] === name)
    .map((call) => call[1]);
const toast = () => useNotice.getState().current;

async function readyPlayer(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByTestId('player').dataset.state).toBe('ready'));
  return screen.getByTestId('player');
}

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

// Each test uses its own drama: the tab remembers the last episode of each drama it played.
describe('/pages/video/play: an episode outside the drama', () => {
  it('past the last episode: plays the last one, the address replaced, without a toast', async () => {
    serve(detail(6, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=6&ep=99`);

    const player = await readyPlayer();
    expect(player.dataset.episode).toBe('12');
    expect(screen.getByTestId('player-episode').textContent).toBe('EP 12 / 12 episodes');
    await waitFor(() => expect(router.state.location.search).toBe('?drama_id=6&ep=12'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(requests('episode')).toContainEqual({ drama_id: 6, number: 12 }));
    expect(toast()).toBeNull();
  });

  it('past the last episode, which is locked: its locked sheet, without a toast', async () => {
    const data = detail(16, 12, { freeEpisodes: 3 });
    serve(data);
    const router = open(`${paths.videoPlay.path}?drama_id=16&ep=99`);

    const player = await readyPlayer();
    expect(player.dataset.episode).toBe('12');
    const sheet = await screen.findByTestId('locked-sheet');
    expect(sheet.textContent).toContain('Episode 12 is locked');
    await waitFor(() => expect(router.state.location.search).toBe('?drama_id=16&ep=12'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast()).toBeNull();
  });

  it.each([
    ['0', 26],
    ['-3', 27],
  ])('ep=%s: the first episode, even with a history elsewhere', async (ep, dramaId) => {
    serve(detail(dramaId, 12, { history: 5 }));
    const router = open(`${paths.videoPlay.path}?drama_id=${dramaId}&ep=${ep}`);

    const player = await readyPlayer();
    expect(player.dataset.episode).toBe('1');
    await waitFor(() => expect(router.state.location.search).toBe(`?drama_id=${dramaId}&ep=1`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast()).toBeNull();
  });

  it('a non-numeric ep counts as none: resumes from the history, the address left alone', async () => {
    serve(detail(36, 12, { history: 5 }));
    const router = open(`${paths.videoPlay.path}?drama_id=36&ep=abc`);

    const player = await readyPlayer();
    expect(player.dataset.episode).toBe('5');
    await waitFor(() => expect(requests('episode')).toContainEqual({ drama_id: 36, number: 5 }));
    expect(router.state.location.search).toBe('?drama_id=36&ep=abc');
    expect(router.state.historyAction).toBe('POP');
    expect(toast()).toBeNull();
  });

  it('an episode inside the drama: played, the address kept', async () => {
    serve(detail(46, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=46&ep=7`);

    const player = await readyPlayer();
    expect(player.dataset.episode).toBe('7');
    expect(router.state.location.search).toBe('?drama_id=46&ep=7');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('/pages/video/play: a drama that does not exist', () => {
  it('says so, without a toast, and leads home', async () => {
    serve(detail(6, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=999&ep=3`);

    const title = await screen.findByRole('heading', {
      name: "This drama doesn't exist or is no longer available",
    });
    expect(title.closest('[role="status"]')?.textContent).toContain('It may have been removed.');
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    // Both the drama and the episode of the address answered 404: neither is a toast.
    await waitFor(() => expect(requests('episode')).toContainEqual({ drama_id: 999, number: 3 }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(toast()).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    });
    expect(router.state.location.pathname).toBe(paths.home.path);
    expect(await screen.findByTestId('home-page')).toBeTruthy();
  });

  it('any other failure keeps the load-failed state with a retry (and the toast)', async () => {
    const data = detail(56, 12);
    serve(data);
    let failures = 1;
    const served = api.answer;
    api.answer = (name, body) => {
      if (name === 'detail' && failures-- > 0) {
        throw new ApiRequestError({
          code: API_ERRORS.internal.code,
          msg: 'Unknown system error',
          kind: 'business',
          status: 500,
        });
      }
      return served(name, body);
    };
    open(`${paths.videoPlay.path}?drama_id=56`);

    expect(await screen.findByText("Couldn't load this drama")).toBeTruthy();
    expect(screen.getByTestId('player').dataset.state).toBe('error');
    expect(toast()?.message).toBe('Unknown system error');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const player = await readyPlayer();
    expect(player.dataset.episode).toBe('1');
  });
});
