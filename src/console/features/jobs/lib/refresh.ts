/**
 * How often the page asks again: every few seconds while something moves (episodes in progress
 * in the open view, uploads arriving), else now and then (a failure or an upload may begin).
 */
import type { JobView, JobsResponse, StagedUploadsResponse } from '#shared/contract/console-jobs.ts';

export const BUSY_REFRESH_MS = 3_000;
export const IDLE_REFRESH_MS = 30_000;

export function refreshInterval(
  view: JobView,
  jobs: JobsResponse | undefined,
  uploads: StagedUploadsResponse | undefined,
): number {
  const moving = view === 'working' && (jobs?.items.length ?? 0) > 0;
  const arriving = (uploads?.items.length ?? 0) > 0;
  return moving || arriving ? BUSY_REFRESH_MS : IDLE_REFRESH_MS;
}
