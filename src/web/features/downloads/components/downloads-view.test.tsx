// @vitest-environment jsdom
/**
 * The storage bar under "Downloads use" measures the downloads: empty at 0 B even though the
 * site keeps other things (the audit saw a pink sliver at "0 B").
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { applyLanguage } from '#web/lib/i18n.ts';

let records: DownloadRecord[] = [];
vi.mock('#web/lib/download-storage.ts', () => ({
  listDownloads: () => Promise.resolve(records),
  removeExpiredDownloads: () => Promise.resolve(),
}));
vi.mock('../utils/background-downloads.ts', () => ({ followBackgroundDownloads: () => Promise.resolve() }));

const { DownloadsView } = await import('./downloads-view.tsx');

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
  Reflect.deleteProperty(navigator, 'storage');
});

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
