/** POST /console-api/home/banners/:id/delete → the whole curation (gone from the list at once). */
import { homeWrite, useHomeWrite } from './get-home-curation.ts';

export function deleteBanner(id: number) {
  return homeWrite(`/home/banners/${id}/delete`);
}

export function useDeleteBanner() {
  return useHomeWrite(deleteBanner, {
    optimistic: (before, id) => ({ ...before, banners: before.banners.filter((b) => b.id !== id) }),
  });
}
