// @vitest-environment jsdom
/**
 * The play page and its address: an episode outside the drama (past the last, zero, not a
 * number), a drama that does not exist, other failures. What happens while it plays (sheets
 * over the next episode, the poster while loading): play-playback.test.tsx.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_ERRORS } from '#shared/api-codes.ts';
import { paths } from '#web/config/paths.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { api } from './play-api.testing.ts';
import { detail, open, readyPlayer, requests, serve, toast, setUpPlayPage } from './play.testing.tsx';

// The API client answers what `api.answer` says (play-api.testing.ts).
vi.mock('#web/lib/api-client.ts', async (importOriginal) =>
  (await import('./play-api.testing.ts')).mockedApiClient(await importOriginal<typeof ApiClientModule>()),
);
// No media in jsdom: the video element gets no source.
vi.mock('#web/components/hls-video/use-media-source.ts', () => ({ useMediaSource: () => undefined }));
vi.mock('#web/components/hls-video/media-source.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadHls: () => Promise.resolve({}),
  preloadHls: () => undefined,
}));

setUpPlayPage();

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
