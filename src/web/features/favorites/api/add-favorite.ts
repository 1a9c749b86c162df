/** POST /favorite/add: adds a drama to the favourites; answers the new state and count. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { FAVORITES_QUERY_KEY } from './get-favorites.ts';

export function addFavorite(dramaId: number) {
  return apiRequest('favoriteAdd', { drama_id: dramaId });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY }),
  });
}
