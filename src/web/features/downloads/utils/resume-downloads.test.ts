/**
 * Downloads go on (decision 0056): the audit reloaded the tab mid-download and the records
 * stayed "downloading" for good. At the next start (and when the Downloads page lists them),
 * the current user's unfinished downloads that nobody downloads resume with fresh signed URLs.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { ok, requests, serve, setUpApiClientTests } from '#web/lib/api-client.testing.ts';
import { useSession } from '#web/stores/session.ts';
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

setUpApiClientTests();
let locks: FakeLocks;

/** The server: a plan of the episodes asked for (drama 2), and 100 bytes for every media file. */
function serveServer(): void {
  serve((request) => {
    if (!request.url.includes('/video/download')) return new Response('x'.repeat(100));
    const body = JSON.parse(request.body) as { count: number; from: number };
    const episodes = Array.from({ length: body.count }, (_, i) => planEpisode(body.from + i));
    return ok({ drama_id: 2, episodes, locked_from: null });
  });
}

const planRequests = () =>
  requests.filter((r) => r.url.includes('/video/download')).map((r) => JSON.parse(r.body) as object);

beforeEach(() => {
  emptyDevice(device);
  locks = new FakeLocks();
  installPage(locks);
  useSession.setState({ userId: 7 });
});

describe('resumeDownloads', () => {
  // One module for the file (the session and the API client are its own): episodes differ per test.
  it("resumes this user's unfinished downloads, not others', not saved ones, not for want of space", async () => {
    serveServer();
    const [one, two, three, four, five] = [1, 2, 3, 4, 5].map((n) => planEpisode(n));
    if (!one || !two || !three || !four || !five) throw new Error('no episodes');
    device.records.set(one.episode_id, recordOf(one, 'downloading'));
    device.records.set(two.episode_id, recordOf(two, 'failed'));
    device.records.set(three.episode_id, recordOf(three, 'downloading', 8));
    device.records.set(four.episode_id, recordOf(four, 'done'));
    const full: DownloadRecord & { failure: string } = { ...recordOf(five, 'failed'), failure: 'storage' };
    device.records.set(five.episode_id, full);

    const { resumeDownloads } = await import('./resume-downloads.ts');
    expect(await resumeDownloads()).toBe(2);
    expect(planRequests()).toEqual([{ drama_id: 2, count: 2, from: 1 }]);
    await vi.waitFor(() => {
      expect(device.records.get(one.episode_id)?.status).toBe('done');
      expect(device.records.get(two.episode_id)?.status).toBe('done');
    });
    expect(device.records.get(three.episode_id)?.status).toBe('downloading');
    expect(device.records.get(five.episode_id)?.status).toBe('failed');
    // Once per page: asked again, nothing more.
    expect(await resumeDownloads()).toBe(0);
  });

  it('leaves an episode another tab downloads to that tab', async () => {
    serveServer();
    const one = planEpisode(11);
    device.records.set(one.episode_id, recordOf(one, 'downloading'));
    let letGo = (): void => undefined;
    void locks.request(`enjoy-download-${one.episode_id}`, () => new Promise<void>((r) => (letGo = r)));

    const { resumeDownloads } = await import('./resume-downloads.ts');
    expect(await resumeDownloads()).toBe(0);
    expect(planRequests()).toEqual([]);
    letGo();
  });

  it('waits for the next start when the server cannot be asked', async () => {
    serve(() => new Response('down', { status: 503 }));
    const one = planEpisode(21);
    device.records.set(one.episode_id, recordOf(one, 'downloading'));
    const { resumeDownloads } = await import('./resume-downloads.ts');
    expect(await resumeDownloads()).toBe(0);
    expect(device.records.get(one.episode_id)?.status).toBe('downloading');
  });
});
