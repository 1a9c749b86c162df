// @vitest-environment jsdom
/**
 * The storage bar under "Downloads use" measures the downloads: empty at 0 B even though the
 * site keeps other things (the audit saw a pink sliver at "0 B"). "Downloads use" counts only
 * what is stored (the audit saw 760 kB with nothing stored, 118 MB for one stopped copy), and a
 * fresh copy has 7 days left, not 8.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import type { SavedRights } from '../api/get-saved-rights.ts';

let records: DownloadRecord[] = [];
/** Bytes stored so far, by media key. */
let stored: Record<string, number> = {};
vi.mock('#web/lib/download-storage.ts', () => ({
  listDownloads: () => Promise.resolve(records),
  removeExpiredDownloads: () => Promise.resolve(),
  storedBytes: (mediaKey: string) => Promise.resolve(stored[mediaKey] ?? 0),
  renameDownloads: (dramaId: number, title: string) => {
    const stale = records.filter((r) => r.dramaId === dramaId && r.dramaTitle !== title);
    records = records.map((r) => (r.dramaId === dramaId ? { ...r, dramaTitle: title } : r));
    return Promise.resolve(stale.length);
  },
}));
/** What the server says of a series now (POST /video/detail, tested in saved-refresh.test.ts). */
const rights = vi.fn<(dramaId: number) => Promise<SavedRights>>();
vi.mock('../api/get-saved-rights.ts', () => ({ getSavedRights: (id: number) => rights(id) }));
vi.mock('../utils/download-queue.ts', () => ({
  startDownloads: () => Promise.resolve(),
  deleteDownload: (record: DownloadRecord) => {
    records = records.filter((r) => r.episodeId !== record.episodeId);
    return Promise.resolve();
  },
}));
vi.mock('../utils/background-downloads.ts', () => ({ followBackgroundDownloads: () => Promise.resolve() }));

const { DownloadsView } = await import('./downloads-view.tsx');
const { useDownloadProgress } = await import('../utils/download-progress.ts');

const MB = 1024 * 1024;

function setStorage(usage: number, quota: number): void {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: () => Promise.resolve({ usage, quota }) },
  });
}

function download(bytes: number): DownloadRecord {
  return {
    version: 1,
    userId: 7,
    dramaId: 1,
    dramaTitle: 'Drama 1',
    episodeId: 101,
    number: 1,
    durationMs: 60_000,
    mediaKey: 'k11',
    bytes,
    subtitles: [],
    savedAt: 0,
    expiresAt: Date.now() + 86_400_000,
    status: 'done',
  };
}

async function barWidth(): Promise<string> {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DownloadsView onPlay={() => undefined} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('downloads-free')).toBeTruthy());
  const fill = screen.getByTestId('downloads-storage').querySelector<HTMLElement>('.adm-progress-bar-fill');
  return fill?.style.width ?? 'none';
}

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'storage');
  useDownloadProgress.setState({ running: {} });
  stored = {};
  useSession.setState({ token: '' });
  queryClient.clear();
});

function renderView(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DownloadsView onPlay={() => undefined} />
    </QueryClientProvider>,
  );
  return client;
}

const usedBytes = () => Number(screen.getByTestId('downloads-used').getAttribute('data-bytes'));
const meta = () => screen.getByTestId('download-episode').textContent ?? '';

describe('DownloadsView storage bar', () => {
  it('is empty with no downloads, whatever else the site keeps', async () => {
    records = [];
    setStorage(40 * MB, 1000 * MB);
    expect(await barWidth()).toBe('0%');
  });

  it("fills with the downloads' share of the site's space", async () => {
    records = [download(100 * MB)];
    setStorage(140 * MB, 1000 * MB);
    expect(await barWidth()).toBe('10%');
  });
});

describe('DownloadsView "Downloads use"', () => {
  it('counts complete copies, and of unfinished ones only what is stored', async () => {
    records = [
      download(100 * MB),
      { ...download(118 * MB), episodeId: 102, number: 2, mediaKey: 'k12', status: 'failed' },
      { ...download(760 * 1024), episodeId: 103, number: 3, mediaKey: 'k13', status: 'downloading' },
      { ...download(50 * MB), episodeId: 104, number: 4, mediaKey: 'k14', status: 'downloading' },
    ];
    stored = { k12: 3 * MB, k13: 0, k14: 9 * MB };
    useDownloadProgress.setState({ running: { 103: { done: 0, total: 760 * 1024 } } });
    renderView();
    await waitFor(() => expect(usedBytes()).toBe(112 * MB));
  });

  it('is 0 B when nothing is stored yet', async () => {
    records = [{ ...download(760 * 1024), status: 'downloading' }];
    useDownloadProgress.setState({ running: { 101: { done: 0, total: 760 * 1024 } } });
    renderView();
    await screen.findByTestId('download-episode');
    expect(usedBytes()).toBe(0);
  });
});

describe('DownloadsView days left', () => {
  const DAY = 86_400_000;

  it('says 7 days for a copy saved just now, though its row appeared when the download began', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2026, 3, 1, 10, 0, 0);
    vi.setSystemTime(start);
    records = [{ ...download(MB), savedAt: start, expiresAt: start + 7 * DAY, status: 'downloading' }];
    const client = renderView();
    await screen.findByTestId('download-episode');
    // The copy is complete 20 s later: 7 days from then.
    const end = start + 20_000;
    vi.setSystemTime(end + 100);
    records = [{ ...download(MB), savedAt: end, expiresAt: end + 7 * DAY, status: 'done' }];
    await act(() => client.invalidateQueries({ queryKey: ['downloads'] }));
    await waitFor(() => expect(meta()).toContain('7 days left'));
  });

  it('says "Expires today" on its last day, "1 day left" while it goes tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date(2026, 3, 1, 10, 0, 0).getTime();
    vi.setSystemTime(now);
    records = [{ ...download(MB), expiresAt: new Date(2026, 3, 1, 22, 0, 0).getTime() }];
    renderView();
    await waitFor(() => expect(meta()).toContain('Expires today'));
    cleanup();
    records = [{ ...download(MB), expiresAt: new Date(2026, 3, 2, 9, 0, 0).getTime() }];
    renderView();
    await waitFor(() => expect(meta()).toContain('1 day left'));
  });
});

describe('DownloadsView online', () => {
  it('removes the copies no longer unlocked on this account and shows the titles in the current language', async () => {
    records = [8, 9, 10].map((number) => ({
      ...download(MB),
      dramaId: 2,
      dramaTitle: 'The True Heiress Returns',
      episodeId: 200 + number,
      number,
      mediaKey: `k2-${number}`,
      savedAt: Date.now() - 60_000,
    }));
    rights.mockResolvedValue({ title: '真千金归来', locked: new Set([208, 209]) });
    useSession.setState({ token: 'token-after-refund' });
    useNotice.setState({ current: null });
    render(
      <QueryClientProvider client={queryClient}>
        <DownloadsView onPlay={() => undefined} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('download-episode')).toHaveLength(1));
    expect(screen.getByTestId('download-episode').getAttribute('data-episode')).toBe('10');
    await waitFor(() => expect(screen.getByTestId('download-series').textContent).toContain('真千金归来'));
    expect(rights).toHaveBeenCalledTimes(1);
    expect(useNotice.getState().current?.message).toBe(
      '2 saved episodes were removed: they are no longer unlocked on this account',
    );
  });
});
