/** POST /favorite/remove: takes a drama out of the favourites; answers the new state and count. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { FAVORITES_QUERY_KEY } from './get-favorites.ts';

export function removeFavorite(dramaId: number) {
  return apiRequest('favoriteRemove', { drama_id: dramaId });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY }),
  });
}
