/**
 * POST /video/episode: the signed HLS URL of one episode, where to resume it, and the next
 * episode when it is playable (for preloading). A locked episode answers code 701: that is
 * an outcome here (the locked sheet), not an error toast.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CODE_EPISODE_LOCKED } from '#shared/api-codes.ts';
import type { EpisodeData } from '#shared/contract/catalogue.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/stores/session.ts';

export type EpisodeResult =
  { status: 'playable'; episode: EpisodeData } | { status: 'locked'; number: number };

/** Signed URLs are refreshed this long before they expire. */
const EXPIRY_MARGIN_MS = 60_000;

export async function getEpisode(
  dramaId: number,
  number: number,
  signal?: AbortSignal,
): Promise<EpisodeResult> {
  try {
    const episode = await apiRequest('episode', { drama_id: dramaId, number }, { silent: true, signal });
    return { status: 'playable', episode };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.code === CODE_EPISODE_LOCKED) return { status: 'locked', number };
      // Silent only for 701: everything else is reported as the client would have.
      if (error.kind !== 'session-expired') notify(error.msg, { kind: 'error' });
    }
    throw error;
  }
}

/** True while a signed URL can still be handed to the player. */
export function isFresh(expiresAtS: number, nowMs: number): boolean {
  return expiresAtS * 1000 - EXPIRY_MARGIN_MS > nowMs;
}

export function episodeQueryOptions(dramaId: number, number: number, token: string) {
  return queryOptions({
    queryKey: ['player', 'episode', dramaId, number, token] as const,
    queryFn: ({ signal }) => getEpisode(dramaId, number, signal),
    enabled: token !== '' && dramaId > 0 && number > 0,
    // Fresh as long as the signed URL is.
    staleTime: (query) => {
      const data = query.state.data;
      if (data?.status !== 'playable') return 0;
      return Math.max(0, data.episode.expires_at * 1000 - EXPIRY_MARGIN_MS - Date.now());
    },
  });
}

export function useEpisode(dramaId: number, number: number, enabled: boolean) {
  const token = useSession((s) => s.token);
  const options = episodeQueryOptions(dramaId, number, token);
  return useQuery({ ...options, enabled: enabled && options.enabled === true });
}
