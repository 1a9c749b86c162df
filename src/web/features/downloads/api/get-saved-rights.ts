/**
 * POST /video/detail, read for the saved copies of one series (decision 0043, "Entitlement
 * checked again when online"): its title in the interface language and which of its episodes
 * this viewer may not play now (`locked`: not free, not unlocked, not VIP), one call for every
 * saved episode of the series. Silent: a failure here is nobody's tap, and it removes nothing.
 */
import { apiRequest } from '#web/lib/api-client.ts';

export interface SavedRights {
  /** The series' title in the language of the request. */
  title: string;
  /** Episode ids the server says are locked for this viewer. */
  locked: ReadonlySet<number>;
}

export async function getSavedRights(dramaId: number, signal?: AbortSignal): Promise<SavedRights> {
  const detail = await apiRequest('detail', { drama_id: dramaId }, { silent: true, signal });
  return {
    title: detail.drama.title,
    locked: new Set(detail.episodes.filter((e) => e.locked === 1).map((e) => e.episode_id)),
  };
}
