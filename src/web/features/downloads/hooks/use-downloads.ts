/**
 * The device's downloads (expired ones removed first, so the page never lists one; the
 * background downloads running followed), and the storage figures: what the downloads take
 * (an unfinished copy only what it has stored) and what the browser says is left.
 */
import { useQuery } from '@tanstack/react-query';
import {
  listDownloads,
  removeExpiredDownloads,
  storedBytes,
  type DownloadRecord,
} from '#web/lib/download-storage.ts';
import { followBackgroundDownloads } from '../utils/background-downloads.ts';
import { DOWNLOADS_QUERY_KEY } from '../utils/download-progress.ts';

export function useDownloads() {
  return useQuery({
    queryKey: DOWNLOADS_QUERY_KEY,
    queryFn: async () => {
      await removeExpiredDownloads(Date.now());
      // Ones the browser downloads in the background show their progress (decision 0050).
      await followBackgroundDownloads();
      return listDownloads();
    },
    staleTime: 0,
    networkMode: 'always',
  });
}

/**
 * Bytes stored so far of each unfinished copy (stopped, or downloading), by episode id, read
 * again whenever the list is (its key starts with the list's).
 */
export function useUnfinishedBytes(records: readonly DownloadRecord[]) {
  const unfinished = records.filter((r) => r.status !== 'done');
  return useQuery({
    queryKey: [...DOWNLOADS_QUERY_KEY, 'unfinished-bytes', unfinished.map((r) => r.episodeId).join(',')],
    queryFn: async (): Promise<Record<number, number>> =>
      Object.fromEntries(
        await Promise.all(unfinished.map(async (r) => [r.episodeId, await storedBytes(r.mediaKey)] as const)),
      ),
    enabled: unfinished.length > 0,
    staleTime: 0,
    networkMode: 'always',
  });
}

export interface StorageFigures {
  /** Bytes the whole site keeps (downloads, app shell, posters). */
  usage: number;
  /** Bytes the browser still allows this site. */
  free: number;
}

/** `navigator.storage.estimate()`, asked again whenever `version` (the list) changes. */
export function useStorageEstimate(version: unknown) {
  return useQuery({
    queryKey: ['storage-estimate', version],
    queryFn: async (): Promise<StorageFigures | null> => {
      const estimate = await navigator.storage?.estimate?.();
      if (!estimate || estimate.quota === undefined || estimate.usage === undefined) return null;
      return { usage: estimate.usage, free: Math.max(0, estimate.quota - estimate.usage) };
    },
    staleTime: 0,
    networkMode: 'always',
  });
}
