/**
 * The upload list of one series (or of one episode's replacement): the reducer of
 * lib/upload-queue.ts, one tus upload per row started UPLOAD_PARALLEL at a time, and the
 * operator's actions on a row. `onUploaded` hears of every file the server has whole.
 * The series' episode numbers (api/get-episode-numbers.ts) number the rows without one when
 * they start; rows started before those numbers are known wait for them.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { UPLOAD_PARALLEL } from '#shared/contract/console-uploads.ts';
import { useT } from '#console/lib/i18n.ts';
import { useEpisodeNumbers } from '../api/get-episode-numbers.ts';
import { uploadEpisodeFile, type EpisodeFileUpload } from '../api/upload-episode-file.ts';
import { rowsToStart, uploadQueue, type Numbering, type UploadRow } from '../lib/upload-queue.ts';

export interface UploadedEpisodeFile {
  name: string;
  size: number;
  episodeNumber: number | undefined;
  episodeId: number | undefined;
  /** The tus upload's address (its id is the staged file's name on the server). */
  uploadUrl: string;
}

export interface EpisodeUploadsOptions {
  seriesId: number;
  /** Replace this episode's video: one file, no number. */
  episodeId?: number | undefined;
  onUploaded?: ((file: UploadedEpisodeFile) => void) | undefined;
}

let lastKey = 0;
const nextKey = () => `upload-${(lastKey += 1)}`;

export function useEpisodeUploads({ seriesId, episodeId, onUploaded }: EpisodeUploadsOptions) {
  const t = useT();
  const [rows, dispatch] = useReducer(uploadQueue, []);
  const replacing = episodeId !== undefined;
  const episodes = useEpisodeNumbers(seriesId, !replacing);
  const existing = replacing ? undefined : episodes.data;
  const uploads = useRef(new Map<string, EpisodeFileUpload>());
  const running = useRef(new Set<string>());
  const uploadedRef = useRef(onUploaded);
  useEffect(() => {
    uploadedRef.current = onUploaded;
  }, [onUploaded]);

  const controllerOf = useCallback(
    (row: UploadRow): EpisodeFileUpload => {
      const known = uploads.current.get(row.key);
      if (known) return known;
      const { key } = row;
      const stopped = () => running.current.delete(key);
      const upload = uploadEpisodeFile(
        row.file,
        {
          seriesId,
          ...(episodeId !== undefined ? { episodeId } : {}),
          ...(episodeId === undefined && row.episodeNumber !== undefined
            ? { episodeNumber: row.episodeNumber }
            : {}),
        },
        {
          onProgress: (sent) => dispatch({ type: 'progress', key, sent, at: Date.now() }),
          onSuccess: (uploadUrl) => {
            stopped();
            dispatch({ type: 'done', key });
            uploadedRef.current?.({
              name: row.name,
              size: row.size,
              episodeNumber: episodeId === undefined ? row.episodeNumber : undefined,
              episodeId,
              uploadUrl,
            });
          },
          onError: (message) => {
            stopped();
            dispatch({ type: 'failed', key, message });
          },
        },
      );
      uploads.current.set(key, upload);
      return upload;
    },
    [seriesId, episodeId],
  );

  // The series' episodes are known: the rows that waited for them get their numbers (and start).
  const awaiting = rows.some((row) => row.awaitsEpisodes);
  useEffect(() => {
    if (awaiting && existing) dispatch({ type: 'episodes', existing });
  }, [awaiting, existing]);

  /** Rows wait for the series' episodes: ask again if an earlier read failed. */
  const readEpisodes = () => {
    if (!replacing && !existing && !episodes.isFetching) void episodes.refetch();
  };
  const numbering: Numbering = replacing
    ? { kind: 'replace' }
    : existing
      ? { kind: 'known', existing }
      : { kind: 'unknown' };

  // Start what may start: at most UPLOAD_PARALLEL at once, in the order the files came.
  useEffect(() => {
    for (const key of rowsToStart(rows, UPLOAD_PARALLEL)) {
      const row = rows.find((r) => r.key === key);
      if (!row || running.current.has(key)) continue;
      running.current.add(key);
      dispatch({ type: 'began', key, at: Date.now() });
      controllerOf(row)
        .start()
        .catch(() => {
          running.current.delete(key);
          dispatch({ type: 'failed', key, message: t('errors.network') });
        });
    }
  }, [rows, controllerOf, t]);

  // Leaving the page stops the transfers; the server keeps them for a later resume.
  useEffect(() => {
    const all = uploads.current;
    return () => {
      for (const upload of all.values()) void upload.pause();
    };
  }, []);

  const add = useCallback(
    (files: readonly File[]) =>
      dispatch({
        type: 'add',
        files,
        keys: files.map(nextKey),
        replace: episodeId !== undefined,
        refusedText: t('uploads.wrong_type'),
      }),
    [episodeId, t],
  );

  const pause = useCallback((key: string) => {
    running.current.delete(key);
    dispatch({ type: 'paused', key });
    void uploads.current.get(key)?.pause();
  }, []);

  const cancel = useCallback(async (key: string) => {
    running.current.delete(key);
    const upload = uploads.current.get(key);
    uploads.current.delete(key);
    dispatch({ type: 'remove', key });
    // Deleting what the server has is tidiness, not a promise: expiry removes it anyway.
    await upload?.cancel().catch(() => undefined);
  }, []);

  return {
    rows,
    add,
    setNumber: (key: string, value: number | undefined) => dispatch({ type: 'number', key, value }),
    /** The numbers of the series' episodes; undefined while unknown (or when replacing). */
    existing,
    startAll: () => {
      dispatch({ type: 'start', numbering });
      if (numbering.kind === 'unknown') readEpisodes();
    },
    pause,
    /** Resume after a pause, or try a failed one again. */
    resume: (key: string) => {
      dispatch({ type: 'resume', key });
      if (awaiting) readEpisodes();
    },
    cancel,
    remove: (key: string) => {
      uploads.current.delete(key);
      dispatch({ type: 'remove', key });
    },
    /** The finished rows leave the list (their episodes are in the series' table). */
    clearFinished: () => {
      for (const row of rows) if (row.status === 'done') uploads.current.delete(row.key);
      dispatch({ type: 'clear_done' });
    },
  };
}
