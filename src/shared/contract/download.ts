/**
 * Downloads for offline viewing (issue 19, decision 0043): POST /video/download gives the next
 * episodes of a drama this viewer may play, each as one rendition's files with signed URLs and
 * byte sizes, for the browser to store under stable paths (src/shared/offline-media.ts).
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';

/** The most episodes one request may ask for. */
export const DOWNLOAD_MAX_EPISODES = 10;
/** How long a downloaded episode stays on the device. */
export const DOWNLOAD_TTL_MS = 7 * 24 * 3600 * 1000;

const id = numeric(z.number().int().positive().max(2_147_483_647));

export const downloadRequest = z.object({
  drama_id: id,
  /** How many episodes, 1..DOWNLOAD_MAX_EPISODES. */
  count: numeric(z.number().int().min(1).max(DOWNLOAD_MAX_EPISODES)),
  /** Start at this episode (refused with 731 when it is locked); else where the viewer is. */
  from: numeric(z.number().int().min(1).max(10_000).optional()),
});
export type DownloadRequest = z.infer<typeof downloadRequest>;

export const downloadFile = z.object({
  /** Relative to the episode's folder: `360p/seg_0000.m4s`, `subs/en.vtt`. */
  path: z.string(),
  /** Signed URL (under MEDIA_BASE_URL when set, else a path on this server); expires. */
  url: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type DownloadFile = z.infer<typeof downloadFile>;

export const downloadEpisode = z.object({
  episode_id: z.number().int(),
  drama_id: z.number().int(),
  number: z.number().int(),
  duration_ms: z.number().int(),
  /** The episode's media folder; the offline copy lives under `/media/e/<media_key>/`. */
  media_key: z.string(),
  /** The one rendition saved: the smallest rung of the ladder. */
  rendition: z.object({
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bandwidth: z.number().int(),
  }),
  /** The offline master playlist (that rendition and the subtitle tracks), stored as `index.m3u8`. */
  master: z.string(),
  /** Every file to fetch and store: the rendition's playlist, init and segments, subtitles, poster. */
  files: z.array(downloadFile),
  /** Bytes of the files and the master together. */
  bytes: z.number().int().nonnegative(),
  /** Subtitle languages saved (`subs/<language>.vtt`). */
  subtitles: z.array(z.string()),
  /** Unix seconds after which the signed URLs stop working. */
  expires_at: z.number().int(),
});
export type DownloadEpisode = z.infer<typeof downloadEpisode>;

export const downloadData = z.object({
  drama_id: z.number().int(),
  episodes: z.array(downloadEpisode),
  /** The locked episode the list stopped at (unlock it to download further), or null. */
  locked_from: z.number().int().nullable(),
});
export type DownloadData = z.infer<typeof downloadData>;
