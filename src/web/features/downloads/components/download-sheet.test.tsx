// @vitest-environment jsdom
/**
 * The download chooser (the audit: at most 10 episodes per request, and episodes saved already
 * downloaded again with "Downloading 3 episodes"): "Download all unlocked episodes" chains the
 * requests of 10 until the server names the locked episode; the chooser lists the episodes
 * saved already, and says so when nothing new is downloaded. And its promise about leaving.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadRequest } from '#shared/contract/download.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import type { StartOutcome } from '../utils/download-queue.ts';
import { planEpisode, recordOf } from '../utils/downloads.testing.ts';

const download = vi.hoisted(() => vi.fn<(body: DownloadRequest) => Promise<unknown>>());
const startDownloads = vi.hoisted(() => vi.fn<(episodes: readonly unknown[]) => Promise<StartOutcome>>());
const records = vi.hoisted<{ list: DownloadRecord[] }>(() => ({ list: [] }));

vi.mock('#web/lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn((name: string, body: DownloadRequest) =>
    name === 'download' ? download(body) : Promise.reject(new Error(`unexpected request ${name}`)),
  ),
}));
vi.mock('#web/lib/download-storage.ts', () => ({
  downloadsSupported: () => true,
  listDownloads: () => Promise.resolve(records.list),
}));
vi.mock('../utils/download-queue.ts', () => ({ startDownloads }));

const { DownloadSheet } = await import('./download-sheet.tsx');

/** Drama 2 has 30 episodes; 25 on are locked. */
function answerPlans(): void {
  download.mockImplementation((body) => {
    const from = body.from ?? 1;
    const numbers = Array.from({ length: body.count }, (_, i) => from + i).filter((n) => n < 25);
    return Promise.resolve({
      drama_id: 2,
      episodes: numbers.map((n) => planEpisode(n)),
      locked_from: numbers.length < body.count ? 25 : null,
    });
  });
}

function open(fromEpisode: number): void {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DownloadSheet
        visible
        onClose={() => undefined}
        dramaId={2}
        dramaTitle="Drama 2"
        fromEpisode={fromEpisode}
        onOpenDownloads={() => undefined}
      />
    </QueryClientProvider>,
  );
}

const toast = () => useNotice.getState().current?.message;

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  records.list = [];
  download.mockReset();
  startDownloads.mockReset();
  useNotice.setState({ current: null });
});
afterEach(cleanup);

describe('DownloadSheet', () => {
  it('downloads every unlocked episode from the one on screen, ten per request', async () => {
    answerPlans();
    startDownloads.mockImplementation((episodes) =>
      Promise.resolve({ downloading: episodes.length, saved: 0, storageFull: false }),
    );
    open(3);
    fireEvent.click(screen.getByTestId('download-all'));
    await waitFor(() => expect(toast()).toBe('Downloading 22 episodes; episode 25 is locked'));
    expect(download.mock.calls.map(([body]) => [body.from, body.count])).toEqual([
      [3, 10],
      [13, 10],
      [23, 10],
    ]);
    const numbers = (startDownloads.mock.calls[0]?.[0] ?? []).map((e) => (e as { number: number }).number);
    expect(numbers).toEqual(Array.from({ length: 22 }, (_, i) => i + 3));
  });

  it('ends the chain with the series, without an error', async () => {
    download.mockImplementation((body) =>
      (body.from ?? 1) > 10
        ? Promise.reject(new ApiRequestError({ code: 404, msg: 'Not found', kind: 'business', status: 200 }))
        : Promise.resolve({
            drama_id: 2,
            episodes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => planEpisode(n)),
            locked_from: null,
          }),
    );
    startDownloads.mockResolvedValue({ downloading: 10, saved: 0, storageFull: false });
    open(1);
    fireEvent.click(screen.getByTestId('download-all'));
    await waitFor(() => expect(toast()).toBe('Downloading 10 episodes'));
  });

  it('lists the episodes saved already, and says when there is nothing new to download', async () => {
    records.list = [1, 2, 3, 5, 6].map((n) => recordOf(planEpisode(n), 'done'));
    records.list.push(recordOf(planEpisode(7), 'failed'));
    answerPlans();
    startDownloads.mockResolvedValue({ downloading: 0, saved: 3, storageFull: false });
    open(2);
    expect((await screen.findByTestId('download-saved')).textContent).toBe('Already saved: EP 2–3, 5–6');
    fireEvent.click(screen.getByTestId('download-start'));
    await waitFor(() => expect(toast()).toBe('These episodes are already saved on this phone'));
  });

  it('says how many were saved already beside the ones it downloads', async () => {
    answerPlans();
    startDownloads.mockResolvedValue({ downloading: 1, saved: 2, storageFull: false });
    open(1);
    fireEvent.click(screen.getByTestId('download-start'));
    await waitFor(() => expect(toast()).toBe('Downloading 1 episode; 2 already saved'));
  });

  it('promises only what the browser does: where it cannot download in the background, keep the app open', () => {
    open(1);
    expect(screen.getByTestId('download-foreground-note').textContent).toBe(
      'Keep the app open while downloading. If you close it, downloads go on when you open it again.',
    );
  });
});
