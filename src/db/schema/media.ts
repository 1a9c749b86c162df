import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { episodes } from './catalogue.ts';

/**
 * Where an episode's latest transcode stands. `episodes.media_key` is the rendition viewers
 * get (null until one is complete); this row is the latest request for a new one: queued,
 * transcoding (with a percentage), ready, or failed (with the reason). A replacement keeps the
 * old media_key playable until the new rendition is complete (decision 0025).
 */
export const MEDIA_STATUS_VALUES = ['queued', 'transcoding', 'ready', 'failed'] as const;

export const episodeMedia = pgTable(
  'episode_media',
  {
    episodeId: integer('episode_id')
      .primaryKey()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MEDIA_STATUS_VALUES }).notNull(),
    /** 0..100 while transcoding (from ffmpeg's progress output); 100 when ready. */
    progress: integer('progress').notNull().default(0),
    /** What is transcoded: a file path, or `sample:<drama slug>/<episode number>`. */
    source: text('source').notNull(),
    /** The job of the latest request; a job whose id is not this one is superseded. */
    jobId: text('job_id').notNull(),
    /** Runs started for this source (each retry and each retried request counts). */
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's reason (kept while a retry waits; cleared when ready). */
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('episode_media_progress_range', sql`${t.progress} between 0 and 100`),
    index('episode_media_status_idx').on(t.status),
  ],
);
