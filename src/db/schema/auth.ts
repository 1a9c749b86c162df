import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time login codes sent by email: stored hashed, 10 minutes, single use, 5 tries. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_email_created_idx').on(t.email, t.createdAt),
    index('email_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);
