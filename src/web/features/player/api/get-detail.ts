/**
 * POST /video/detail: the drama, its episode grid for this user (locks, prices), the total to
 * finish, favourite and VIP state, where the user left off, and the wallet balances.
 * User data: keyed by the session token (and the language, for the titles), and always
 * refetched when a play page opens (unlocks and history change between visits).
 * A drama that does not exist (or no longer) answers code 404: the page says so itself, so
 * that answer is no toast here (isNotFound tells it apart).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DetailData } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { API_ERRORS } from '#shared/api-codes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export function getDetail(dramaId: number, signal?: AbortSignal): Promise<DetailData> {
  return apiRequest('detail', { drama_id: dramaId }, { quietCodes: [API_ERRORS.notFound.code], signal });
}

/** A detail fetched by the tap that opens the page counts as that opening's (warm-play.ts). */
const TAP_FRESH_MS = 5_000;
const fetchedForTap = new WeakSet<DetailData>();

export function detailQueryOptions(dramaId: number, token: string, languageId: LanguageId) {
  return queryOptions({
    queryKey: ['player', 'detail', dramaId, token, languageId] as const,
    queryFn: ({ signal }) => getDetail(dramaId, signal),
    enabled: token !== '' && dramaId > 0,
    staleTime: (query) => (query.state.data && fetchedForTap.has(query.state.data) ? TAP_FRESH_MS : 0),
  });
}

/**
 * The detail for a tap on the drama: the one such a tap is already fetching or fetched in the
 * last seconds, else a new one (marked before it enters the cache, so the page's own query,
 * mounting a moment later, takes it as fresh instead of asking again).
 */
export function fetchDetailForTap(
  client: QueryClient,
  options: ReturnType<typeof detailQueryOptions>,
): Promise<DetailData> {
  const dramaId = options.queryKey[2];
  return client.fetchQuery({
    ...options,
    queryFn: async ({ signal }) => {
      const data = await getDetail(dramaId, signal);
      fetchedForTap.add(data);
      return data;
    },
  });
}

export function useDetail(dramaId: number) {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useQuery(detailQueryOptions(dramaId, token, languageId));
}

/** A favourite toggled elsewhere (the favourites feature's button): show it in every cached detail. */
export function setDetailFavorite(
  client: QueryClient,
  dramaId: number,
  state: { is_favorite: 0 | 1; favorite_count: number },
): void {
  client.setQueriesData<DetailData>({ queryKey: ['player', 'detail', dramaId] }, (old) =>
    old
      ? {
          ...old,
          is_favorite: state.is_favorite,
          drama: { ...old.drama, favorite_count: state.favorite_count },
        }
      : old,
  );
}
