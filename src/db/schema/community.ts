import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Who invited whom (issue 6). A row is written when an invitee's device account is created
 * from an invite link; `rewarded_at` is set, with the inviter's 2000 gold in the ledger, when
 * that account first becomes registered and logs in. One row per invitee, never self.
 */
export const invites = pgTable(
  'invites',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [
    index('invites_inviter_idx').on(t.inviterId, t.createdAt),
    check('invites_not_self', sql`${t.inviteeId} <> ${t.inviterId}`),
  ],
);

/** A user's feedback (content and contact required; the textarea holds at most 140). */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** A value of the feedback_type dictionary. */
    type: text('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull(),
    /** The interface language it was written in (1..5); null for feedback older than issue 18. */
    language: smallint('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an operator closes it in the console's inbox (issue 18); null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId, t.createdAt),
    index('feedback_inbox_idx').on(t.closedAt, t.createdAt),
  ],
);

/**
 * Pictures sent with feedback (decision 0064): the bytes live in the media store under
 * `feedback/<id>.webp`, this row says whose they are and where they went. `feedback_id` is null
 * while the picture waits to be sent (deleted, file then row, after FEEDBACK_IMAGE_PENDING_MS).
 */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    /** 32 random lowercase hex characters (not derived from the bytes). */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedbackId: bigint('feedback_id', { mode: 'number' }).references(() => feedback.id, {
      onDelete: 'cascade',
    }),
    /** Its place among the feedback's pictures (0 first), set when sent. */
    position: smallint('position'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('feedback_images_feedback_idx').on(t.feedbackId),
    index('feedback_images_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.feedbackId} is null`),
  ],
);

/** The operator's replies; `read_at` null marks a reply the user has not seen. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

/** The console's saved replies (issue 18): per language, picked to fill the reply box. */
export const feedbackReplyTemplates = pgTable(
  'feedback_reply_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    language: smallint('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_reply_templates_language_idx').on(t.language, t.title),
    check('feedback_reply_templates_language', sql`${t.language} between 1 and 5`),
  ],
);
