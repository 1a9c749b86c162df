import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { episodes } from './catalogue.ts';

/**
 * An episode's subtitle track per language (issue 17): the normalized WebVTT itself, so a new
 * rendition of the episode (a replaced video) gets its tracks written again, on any machine.
 */
export const episodeSubtitles = pgTable(
  'episode_subtitles',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    vtt: text('vtt').notNull(),
    cueCount: integer('cue_count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.locale] })],
);
