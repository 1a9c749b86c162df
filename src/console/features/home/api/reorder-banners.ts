/**
 * POST /console-api/home/banners/order { banner_ids } (all of them, in the new order) → the whole
 * curation. The list shows the new order at once; a refusal puts the old one back.
 */
import type { HomeCuration } from '#shared/contract/console-home.ts';
import { homeWrite, useHomeWrite } from './get-home-curation.ts';

export function reorderBanners(ids: readonly number[]) {
  return homeWrite('/home/banners/order', { banner_ids: ids });
}

/** The curation with its banners in the order of `ids`. */
export function reorderedBanners(curation: HomeCuration, ids: readonly number[]): HomeCuration {
  const byId = new Map(curation.banners.map((b) => [b.id, b]));
  return { ...curation, banners: ids.flatMap((id) => byId.get(id) ?? []) };
}

export function useReorderBanners() {
  return useHomeWrite(reorderBanners, { optimistic: reorderedBanners });
}
