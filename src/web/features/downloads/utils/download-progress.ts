/**
 * Downloads in progress on this device, as the Downloads page shows them: bytes stored so far
 * of each running episode (from the page's own fetches, or the browser's background fetch),
 * and the list's query, asked again when a download starts, ends or fails.
 */
import { create } from 'zustand';
import { queryClient } from '#web/lib/query-client.ts';

export const DOWNLOADS_QUERY_KEY = ['downloads'] as const;

export interface LiveProgress {
  done: number;
  total: number;
}

/** Episodes downloading now (by episode id): bytes stored so far of their total. */
export const useDownloadProgress = create<{ running: Readonly<Record<number, LiveProgress>> }>()(() => ({
  running: {},
}));

export function setProgress(episodeId: number, progress: LiveProgress | undefined): void {
  useDownloadProgress.setState((s) => {
    const others = Object.entries(s.running).filter(([id]) => Number(id) !== episodeId);
    return { running: Object.fromEntries(progress ? [...others, [episodeId, progress]] : others) };
  });
}

export function refreshList(): void {
  void queryClient.invalidateQueries({ queryKey: DOWNLOADS_QUERY_KEY });
}
