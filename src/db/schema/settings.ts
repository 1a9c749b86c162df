import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** System settings of SPEC 3, one row per key; seeded with defaults at start. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
