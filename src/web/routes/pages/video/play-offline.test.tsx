// @vitest-environment jsdom
/**
 * The play page without the network: an episode saved on the device offers its saved copy (the
 * offline player), any other says it is not downloaded instead of spinning, and the player
 * picks up by itself when the network is back; opened offline, a saved episode goes straight
 * to its copy. A download sheet open when the episode ends stays open over the next one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { paths } from '#web/config/paths.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import type * as DownloadStorage from '#web/lib/download-storage.ts';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { sheetOf } from '#web/lib/sheet-history.ts';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';
import { detail, readyPlayer, requests, serve, setUpPlayPage } from './play.testing.tsx';
import { Component as Play } from './play.tsx';

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
// The episodes saved on the device (Cache Storage, which jsdom has not).
let records: DownloadRecord[] = [];
vi.mock('#web/lib/download-storage.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadStorage>()),
  downloadsSupported: () => true,
  listDownloads: () => Promise.resolve(records),
}));

setUpPlayPage();

afterEach(() => {
  records = [];
  onlineManager.setOnline(true);
  useOfflineScreen.setState({ offline: false, holders: [], shown: false });
});

function saved(dramaId: number, number: number, over: Partial<DownloadRecord> = {}): DownloadRecord {
  return {
    version: 1,
    userId: 1,
    dramaId,
    dramaTitle: 'Secrets of the Lu Family',
    episodeId: dramaId * 100 + number,
    number,
    durationMs: 90_000,
    mediaKey: `k${dramaId}x${number}`,
    bytes: 1000,
    subtitles: [],
    savedAt: 0,
    expiresAt: Date.now() + 86_400_000,
    status: 'done',
    ...over,
  };
}

function open(url: string) {
  return renderRoutes(
    [
      { path: paths.videoPlay.path, Component: Play },
      { path: paths.downloads.path, Component: () => <p data-testid="downloads-page">downloads</p> },
      { path: paths.downloadPlay.path, Component: () => <p data-testid="download-play-page">copy</p> },
    ],
    url,
  );
}

/** The network goes (or comes back), as the browser and the app shell see it. */
function setNetwork(online: boolean): void {
  act(() => {
    onlineManager.setOnline(online);
    useOfflineScreen.setState({ offline: !online });
  });
}

const spinnerShown = (): boolean =>
  document.querySelector('[data-role="active"] [class*="spinner"]') !== null;

describe('/pages/video/play offline: swiping to an episode', () => {
  it('not saved: says so with the way to the downloads, not a spinner; back online, it plays', async () => {
    records = [saved(41, 1), saved(41, 2), saved(41, 3)];
    serve(detail(41, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=41&ep=3`);
    await readyPlayer();
    await waitFor(() => expect(requests('episode')).toContainEqual({ drama_id: 41, number: 3 }));

    setNetwork(false);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByTestId('player').dataset.episode).toBe('4'));
    const panel = await screen.findByTestId('player-offline');
    expect(panel.dataset.saved).toBe('false');
    expect(panel.textContent).toContain('No connection: this episode is not downloaded');
    expect(screen.getByTestId('player-offline-retry').textContent).toBe('Try again');
    expect(spinnerShown()).toBe(false);
    expect(requests('episode')).not.toContainEqual({ drama_id: 41, number: 4 });

    setNetwork(true);
    await waitFor(() => expect(requests('episode')).toContainEqual({ drama_id: 41, number: 4 }));
    await waitFor(() => expect(screen.queryByTestId('player-offline')).toBeNull());

    setNetwork(false);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByTestId('player-offline-downloads'));
    await screen.findByTestId('downloads-page');
    expect(router.state.location.pathname).toBe(paths.downloads.path);
  });

  it('saved: offers the saved copy, which opens in the offline player in its place', async () => {
    records = [saved(43, 1), saved(43, 2), saved(43, 3)];
    serve(detail(43, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=43&ep=3`);
    await readyPlayer();

    setNetwork(false);
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getByTestId('player').dataset.episode).toBe('2'));
    const panel = await screen.findByTestId('player-offline');
    await waitFor(() => expect(panel.dataset.saved).toBe('true'));
    expect(panel.textContent).toContain('This episode is saved on this device');
    fireEvent.click(screen.getByTestId('player-offline-play-saved'));

    await screen.findByTestId('download-play-page');
    expect(router.state.location.pathname).toBe(paths.downloadPlay.path);
    expect(router.state.location.search).toBe('?episode=4302');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a copy still downloading or expired does not count as saved', async () => {
    records = [saved(45, 2, { status: 'downloading' }), saved(45, 4, { expiresAt: Date.now() - 1 })];
    serve(detail(45, 12));
    open(`${paths.videoPlay.path}?drama_id=45&ep=3`);
    await readyPlayer();
    setNetwork(false);
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect((await screen.findByTestId('player-offline')).dataset.saved).toBe('false');
  });
});

describe('/pages/video/play opened offline', () => {
  it('an episode saved on the device: its copy plays, in the play page’s place', async () => {
    records = [saved(47, 1), saved(47, 2)];
    serve(detail(47, 12));
    setNetwork(false);
    const router = open(`${paths.videoPlay.path}?drama_id=47&ep=2`);

    await screen.findByTestId('download-play-page');
    expect(router.state.location.search).toBe('?episode=4702');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests('detail')).toEqual([]);
  });

  it('an episode not saved: says so (the page holds the screen), and loads once back online', async () => {
    records = [saved(49, 1)];
    serve(detail(49, 12));
    setNetwork(false);
    open(`${paths.videoPlay.path}?drama_id=49&ep=5`);

    const panel = await screen.findByTestId('player-offline');
    expect(panel.dataset.saved).toBe('false');
    expect(screen.getByTestId('player').dataset.state).toBe('offline');
    // The shell shows no "network signal lost" placeholder over it.
    expect(useOfflineScreen.getState().holders).toEqual([{ banner: 'page' }]);

    setNetwork(true);
    const player = await readyPlayer();
    expect(player.dataset.episode).toBe('5');
    expect(screen.queryByTestId('player-offline')).toBeNull();
  });
});

describe('/pages/video/play: the download sheet when the episode ends', () => {
  it('stays open over the next episode, from the episode it was opened on; closed, the address follows', async () => {
    serve(detail(51, 12));
    const router = open(`${paths.videoPlay.path}?drama_id=51&ep=2`);
    await readyPlayer();
    fireEvent.click(screen.getByTestId('download-open'));
    const sheet = await screen.findByTestId('download-sheet');
    await waitFor(() => expect(sheetOf(window.history.state)).toBeDefined());

    const video = await screen.findByTestId('player-video');
    await waitFor(() => expect(requests('episode').length).toBeGreaterThan(0));
    fireEvent.playing(video);
    fireEvent.ended(video);

    await waitFor(() => expect(screen.getByTestId('player').dataset.episode).toBe('3'));
    await waitFor(() => expect(requests('episode')).toContainEqual({ drama_id: 51, number: 3 }));
    // Still open (its history entry held), still offering what it offered.
    expect(screen.getByTestId('download-sheet')).toBe(sheet);
    expect(sheetOf(window.history.state)).toBeDefined();
    expect(sheet.textContent).toContain('Starting at episode 2');
    expect(router.state.location.search).toBe('?drama_id=51&ep=2');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?drama_id=51&ep=3'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
