/**
 * The files of this series whose upload stopped before the end in an earlier visit (tus-js-client
 * keeps their addresses in localStorage until they finish): the operator drops the same files
 * again and they continue where the server is.
 */
import { useEffect, useState } from 'react';
import { defaultOptions } from 'tus-js-client';
import { UPLOAD_META } from '#shared/contract/console-uploads.ts';

export function useUnfinishedUploads(seriesId: number, episodeId: number | undefined): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    defaultOptions.urlStorage
      .findAllUploads()
      .then((all) => {
        const mine = all.filter(
          (u) =>
            u.metadata[UPLOAD_META.seriesId] === String(seriesId) &&
            u.metadata[UPLOAD_META.episodeId] === (episodeId === undefined ? undefined : String(episodeId)),
        );
        if (live)
          setNames([...new Set(mine.map((u) => u.metadata[UPLOAD_META.filename] ?? ''))].filter(Boolean));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [seriesId, episodeId]);
  return names;
}
