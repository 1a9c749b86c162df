/**
 * The episode numbers of a series saved on this device (complete copies), for the download
 * chooser to show which of the episodes it offers are there already. Asked again with the
 * Downloads list (the same query key prefix).
 */
import { useQuery } from '@tanstack/react-query';
import { listDownloads } from '#web/lib/download-storage.ts';
import { DOWNLOADS_QUERY_KEY } from '../utils/download-progress.ts';

export function useSavedEpisodes(dramaId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...DOWNLOADS_QUERY_KEY, 'saved', dramaId],
    queryFn: async () =>
      (await listDownloads())
        .filter((record) => record.dramaId === dramaId && record.status === 'done')
        .map((record) => record.number),
    enabled,
    staleTime: 0,
    networkMode: 'always',
  });
}
