// @vitest-environment jsdom
/**
 * The play page while it plays: a sheet open when the episode ends stays over the next one,
 * the address follows; the poster while an episode loads. The address itself: play.test.tsx.
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EpisodeData } from '#shared/contract/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { api } from './play-api.testing.ts';
import { detail, open, readyPlayer, requests, serve, setUpPlayPage, toast } from './play.testing.tsx';

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

  it('the last episode out counts to the series length, and its end says when the next comes', async () => {
    const data = detail(98, 3);
    const at = '2026-12-01T12:00:00.000Z';
    serve({ ...data, drama: { ...data.drama, status: 'ongoing', episode_count: 5 }, next_release_at: at });
    const router = open(`${paths.videoPlay.path}?drama_id=98&ep=3`);
    await readyPlayer();
    expect(screen.getByTestId('player-episode').textContent).toBe('EP 3 / 5 episodes');
    await playToEnd();
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(at),
    );
    await waitFor(() => expect(toast()?.message).toBe(`Episode 4 comes out ${when}`));
    expect(screen.getByTestId('player').dataset.episode).toBe('3');
    expect(router.state.location.search).toBe('?drama_id=98&ep=3');
  });
});

describe('/pages/video/play: the episode on screen starts first', () => {
  /** The page of episode `n` in the pager. */
  const page = (n: number): HTMLElement => {
    const found = document.querySelector<HTMLElement>(`[data-role][data-episode="${n}"]`);
    if (!found) throw new Error(`no page for episode ${n}`);
    return found;
  };

  it('preloads the next episode after the first frame; the one left keeps its source till then', async () => {
    serve(detail(97, 12));
    const served = api.answer;
    // Every episode's answer names the next one as playable (preloadable).
    api.answer = (name, body) => {
      const answer = served(name, body);
      if (name !== 'episode') return answer;
      const { next: _none, ...episode } = answer as EpisodeData;
      const number = episode.number + 1;
      return { ...episode, next: { ...episode, episode_id: episode.episode_id + 1, number } };
    };
    open(`${paths.videoPlay.path}?drama_id=97&ep=1`);
    await readyPlayer();
    await waitFor(() => expect(requests('episode')).toContainEqual({ drama_id: 97, number: 1 }));
    // Before episode 1's first frame the next page waits, without a <video> of its own.
    expect(page(2).dataset.role).toBe('idle');
    expect(page(2).querySelector('video')).toBeNull();
    fireEvent.playing(screen.getByTestId('player-video'));
    await waitFor(() => expect(page(2).dataset.role).toBe('preload'));
    expect(page(2).querySelector('video')).not.toBeNull();

    // On to episode 2: episode 1 holds its source and 3 waits, until 2 plays.
    fireEvent.ended(screen.getByTestId('player-video'));
    await waitFor(() => expect(screen.getByTestId('player').dataset.episode).toBe('2'));
    expect(page(1).dataset.role).toBe('preload');
    expect(page(3).dataset.role).toBe('idle');
    expect(page(3).querySelector('video')).toBeNull();
    fireEvent.playing(screen.getByTestId('player-video'));
    await waitFor(() => expect(page(3).dataset.role).toBe('preload'));
    expect(page(1).dataset.role).toBe('idle');
    // Its element stays, for a swipe back.
    expect(page(1).querySelector('video')).not.toBeNull();
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

  /** The detail of `dramaId` naming episode `number` as its signed start (decision 0046). */
  function withStart(dramaId: number, number: number, expiresInS: number) {
    const data = { ...detail(dramaId, 12, { history: number }) };
    data.start = {
      episode_id: dramaId * 100 + number,
      drama_id: dramaId,
      number,
      duration_ms: 90_000,
      url: `/media/${dramaId}/e/${number}/index.m3u8`,
      poster: `/media/x/e/${dramaId}-${number}/poster.webp`,
      expires_at: Math.floor(Date.now() / 1000) + expiresInS,
      position_ms: 0,
      subtitles: [],
    };
    serve(data);
    // The episode's own answer never comes.
    const served = api.answer;
    api.answer = (name, body) => (name === 'episode' ? new Promise(() => undefined) : served(name, body));
  }

  it("uses the detail's signed start episode while the episode's answer is on its way", async () => {
    withStart(126, 3, 3600);
    open(`${paths.videoPlay.path}?drama_id=126`);
    await readyPlayer();
    expect(screen.getByTestId('player').dataset.episode).toBe('3');
    const poster = await screen.findByTestId('player-poster');
    await waitFor(() => expect(poster.getAttribute('src')).toBe('/media/x/e/126-3/poster.webp'));
    // The opening is still recorded by the episode's own request.
    expect(requests('episode')).toContainEqual({ drama_id: 126, number: 3 });
  });

  it('not for another episode than the one shown, nor once its URL is about to expire', async () => {
    withStart(136, 3, 3600);
    open(`${paths.videoPlay.path}?drama_id=136&ep=4`);
    await readyPlayer();
    expect(screen.getByTestId('player').dataset.episode).toBe('4');
    expect((await screen.findByTestId('player-poster')).getAttribute('src')).toBe('/posters/136.webp');
    cleanup();

    withStart(146, 3, 30);
    open(`${paths.videoPlay.path}?drama_id=146`);
    await readyPlayer();
    expect(screen.getByTestId('player').dataset.episode).toBe('3');
    expect((await screen.findByTestId('player-poster')).getAttribute('src')).toBe('/posters/146.webp');
  });
});
