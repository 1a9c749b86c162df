// @vitest-environment jsdom
/**
 * Where saved copies are listed, online: the ones no longer unlocked on this account go, with
 * one notice; offline nothing is asked and nothing goes. The language and the account are part
 * of the question, so a change asks again.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import type { SavedRights } from '../api/get-saved-rights.ts';

let stored: DownloadRecord[] = [];
const check = vi.fn<(dramaId: number) => Promise<SavedRights>>();
const removed: number[] = [];
vi.mock('#web/lib/download-storage.ts', () => ({
  listDownloads: () => Promise.resolve(stored),
  renameDownloads: () => Promise.resolve(0),
}));
vi.mock('../api/get-saved-rights.ts', () => ({ getSavedRights: (id: number) => check(id) }));
vi.mock('../utils/download-queue.ts', () => ({
  deleteDownload: (record: DownloadRecord) => {
    removed.push(record.number);
    stored = stored.filter((r) => r.episodeId !== record.episodeId);
    return Promise.resolve();
  },
}));
vi.mock('../utils/download-progress.ts', () => ({ refreshList: () => undefined }));

const { useSavedRefresh } = await import('./use-saved-refresh.ts');

function saved(number: number): DownloadRecord {
  return {
    version: 1,
    userId: 7,
    dramaId: 2,
    dramaTitle: 'The True Heiress Returns',
    episodeId: 200 + number,
    number,
    durationMs: 60_000,
    mediaKey: `k2-${number}`,
    bytes: 1000,
    subtitles: [],
    savedAt: Date.now() - 60_000,
    expiresAt: Date.now() + 86_400_000,
    status: 'done',
  };
}

function Lister({ dramaIds }: { dramaIds: number[] }) {
  useSavedRefresh(dramaIds);
  return null;
}

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  stored = [saved(7), saved(8), saved(9)];
  removed.length = 0;
  check.mockReset();
  check.mockResolvedValue({ title: 'The True Heiress Returns', locked: new Set([208, 209]) });
  useNotice.setState({ current: null });
  useSession.setState({ token: `token-${Math.random()}` });
  setOnline(true);
});
afterEach(cleanup);

describe('useSavedRefresh', () => {
  it('online: deletes the copies no longer unlocked and says so once', async () => {
    render(<Lister dramaIds={[2, 2, 2]} />);
    await vi.waitFor(() => expect(useNotice.getState().current).not.toBeNull());
    expect(removed).toEqual([8, 9]);
    expect(check).toHaveBeenCalledTimes(1);
    expect(useNotice.getState().current?.message).toBe(
      '2 saved episodes were removed: they are no longer unlocked on this account',
    );
  });

  it('offline: asks nothing and deletes nothing', async () => {
    setOnline(false);
    render(<Lister dramaIds={[2]} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check).not.toHaveBeenCalled();
    expect(removed).toEqual([]);
  });

  it('asks again when the language changes', async () => {
    check.mockResolvedValue({ title: 'The True Heiress Returns', locked: new Set() });
    render(<Lister dramaIds={[2]} />);
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    const before = useLocale.getState().languageId;
    useLocale.setState({ languageId: before === 1 ? 4 : 1 });
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2));
    useLocale.setState({ languageId: before });
    expect(removed).toEqual([]);
  });
});
