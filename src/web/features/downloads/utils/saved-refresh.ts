/**
 * Saved copies checked against the server again while online (decision 0043, "Entitlement
 * checked again when online"): one question per series (which of its episodes this viewer may
 * not play now, and its title in the interface language), at most every few minutes per series,
 * account and language, and once after the app starts (the memory of what was asked is this
 * module's). Copies the answer calls locked are deleted; the others take the current title.
 * No answer (offline, a network error, a 5xx, any refusal) deletes nothing: the 7-day expiry
 * stays the bound.
 */
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import type { SavedRights } from '../api/get-saved-rights.ts';

/** A series is asked about at most this often (per account and language) once it was answered. */
export const SAVED_CHECK_INTERVAL_MS = 5 * 60_000;
/** ...and this often while it gets no answer (offline, a server error). */
export const SAVED_RETRY_MS = 30_000;

export interface SavedRefreshDeps {
  list: () => Promise<DownloadRecord[]>;
  check: (dramaId: number) => Promise<SavedRights>;
  /** Deletes a copy (stopping its download if one runs). */
  remove: (record: DownloadRecord) => Promise<void>;
  /** Gives a series' records this title; how many changed. */
  rename: (dramaId: number, title: string) => Promise<number>;
  now: () => number;
}

export interface SavedRefreshOutcome {
  /** Copies deleted because the server says they are locked now. */
  removed: number;
  /** Records whose series title changed. */
  renamed: number;
}

export interface SavedRefresh {
  /**
   * Checks the series due in `scope` (the account and language asked with); `isCurrent` tells,
   * once an answer arrives, whether it still holds (the same account and language), else it is
   * dropped.
   */
  run(dramaIds: readonly number[], scope: string, isCurrent?: () => boolean): Promise<SavedRefreshOutcome>;
}

export function createSavedRefresh(deps: SavedRefreshDeps): SavedRefresh {
  const asked = new Map<string, { at: number; answered: boolean }>();

  const due = (key: string, now: number): boolean => {
    const last = asked.get(key);
    if (!last) return true;
    return now - last.at >= (last.answered ? SAVED_CHECK_INTERVAL_MS : SAVED_RETRY_MS);
  };

  async function refreshSeries(dramaId: number, isCurrent: () => boolean): Promise<SavedRefreshOutcome> {
    const askedAt = deps.now();
    const rights = await deps.check(dramaId);
    if (!isCurrent()) return { removed: 0, renamed: 0 };
    // Only copies saved before the question: one saved since may have been unlocked since.
    const revoked = (await deps.list()).filter(
      (r) => r.dramaId === dramaId && rights.locked.has(r.episodeId) && r.savedAt < askedAt,
    );
    for (const record of revoked) await deps.remove(record);
    const renamed = await deps.rename(dramaId, rights.title);
    return { removed: revoked.length, renamed };
  }

  return {
    async run(dramaIds, scope, isCurrent = () => true) {
      const total: SavedRefreshOutcome = { removed: 0, renamed: 0 };
      for (const dramaId of new Set(dramaIds)) {
        const key = `${scope}\n${dramaId}`;
        const at = deps.now();
        if (!due(key, at)) continue;
        asked.set(key, { at, answered: false });
        try {
          const outcome = await refreshSeries(dramaId, isCurrent);
          asked.set(key, { at, answered: true });
          total.removed += outcome.removed;
          total.renamed += outcome.renamed;
        } catch {
          // No answer: nothing deleted, asked again a little later.
        }
      }
      return total;
    },
  };
}
