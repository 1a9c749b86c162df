import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '../../shared/contract/console-auth.ts';

/** What an operator account is: waiting for its setup link, in use, or switched off. */
export const OPERATOR_STATUSES = ['pending', 'active', 'disabled'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The console's accounts (issue 17), apart from the viewers'. A new account has no password
 * and no TOTP secret until its one-time setup link is used; the link's token is kept only as
 * a SHA-256. TOTP secrets are encrypted at rest (operator.service.ts) and never returned.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    status: text('status', { enum: OPERATOR_STATUSES }).notNull().default('pending'),
    /** argon2id (PHC string); null until setup. */
    passwordHash: text('password_hash'),
    /** The confirmed TOTP secret, encrypted; null until setup. */
    totpSecret: text('totp_secret'),
    /** A secret offered by setup/start, encrypted, until a code from it confirms it. */
    totpPending: text('totp_pending'),
    /** Failures in a row (password or code) since the last success or lock. */
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The TOTP time step of the last accepted code: a code of that step or older is refused. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operators_email_key').on(t.email),
    uniqueIndex('operators_setup_token_key').on(t.setupTokenHash),
    check('operators_email_lower', sql`${t.email} = lower(${t.email})`),
    check('operators_role', sql`${t.role} in (${inList(OPERATOR_ROLES)})`),
    check('operators_status', sql`${t.status} in (${inList(OPERATOR_STATUSES)})`),
    check('operators_failed_count', sql`${t.failedCount} >= 0`),
  ],
);

/** Console sessions: `id` is the SHA-256 of the cookie's 32 random bytes; the cookie is never stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The token every console write carries in x-csrf-token. */
    csrfSecret: text('csrf_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end (OPERATOR_SESSION_DAYS after the login), whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every operator write, append-only (no code path updates or deletes a row; a trigger of
 * migration 0008 refuses UPDATE, DELETE and TRUNCATE). `operator_name` is the name then, or
 * 'admin token' / 'cli' for writes outside the console; before/after never hold secrets.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_operator_idx').on(t.operatorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.at),
  ],
);
