/**
 * The episodes saved on this device that can be played now (decision 0043): downloaded in full
 * and not expired. A read-only view of download-storage.ts for the screens that offer the saved
 * copies when the network is gone (the no-network placeholder, the player). It reads Cache
 * Storage only, so its query runs offline too (networkMode 'always'); it is read again each
 * time a screen asks, the downloads changing elsewhere.
 */
import { queryOptions } from '@tanstack/react-query';
import { downloadsSupported, listDownloads, type DownloadRecord } from './download-storage.ts';

export type SavedEpisode = Pick<DownloadRecord, 'dramaId' | 'episodeId' | 'number'>;

/** A copy that plays: every file there, its 7 days not over. */
export function isPlayableCopy(record: DownloadRecord, nowMs: number): boolean {
  return record.status === 'done' && record.expiresAt > nowMs;
}

/** The playable copies, in series then episode order; none where the browser cannot keep any. */
export async function listSavedEpisodes(nowMs: number = Date.now()): Promise<SavedEpisode[]> {
  if (!downloadsSupported()) return [];
  try {
    return (await listDownloads())
      .filter((record) => isPlayableCopy(record, nowMs))
      .map(({ dramaId, episodeId, number }) => ({ dramaId, episodeId, number }));
  } catch {
    // A storage the browser refuses to open (private mode, quota) holds nothing to offer.
    return [];
  }
}

export const SAVED_EPISODES_QUERY_KEY = 'saved-episodes';

export function savedEpisodesQueryOptions() {
  return queryOptions({
    queryKey: [SAVED_EPISODES_QUERY_KEY] as const,
    queryFn: () => listSavedEpisodes(),
    networkMode: 'always',
    staleTime: 0,
  });
}

/** The saved copy of one episode of a drama, if this device has one. */
export function savedCopyOf(
  saved: readonly SavedEpisode[] | undefined,
  dramaId: number,
  number: number | undefined,
): SavedEpisode | undefined {
  if (number === undefined) return undefined;
  return saved?.find((s) => s.dramaId === dramaId && s.number === number);
}
