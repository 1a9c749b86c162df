/**
 * The media-cleanup job: `{ mediaKey }`, sent when an episode switched to a new rendition and
 * due when the old one's signed URLs have expired. Deletes the folder unless an episode plays
 * it again. Idempotent: a folder already gone is fine.
 */
import { z } from 'zod';
import type { EpisodeMediaService } from '../modules/media/episode-media.service.ts';
import { isValidMediaKey } from '../modules/media/pipeline/publish.ts';
import { renditionPrefix } from '../modules/media/store/media-store.ts';
import { storeOf, type StoreDeps } from '../modules/media/store/store-deps.ts';
import type { JobOutcome, RunningJob } from './queue.ts';

const cleanupData = z.object({ mediaKey: z.string().refine(isValidMediaKey) });

export function mediaCleanupHandler(deps: StoreDeps & { media: Pick<EpisodeMediaService, 'inUse'> }) {
  const store = storeOf(deps);
  return async (job: RunningJob): Promise<JobOutcome> => {
    const parsed = cleanupData.safeParse(job.data);
    if (!parsed.success) return { ok: false, reason: 'malformed cleanup job', retry: false };
    const { mediaKey } = parsed.data;
    if (await deps.media.inUse(mediaKey)) return { ok: true };
    await store.deletePrefix(renditionPrefix(mediaKey));
    return { ok: true };
  };
}
