/**
 * Attaches `source` to the video while it is set, through a MediaSourceController: a new
 * source object attaches again (a refreshed signed URL), null detaches and frees the
 * buffers. `preloadOnly` turning false continues a preloaded source.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { MediaSourceController, type MediaFailure } from './media-source.ts';

export interface MediaSourceSpec {
  url: string;
  /** Seconds. */
  startPosition: number;
}

interface Options {
  preloadOnly: boolean;
  /** hls.js even where the browser plays HLS itself (media-source.ts). */
  preferHlsJs?: boolean;
  onFailure: (failure: MediaFailure) => void;
}

export function useMediaSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: MediaSourceSpec | null,
  options: Options,
): void {
  const latest = useRef(options);
  const controllerRef = useRef<MediaSourceController | null>(null);

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !source) return;
    const controller = new MediaSourceController(video, (failure) => latest.current.onFailure(failure));
    controllerRef.current = controller;
    void controller.attach({
      url: source.url,
      startPosition: source.startPosition,
      preloadOnly: latest.current.preloadOnly,
      preferHlsJs: latest.current.preferHlsJs ?? false,
    });
    return () => {
      controller.destroy();
      if (controllerRef.current === controller) controllerRef.current = null;
    };
  }, [videoRef, source]);

  useEffect(() => {
    if (!options.preloadOnly) controllerRef.current?.loadFully();
  }, [options.preloadOnly, source]);
}
