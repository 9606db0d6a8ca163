/**
 * Tables of the foundation: users, roles, sessions and the audit trail. Business entities are added by
 * their own modules. Changing this file needs `npm run db:generate` for a new migration.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Role names; what each role may do is the matrix in the contract. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    role: text('role')
      .notNull()
      .references(() => roles.name),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
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
  ],
);
