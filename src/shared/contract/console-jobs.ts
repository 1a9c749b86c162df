/**
 * Uploads & jobs in the console: every episode's transcode across the catalogue (waiting,
 * running with its percentage, failed with its reason, finished lately), the job queues' counts
 * across every worker process, and the episode uploads still arriving in this server's staging.
 * JSON under /console-api in the console's envelope; editors and owners. A failed transcode is
 * retried through the series route (`POST /console-api/series/:id/episodes/:episodeId/retry`);
 * an upload is cancelled by its own operator through tus (`DELETE /console-api/uploads/:id`).
 *
 *   GET /console-api/jobs?view=&page=&size=   { counts, queues, items, total }
 *   GET /console-api/jobs/uploads             { items } (unfinished, newest first)
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';

/** working: queued or transcoding; failed: its last run failed; done: ready in the last DONE_WINDOW_H hours. */
export const JOB_VIEWS = ['working', 'failed', 'done'] as const;
export type JobView = (typeof JOB_VIEWS)[number];

/** How far back "finished" looks. */
export const DONE_WINDOW_H = 24;

/** The queues the page shows, as named by the server's queue (src/server/jobs/queue.ts). */
export const JOB_QUEUE_NAMES = [
  'transcode',
  'transcode-dead',
  'media-cleanup',
  'aggregate',
  'release-check',
  'push',
  'order-sweep',
  'feedback-image-sweep',
] as const;
export type JobQueueName = (typeof JOB_QUEUE_NAMES)[number];

export const jobsQuery = z.object({
  view: z.enum(JOB_VIEWS).default('working'),
  page: numeric(z.number().int().min(1).max(100_000).default(1)),
  size: numeric(z.number().int().min(1).max(100).default(20)),
});
export type JobsQuery = z.infer<typeof jobsQuery>;

export const transcodeItem = z.object({
  episode_id: z.number().int(),
  series_id: z.number().int(),
  /** In the operator's language, else English, else any (as the series list shows it). */
  series_title: z.string(),
  episode_number: z.number().int(),
  status: z.enum(['queued', 'transcoding', 'ready', 'failed']),
  /** 0..100 while transcoding; 100 when ready. */
  progress: z.number().int().min(0).max(100),
  /** Runs started for this source (each retry counts). */
  attempts: z.number().int(),
  /** The last failure's reason, readable by an operator (kept while a retry waits). */
  error: z.string().nullable(),
  /** ISO instant of the last change. */
  updated_at: z.string(),
  /** An earlier rendition still plays to viewers meanwhile (a replacement). */
  playable: z.boolean(),
});
export type TranscodeItem = z.infer<typeof transcodeItem>;

export const queueCounts = z.object({
  name: z.enum(JOB_QUEUE_NAMES),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
});
export type QueueCounts = z.infer<typeof queueCounts>;

export const jobsResponse = z.object({
  counts: z.object({ working: z.number().int(), failed: z.number().int(), done: z.number().int() }),
  /** null: the queue did not answer (the page says so; the episodes' states above still hold). */
  queues: z.array(queueCounts).nullable(),
  items: z.array(transcodeItem),
  total: z.number().int(),
});
export type JobsResponse = z.infer<typeof jobsResponse>;

export const stagedUpload = z.object({
  /** The tus upload id: `DELETE /console-api/uploads/<id>` cancels it (its operator only). */
  id: z.string(),
  filename: z.string(),
  series_id: z.number().int(),
  series_title: z.string(),
  /** The episode it replaces; null: a new episode. */
  episode_id: z.number().int().nullable(),
  /** The number chosen in the console; null: not given. */
  episode_number: z.number().int().nullable(),
  operator_name: z.string(),
  /** It is the asking operator's own (only they can cancel or resume it). */
  mine: z.boolean(),
  size: z.number().int(),
  received: z.number().int(),
  created_at: z.string(),
  /** When staging drops it unless it finishes. */
  expires_at: z.string(),
});
export type StagedUpload = z.infer<typeof stagedUpload>;

export const stagedUploadsResponse = z.object({ items: z.array(stagedUpload) });
export type StagedUploadsResponse = z.infer<typeof stagedUploadsResponse>;
