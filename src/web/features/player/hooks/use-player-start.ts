/**
 * What the play page starts while the drama loads (player-screen.tsx): the episode of the
 * address and hls.js, in parallel; and an episode of the address outside the drama corrected
 * in the address.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { preloadHls } from '#web/components/hls-video/media-source.ts';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useSession } from '#web/stores/session.ts';
import { prefetchEpisode } from '../api/get-episode.ts';

export interface PlayerStartInput {
  dramaId: number;
  /** `ep` of the address, if any. */
  initialEpisode: number | undefined;
  /** The episode known before the drama loads (the address, else where the viewer left off). */
  known: number | undefined;
  /** The episode shown, once the drama has loaded. */
  start: number | undefined;
}

export function usePlayerStart({ dramaId, initialEpisode, known, start }: PlayerStartInput): void {
  const queryClient = useQueryClient();
  const { redirectTo } = useAppNavigation();
  const token = useSession((s) => s.token);

  // While the drama loads: the episode (when the address names it) and hls.js, in parallel.
  // Once only: later episodes wait for the drama's lock states (a prefetched 'locked' answer
  // racing an auto-unlock would otherwise keep the sheet up over a playable episode).
  const prefetched = useRef(false);
  useEffect(() => {
    if (prefetched.current || known === undefined || token === '') return;
    prefetched.current = true;
    prefetchEpisode(queryClient, dramaId, known, token);
  }, [queryClient, dramaId, known, token]);
  // An episode of the address outside 1..count: the address names the one shown instead.
  useEffect(() => {
    if (start === undefined || initialEpisode === undefined || initialEpisode === start) return;
    void redirectTo(paths.videoPlay.path, { drama_id: dramaId, ep: start });
  }, [redirectTo, dramaId, initialEpisode, start]);
  useEffect(preloadHls, []);
}
