/**
 * POST /video/episode: the signed HLS URL of one episode, where to resume it, and the next
 * episode when it is playable (for preloading). A locked episode answers code 701: that is
 * an outcome here (the locked sheet), not an error toast. So is 404 for the episode of the
 * address, fetched before the drama's episode count is known (the page corrects the number).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API_ERRORS, CODE_EPISODE_LOCKED } from '#shared/api-codes.ts';
import type { EpisodeData } from '#shared/contract/catalogue.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { useSession } from '#web/stores/session.ts';
import { EXPIRY_MARGIN_MS } from '../utils/playback.ts';

export type EpisodeResult =
  { status: 'playable'; episode: EpisodeData } | { status: 'locked'; number: number };

/** The highest episode number the endpoint accepts (`episodeRequest` of the contract). */
export const EPISODE_NUMBER_MAX = 10_000;

export async function getEpisode(
  dramaId: number,
  number: number,
  signal?: AbortSignal,
  options: { quietNotFound?: boolean } = {},
): Promise<EpisodeResult> {
  // 701 (and 404 when asked) are outcomes, not toasts; everything else is reported as usual.
  const quietCodes = options.quietNotFound
    ? [CODE_EPISODE_LOCKED, API_ERRORS.notFound.code]
    : [CODE_EPISODE_LOCKED];
  try {
    const episode = await apiRequest('episode', { drama_id: dramaId, number }, { quietCodes, signal });
    return { status: 'playable', episode };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === CODE_EPISODE_LOCKED) {
      return { status: 'locked', number };
    }
    throw error;
  }
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

/**
 * Fetches the episode of the address while the drama loads. Its number is not checked against
 * the drama yet: one past the last episode (or of a drama that does not exist) answers 404,
 * which the page then handles, so that answer is no toast; a number the endpoint refuses
 * outright is not asked for.
 */
export function prefetchEpisode(client: QueryClient, dramaId: number, number: number, token: string): void {
  if (!Number.isInteger(number) || number < 1 || number > EPISODE_NUMBER_MAX) return;
  void client.prefetchQuery({
    ...episodeQueryOptions(dramaId, number, token),
    queryFn: ({ signal }) => getEpisode(dramaId, number, signal, { quietNotFound: true }),
  });
}

export function useEpisode(dramaId: number, number: number, enabled: boolean) {
  const token = useSession((s) => s.token);
  const options = episodeQueryOptions(dramaId, number, token);
  return useQuery({ ...options, enabled: enabled && options.enabled === true });
}
