// @vitest-environment jsdom
/**
 * The no-network placeholder leads to the saved episodes when the device has any (offline they
 * are all the app can play), and offers only the retry when it has none.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '#web/config/paths.ts';
import type * as DownloadStorage from '#web/lib/download-storage.ts';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';
import { OfflinePlaceholder } from './offline-placeholder.tsx';

let records: DownloadRecord[] = [];
vi.mock('#web/lib/download-storage.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadStorage>()),
  downloadsSupported: () => true,
  listDownloads: () => Promise.resolve(records),
}));

function record(status: DownloadRecord['status'], expiresAt = Date.now() + 86_400_000): DownloadRecord {
  return {
    version: 1,
    userId: null,
    dramaId: 2,
    dramaTitle: 'Drama 2',
    episodeId: 201,
    number: 1,
    durationMs: 6_000,
    mediaKey: 'k21',
    bytes: 1000,
    subtitles: [],
    savedAt: 0,
    expiresAt,
    status,
  };
}

function show() {
  return renderRoutes(
    [
      {
        path: paths.mine.path,
        Component: () => <OfflinePlaceholder onRetry={() => Promise.resolve(false)} />,
      },
      { path: paths.downloads.path, Component: () => <p data-testid="downloads-page">downloads</p> },
    ],
    paths.mine.path,
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(() => {
  cleanup();
  records = [];
});

describe('OfflinePlaceholder', () => {
  it('with saved episodes: "My downloads" next to Retry opens them', async () => {
    records = [record('done')];
    const router = show();
    const button = await screen.findByTestId('offline-downloads');
    expect(button.textContent).toBe('My downloads');
    expect(screen.getByTestId('offline-retry').textContent).toBe('Retry');

    fireEvent.click(button);
    await screen.findByTestId('downloads-page');
    expect(router.state.location.pathname).toBe(paths.downloads.path);
  });

  it('without any playable copy (none, still downloading, expired): only Retry', async () => {
    records = [record('downloading'), record('done', Date.now() - 1)];
    show();
    await waitFor(() => expect(screen.getByTestId('offline-retry')).toBeTruthy());
    // The read has settled (a microtask or two): still no button.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('offline-downloads')).toBeNull();
  });
});
