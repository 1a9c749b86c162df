/**
 * The page's download queue (decision 0043, 0056): a full device stops the downloads and says
 * why, with no uncaught error (the audit: every row "stopped", an uncaught "Quota exceeded.");
 * a second tab shows the first one's downloads as running and never starts a second copy (the
 * audit: "Download stopped" in tab 2, and its retry downloaded the episode again); episodes
 * saved already are not downloaded again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { noAnswer, setupTestNetwork, type RecordedRequest } from '#web/testing/network.ts';
import { episodeState, failureOf } from './download-groups.ts';
import {
  emptyDevice,
  FakeLocks,
  installPage,
  planEpisode,
  recordOf,
  type MemoryDevice,
} from './downloads.testing.ts';

const device = vi.hoisted<MemoryDevice>(() => ({ files: new Map(), records: new Map(), full: false }));
vi.mock('#web/lib/download-storage.ts', async () =>
  (await import('./downloads.testing.ts')).memoryStorage(device),
);
vi.mock('#web/components/hls-video/media-source.ts', () => ({ loadHls: () => Promise.resolve() }));

const network = setupTestNetwork();
const drama = { dramaId: 2, title: 'Drama 2' };
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};

/** Every media request answered with 100 bytes, except those `hold` keeps unanswered. */
function serveMedia(hold: (request: RecordedRequest) => boolean = () => false): void {
  network.serve((request) => (hold(request) ? noAnswer() : new Response('x'.repeat(100))));
}

async function settled(): Promise<void> {
  await vi.waitFor(() => {
    expect([...device.records.values()].some((r) => r.status === 'downloading')).toBe(false);
  });
}

beforeAll(async () => {
  await applyLanguage(3);
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});
beforeEach(() => {
  emptyDevice(device);
  unhandled.length = 0;
  useNotice.setState({ current: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a full device', () => {
  it('stops every download, says so once, and the rows say why', async () => {
    installPage(new FakeLocks());
    serveMedia();
    device.full = 'files';
    const { startDownloads } = await import('./download-queue.ts');
    const outcome = await startDownloads([planEpisode(1), planEpisode(2)], drama, 7);
    expect(outcome).toEqual({ downloading: 2, saved: 0, storageFull: false });
    await settled();

    const records = [...device.records.values()];
    expect(records.map((r) => [r.number, r.status, failureOf(r)])).toEqual([
      [1, 'failed', 'storage'],
      [2, 'failed', 'storage'],
    ]);
    expect(records.map((r) => episodeState(r, undefined))).toEqual([
      { kind: 'failed', reason: 'storage' },
      { kind: 'failed', reason: 'storage' },
    ]);
    expect(useNotice.getState().current).toMatchObject({
      kind: 'error',
      message: 'Not enough storage on this phone: delete some downloads and try again',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });

  it('refuses to start when not even the record fits, without an uncaught error', async () => {
    installPage(new FakeLocks());
    serveMedia();
    device.full = 'everything';
    const { startDownloads } = await import('./download-queue.ts');
    await expect(startDownloads([planEpisode(3)], drama, 7)).resolves.toEqual({
      downloading: 0,
      saved: 0,
      storageFull: true,
    });
    expect(useNotice.getState().current?.message).toBe(
      'Not enough storage on this phone: delete some downloads and try again',
    );
    expect(network.requests).toEqual([]);
  });
});

describe('episodes saved already', () => {
  it('are skipped, and counted as saved', async () => {
    installPage(new FakeLocks());
    serveMedia();
    const saved = planEpisode(4);
    device.records.set(saved.episode_id, recordOf(saved, 'done'));
    const { startDownloads } = await import('./download-queue.ts');
    const outcome = await startDownloads([saved, planEpisode(5)], drama, 7);
    expect(outcome).toEqual({ downloading: 1, saved: 1, storageFull: false });
    await settled();
    expect(network.requests.map((r) => r.url).filter((u) => u.includes('/k2-4/'))).toEqual([]);
    expect(device.records.get(planEpisode(5).episode_id)?.status).toBe('done');
  });
});

describe('two tabs', () => {
  it("show one tab's download as running in the other, which never downloads it again", async () => {
    const locks = new FakeLocks();
    installPage(locks);
    const episode = planEpisode(6);
    // Tab 1 has the playlist, and waits for the segment.
    serveMedia((request) => request.url.endsWith('seg_0000.m4s'));
    vi.resetModules();
    const tab1 = await import('./download-queue.ts');
    await tab1.startDownloads([episode], drama, 7);
    await vi.waitFor(() => expect(network.requests.length).toBe(2));

    vi.resetModules();
    const tab2 = {
      queue: await import('./download-queue.ts'),
      tabs: await import('./download-tabs.ts'),
      progress: await import('./download-progress.ts'),
    };
    const live = () => tab2.progress.useDownloadProgress.getState().running[episode.episode_id];
    expect(await tab2.tabs.followOtherTabs()).toEqual(new Set([episode.episode_id]));
    const record = device.records.get(episode.episode_id);
    if (!record) throw new Error('no record');
    expect(episodeState(record, live())).toMatchObject({ kind: 'downloading' });
    // Tab 1 tells how far it is when asked.
    await vi.waitFor(() => expect(live()).toEqual({ done: 100, total: 208 }));

    // Asked again in tab 2 (its retry, or the chooser): counted as downloading, nothing fetched.
    const asked = network.requests.length;
    await expect(tab2.queue.startDownloads([episode], drama, 7)).resolves.toEqual({
      downloading: 1,
      saved: 0,
      storageFull: false,
    });
    expect(network.requests.length).toBe(asked);
    expect(tab2.queue.downloadsHere(episode.episode_id)).toBe(false);

    // Tab 1 lets go (here: deleted): tab 2 stops showing it.
    await tab1.deleteDownload(record);
    await vi.waitFor(() => expect(live()).toBeUndefined());
    expect(locks.held).toEqual([]);
  });

  it('degrade without Web Locks: each tab downloads on its own as before', async () => {
    installPage(undefined);
    serveMedia();
    vi.resetModules();
    const { startDownloads } = await import('./download-queue.ts');
    await startDownloads([planEpisode(7)], drama, 7);
    await settled();
    expect(device.records.get(planEpisode(7).episode_id)?.status).toBe('done');
  });
});
