// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    if (name === 'progress') return null;
    if (name === 'play') return { counted: 1 };
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

/** The video on screen plays, then reaches its end (jsdom plays nothing by itself). */
async function playToEnd(): Promise<void> {
  const video = await screen.findByTestId('player-video');
  await waitFor(() => expect(requests('episode').length).toBeGreaterThan(0));
  fireEvent.playing(video);
  fireEvent.ended(video);
}

describe('/pages/video/play: a sheet open when the episode ends', () => {
  it('the episode grid stays open over the next episode, marks it, and keeps the range chosen', async () => {
    const data = detail(66, 40);
    serve(data);
    const router = open(`${paths.videoPlay.path}?drama_id=66&ep=2`);
    await readyPlayer();
    fireEvent.click(screen.getByTestId('episode-grid-open'));
    const grid = await screen.findByTestId('episode-grid');
    // The viewer looks at the second range (31-40) when episode 2 ends.
    fireEvent.click(within(grid).getByRole('tab', { name: '31–40' }));
    await playToEnd();

    await waitFor(() => expect(screen.getByTestId('player').dataset.episode).toBe('3'));
    expect(screen.getByTestId('episode-grid')).toBe(grid);
    expect(grid.dataset.open).toBe('true');
    expect(within(grid).getByRole('tab', { name: '31–40' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('player-episode').textContent).toBe('EP 3 / 40 episodes');
    await waitFor(() => expect(requests('episode')).toContainEqual({ drama_id: 66, number: 3 }));
    // The address waits for the sheet (changing it would close it), then follows.
    expect(router.state.location.search).toBe('?drama_id=66&ep=2');

    // The choice is still the viewer's: episode 33 from the range they were in.
    fireEvent.click(within(grid).getByTestId('episode-cell-33'));
    await waitFor(() => expect(screen.getByTestId('player').dataset.episode).toBe('33'));
    await waitFor(() => expect(router.state.location.search).toBe('?drama_id=66&ep=33'));
  });

  it('the grid closed after an auto-next brings the address to the episode playing', async () => {
    serve(detail(76, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=76&ep=4`);
    await readyPlayer();
    fireEvent.click(screen.getByTestId('episode-grid-open'));
    await screen.findByTestId('episode-grid');
    await playToEnd();
    await waitFor(() => expect(screen.getByTestId('player').dataset.episode).toBe('5'));
    expect(screen.getByTestId('episode-grid').dataset.open).toBe('true');
    expect(screen.getByTestId('episode-cell-5').getAttribute('aria-current')).toBe('true');

    fireEvent.click(document.querySelector('.adm-popup-close-icon') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?drama_id=76&ep=5'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the speed sheet stays open over the next episode, and the speed chosen then applies to it', async () => {
    serve(detail(86, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=86&ep=1`);
    await readyPlayer();
    fireEvent.click(screen.getByTestId('speed-open'));
    const sheet = await screen.findByTestId('speed-sheet');
    await playToEnd();
    await waitFor(() => expect(screen.getByTestId('player').dataset.episode).toBe('2'));
    expect(screen.getByTestId('speed-sheet')).toBe(sheet);
    expect(sheet.dataset.open).toBe('true');

    fireEvent.click(within(sheet).getByTestId('speed-1.5'));
    await waitFor(() => expect(router.state.location.search).toBe('?drama_id=86&ep=2'));
    expect(sheet.dataset.open).toBe('false');
    const video = screen.getByTestId('player-video') as HTMLVideoElement;
    expect(video.closest('[data-episode]')?.getAttribute('data-episode')).toBe('2');
    expect(video.playbackRate).toBe(1.5);
    expect(screen.getByTestId('speed-open').getAttribute('aria-label')).toBe('Speed: 1.5x');
  });

  it('without a sheet, the next episode starts and the address follows at once', async () => {
    serve(detail(96, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=96&ep=1`);
    await readyPlayer();
    await playToEnd();
    await waitFor(() => expect(router.state.location.search).toBe('?drama_id=96&ep=2'));
    expect(screen.getByTestId('player').dataset.episode).toBe('2');
  });
});

describe('/pages/video/play: the poster while an episode loads', () => {
  it("is the episode's frame, in an image under the video (which has no poster of its own)", async () => {
    const data = detail(106, 12);
    serve(data);
    const served = api.answer;
    api.answer = (name, body) => {
      const answer = served(name, body);
      return name === 'episode'
        ? { ...(answer as EpisodeData), poster: '/media/x/e/106-2/poster.webp' }
        : answer;
    };
    open(`${paths.videoPlay.path}?drama_id=106&ep=2`);
    await readyPlayer();

    const poster = await screen.findByTestId('player-poster');
    await waitFor(() => expect(poster.getAttribute('src')).toBe('/media/x/e/106-2/poster.webp'));
    const video = screen.getByTestId('player-video');
    expect(video.hasAttribute('poster')).toBe(false);
    // Under the video, in the same page of the pager; every control comes later, above it.
    expect(poster.parentElement).toBe(video.parentElement);
    expect(poster.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      poster.compareDocumentPosition(screen.getByTestId('episode-grid-open')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows the drama's poster until the episode's answer is there", async () => {
    serve(detail(116, 12));
    const served = api.answer;
    api.answer = (name, body) => {
      if (name === 'episode') throw new Error('not yet');
      return served(name, body);
    };
    open(`${paths.videoPlay.path}?drama_id=116&ep=2`);
    await readyPlayer();
    const poster = await screen.findByTestId('player-poster');
    expect(poster.getAttribute('src')).toBe('/posters/116.webp');
  });
});
