/**
 * Tables of the foundation: users, roles, sessions and the audit trail. Business entities are added by
 * their own modules. Changing this file needs `npm run db:generate` for a new migration.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck } from './columns.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Roles and their grants (keys of the contract's permission catalogue), read for every request's check.
 * The four built-in roles are copied from the contract's matrix at every start and cannot be changed
 * here; custom roles are the administrators'.
 */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  description: text('description'),
  builtIn: boolean('built_in').notNull().default(false),
  grants: text('grants').array().notNull().default(sql`'{}'::text[]`),
  /** Its users sign in with a one-time code after the password; one who has not set it up must do so first. */
  requiresTwoFactor: boolean('requires_two_factor').notNull().default(false),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    // A custom role's rename carries its users along.
    role: text('role')
      .notNull()
      .references(() => roles.name, { onUpdate: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    /** A first password or one an administrator reset: the user may do nothing but change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * Two-factor sign-in (TOTP, RFC 6238): the secret (base32) shared with the user's authenticator app,
     * on from the time it was confirmed with a code; a secret not confirmed yet is an enrolment under way.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is good once, and never one older than it (RFC 6238 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`)],
);

/** Sign-in sessions. Only a hash of the token is kept, so a copy of the database cannot sign anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientAddress: text('client_address'),
    /** The User-Agent header at sign-in (cut short), for telling a user's sessions apart. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Single-use codes that sign a user in instead of an authenticator's code; only a hash of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/**
 * A sign-in between its two steps: the password was right, the code is still to come. Only a hash of the
 * token the browser holds is kept; it is good for minutes and once, on any server of the site.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * What a throttle counts: every sign-in attempt from a client address, failed attempts for a username, and
 * every ticket verification lookup from a client address (the public /verify page).
 */
export const LOGIN_THROTTLE_SCOPES = ['address', 'username', 'verify'] as const;
export type LoginThrottleScope = (typeof LOGIN_THROTTLE_SCOPES)[number];

/**
 * Sign-in throttling, in the database so that its limits survive a restart and hold across servers: a row
 * per client address or (lower-cased) username counts the attempts of the window that began with its first
 * attempt. A row whose window has ended counts nothing (the next attempt starts a new window) and is pruned;
 * deleting a row unlocks its address or username.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject] }),
    index('login_throttle_window_ends_at_idx').on(table.windowEndsAt),
    check('login_throttle_scope_check', oneOfCheck('scope', LOGIN_THROTTLE_SCOPES)),
  ],
);

/**
 * The append-only audit trail: who did what, when, from where, with what outcome, and the values
 * before and after. A database trigger refuses updates and deletes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorUsername: text('actor_username'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    clientAddress: text('client_address'),
    details: jsonb('details'),
  },
  (table) => [
    index('audit_log_occurred_at_idx').on(table.occurredAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    // The Security page's filters: each reads its rows in the trail's order (newest first), so a page is a short index range.
    index('audit_log_action_idx').on(table.action, table.occurredAt, table.id),
    index('audit_log_record_type_idx').on(table.entityType, table.occurredAt, table.id),
    index('audit_log_username_idx').on(sql`lower(${table.actorUsername})`, table.occurredAt, table.id),
  ],
);
