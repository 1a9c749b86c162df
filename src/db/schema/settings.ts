import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './operators.ts';

/** System settings of SPEC 3, one row per key; seeded with defaults at start. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The agreement, privacy and help articles as operators edit them (issue 18): every save is a
 * new version (1, 2, ...) of one article in one locale, never changed afterwards; the newest is
 * served, and without any the Markdown file under article/texts/. `body` is the whole
 * Markdown, title line first.
 */
export const articleVersions = pgTable(
  'article_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    operatorName: text('operator_name').notNull(),
    /** The version this one restored (null for an edit). */
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_versions_key_locale_version').on(t.key, t.locale, t.version)],
);
