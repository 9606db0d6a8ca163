/** Queries on the sessions signed in now, with their users, for the lists of active sessions. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { sessions, users } from '../../db/schema.js';

/** Sessions that `live` keeps (the auth module's rule) of active users, the last used first; `where` narrows them. */
export async function listLiveSessions(executor: Executor, live: SQL, where?: SQL) {
  return executor
    .select({ session: sessions, username: users.username, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(live, eq(users.active, true), where))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

export const ofUser = (userId: number): SQL => eq(sessions.userId, userId);
export const withId = (id: number): SQL => eq(sessions.id, id);
