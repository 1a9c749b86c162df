/**
 * POST /console-api/home/banners (a new one, last in the order) or /home/banners/:id (a change)
 * { drama_id, image, show_from, show_until } → the whole curation. The form shows a refusal.
 */
import type { BannerInput } from '#shared/contract/console-home.ts';
import { homeWrite, useHomeWrite } from './get-home-curation.ts';

export interface BannerSave {
  /** Undefined: a new banner. */
  id: number | undefined;
  input: BannerInput;
}

export function saveBanner({ id, input }: BannerSave) {
  return homeWrite(id === undefined ? '/home/banners' : `/home/banners/${id}`, input);
}

export function useSaveBanner() {
  return useHomeWrite(saveBanner, { inline: true });
}
