/** Queries on the sessions not yet revoked, with their users, for the lists of active sessions. */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { sessions, users } from '../../db/schema.js';

/**
 * Sessions not revoked of active users, the last used first; `where` narrows them (to one user, one id).
 * Whether each is still within its lifetime and idle limit is the auth module's rule, applied by the caller.
 */
export async function listUnrevokedSessions(executor: Executor, where?: SQL) {
  return executor
    .select({ session: sessions, username: users.username, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(isNull(sessions.revokedAt), eq(users.active, true), where))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

export const ofUser = (userId: number): SQL => eq(sessions.userId, userId);
export const withId = (id: number): SQL => eq(sessions.id, id);
