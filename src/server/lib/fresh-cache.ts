/**
 * One value kept per process for a short time on the app's clock (decision 0033's bound:
 * CATALOGUE_FRESHNESS.serverTtlMs by default), dropped at once by `invalidate` after a write in
 * this process. A load that started before an invalidation is not reused after it; a failed
 * load is not kept.
 */
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';

export function createFreshCache<T>(
  load: () => Promise<T>,
  now: () => number,
  ttlMs: number = CATALOGUE_FRESHNESS.serverTtlMs,
) {
  let generation = 0;
  let entry: { at: number; generation: number; value: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      const at = now();
      if (!entry || entry.generation !== generation || at - entry.at >= ttlMs || at < entry.at) {
        const mine = { at, generation, value: load() };
        entry = mine;
        mine.value.catch(() => {
          if (entry === mine) entry = undefined;
        });
      }
      return entry.value;
    },
    invalidate(): void {
      generation += 1;
    },
  };
}
export type FreshCache<T> = ReturnType<typeof createFreshCache<T>>;
