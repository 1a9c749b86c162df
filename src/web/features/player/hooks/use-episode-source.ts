/**
 * The source of one episode slot (episode-slot.tsx): the signed HLS address pinned once per
 * view of the episode, attached to the <video> through useMediaSource, and renewed once after
 * a failure (an expired or refused URL, a network error) at the same place; a second failure
 * is final (`failure` says its kind: the coins-back offer reports it).
 */
import { useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EpisodePlay } from '#shared/contract/catalogue.ts';
import { resumeSeconds } from '#shared/watch-position.ts';
import type { MediaFailure } from '#web/components/hls-video/media-source.ts';
import { useMediaSource, type MediaSourceSpec } from '#web/components/hls-video/use-media-source.ts';
import { useSession } from '#web/stores/session.ts';
import { episodeQueryOptions } from '../api/get-episode.ts';
import { resumeStore } from '../utils/resume-store.ts';

export interface PinnedSource extends MediaSourceSpec {
  episodeId: number;
  poster: string;
  durationMs: number;
}

function pin(play: EpisodePlay, startPosition?: number): PinnedSource {
  return {
    episodeId: play.episode_id,
    url: play.url,
    poster: play.poster,
    durationMs: play.duration_ms,
    startPosition:
      startPosition ??
      resumeSeconds(resumeStore.position(play.episode_id) ?? play.position_ms, play.duration_ms),
  };
}

export interface EpisodeSourceInput {
  videoRef: RefObject<HTMLVideoElement | null>;
  dramaId: number;
  number: number;
  /** What to play; null while unknown. */
  play: EpisodePlay | null;
  /** The slot holds a source (not idle, not locked). */
  wanted: boolean;
  /** The slot is the episode on screen (else the source only preloads). */
  active: boolean;
}

export function useEpisodeSource({ videoRef, dramaId, number, play, wanted, active }: EpisodeSourceInput) {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const refreshes = useRef(0);
  const [pinned, setPinned] = useState<PinnedSource | null>(null);
  /** Why the source stopped for good (after its one renewal), null while it has not. */
  const [failure, setFailure] = useState<MediaFailure['kind'] | null>(null);

  // The source is pinned once per episode view: a later answer with another signed URL for
  // the same episode does not restart the video; leaving the window (idle) releases it.
  if (!wanted && pinned !== null) setPinned(null);
  if (wanted && play && (pinned === null || pinned.episodeId !== play.episode_id)) setPinned(pin(play));

  const onFailure = (failure: MediaFailure): void => {
    const video = videoRef.current;
    if (failure.kind === 'unsupported' || refreshes.current >= 1) {
      setFailure(failure.kind);
      return;
    }
    // Expired or refused URL (403), or a network failure: one fresh signed URL, same place.
    refreshes.current += 1;
    const at = video && video.currentTime > 0 ? video.currentTime : undefined;
    queryClient
      .fetchQuery({ ...episodeQueryOptions(dramaId, number, token), staleTime: 0 })
      .then((result) => {
        if (result.status === 'playable') setPinned(pin(result.episode, at));
        else setFailure(failure.kind);
      })
      .catch(() => setFailure('network'));
  };

  useMediaSource(videoRef, pinned, { preloadOnly: !active, onFailure });

  const retry = (): void => {
    setFailure(null);
    refreshes.current = 0;
    onFailure({ kind: 'network', status: 0 });
  };

  /** The source plays: a later failure may renew it once again. */
  const markPlaying = (): void => {
    refreshes.current = 0;
  };

  return { pinned, failed: failure !== null, failure, retry, markPlaying };
}
