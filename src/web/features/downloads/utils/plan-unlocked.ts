/**
 * "Download all unlocked episodes": POST /video/download answers at most
 * DOWNLOAD_MAX_EPISODES episodes, so the requests are chained (`from` the episode after the
 * last one answered) until the server names the first locked episode (`locked_from`) or the
 * series ends (a short answer, or no such episode: 404).
 */
import { API_ERRORS } from '#shared/api-codes.ts';
import { DOWNLOAD_MAX_EPISODES, type DownloadEpisode } from '#shared/contract/download.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { getDownloadPlan } from '../api/get-download-plan.ts';

/** More than any series has: the chain never runs on. */
const MAX_REQUESTS = 100;
/** Past the last episode, or one that cannot be read now: the list ends there. */
const END_CODES: readonly number[] = [API_ERRORS.recordNotFound.code, API_ERRORS.downloadUnavailable.code];

export type UnlockedPlan =
  | { status: 'ok'; episodes: DownloadEpisode[]; lockedFrom: number | null }
  /** The first episode asked for is locked itself. */
  | { status: 'locked'; message: string };

/** Every episode this viewer may save from episode `from` on, in order. */
export async function planUnlocked(dramaId: number, from: number): Promise<UnlockedPlan> {
  const episodes: DownloadEpisode[] = [];
  let next = from;
  for (let i = 0; i < MAX_REQUESTS; i += 1) {
    const first = episodes.length === 0;
    let result;
    try {
      result = await getDownloadPlan(
        { dramaId, count: DOWNLOAD_MAX_EPISODES, from: next },
        first ? {} : { quietCodes: END_CODES },
      );
    } catch (error) {
      if (!first && error instanceof ApiRequestError && END_CODES.includes(error.code)) break;
      throw error;
    }
    if (result.status === 'locked') {
      if (first) return result;
      return { status: 'ok', episodes, lockedFrom: next };
    }
    const { episodes: answered, locked_from: lockedFrom } = result.plan;
    episodes.push(...answered);
    if (lockedFrom !== null) return { status: 'ok', episodes, lockedFrom };
    const last = answered.at(-1);
    if (!last || answered.length < DOWNLOAD_MAX_EPISODES) break;
    next = last.number + 1;
  }
  return { status: 'ok', episodes, lockedFrom: null };
}
