import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const DRAMA_STATUS_VALUES = ['new', 'ongoing', 'completed'] as const;

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
});

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] })],
);

export const dramas = pgTable(
  'dramas',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    status: text('status', { enum: DRAMA_STATUS_VALUES }).notNull(),
    /** Relative to the media root, e.g. posters/<slug>.webp. */
    poster: text('poster').notNull(),
    freeEpisodes: integer('free_episodes').notNull().default(3),
    /** Coins per locked episode unless the episode overrides it. */
    episodePrice: integer('episode_price').notNull(),
    episodeCount: integer('episode_count').notNull().default(0),
    playCount: bigint('play_count', { mode: 'number' }).notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    /** When viewers may see it; null = a draft (made in the console, not yet published). */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dramas_free_episodes_nonnegative', sql`${t.freeEpisodes} >= 0`),
    check('dramas_episode_price_nonnegative', sql`${t.episodePrice} >= 0`),
    index('dramas_published_at_idx').on(t.publishedAt),
  ],
);

export const dramaTranslations = pgTable(
  'drama_translations',
  {
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    synopsis: text('synopsis').notNull().default(''),
    /** lower(title), for the search in any language. */
    titleSearch: text('title_search').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dramaId, t.locale] })],
);

export const dramaTags = pgTable(
  'drama_tags',
  {
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dramaId, t.tagId] }), index('drama_tags_tag_idx').on(t.tagId)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /**
     * Folder under media/e/ holding index.m3u8, the renditions and poster.webp: the complete
     * rendition viewers get. Null until the first transcode is done (modules/media, jobs/).
     */
    mediaKey: text('media_key').unique(),
    /** Coins; null = the drama's episode_price. */
    priceOverride: integer('price_override'),
    /** When viewers may see it (the release calendar); null = with its series. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('episodes_drama_number_key').on(t.dramaId, t.number),
    check('episodes_number_positive', sql`${t.number} >= 1`),
  ],
);

/**
 * Home's banners (issue 17: curated in the console): a series, its own 16:9 image (null = the
 * series' poster), an order, and a window (show_from, show_until; null = open on that side).
 * Viewers see one while its series is on the air and now is inside the window.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    active: integer('active').notNull().default(1),
    /** Relative to the media root, e.g. posters/banner-<hash>.webp; null = the drama's poster. */
    image: text('image'),
    showFrom: timestamp('show_from', { withTimezone: true }),
    showUntil: timestamp('show_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'banners_window_order',
      sql`${t.showFrom} is null or ${t.showUntil} is null or ${t.showFrom} < ${t.showUntil}`,
    ),
  ],
);

/** Plays and favourites per drama per day: the rankings' periods. */
export const dramaDailyStats = pgTable(
  'drama_daily_stats',
  {
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    plays: integer('plays').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dramaId, t.day] }), index('drama_daily_stats_day_idx').on(t.day)],
);

/** One row per counted view: the unique key makes a replayed report count nothing. */
export const plays = pgTable(
  'plays',
  {
    viewKey: text('view_key').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plays_created_at_idx').on(t.createdAt)],
);

/** Where each user is in each drama (the history and resume point). */
export const watchHistory = pgTable(
  'watch_history',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    episodeNumber: integer('episode_number').notNull(),
    positionMs: integer('position_ms').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dramaId] }),
    index('watch_history_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dramaId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Permanent unlocks (DESIGN.md section 3); written by the wallet. */
export const unlocks = pgTable(
  'unlocks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.episodeId] })],
);
