/** Queries on sign-in sessions. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { USER_FACTS } from '../users/public.js';
import { roles, sessions, users } from '../../db/schema.js';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  executor: Executor,
  values: { tokenHash: string; userId: number; clientAddress: string; userAgent: string | null; createdAt: Date; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await executor
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning();
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
}

/**
 * The live (not revoked) session of a token hash with its active user and the label and grants of the
 * user's role, in one query: every request's permission check reads the grants as they are now. Every
 * request asks it, so it reads only what authentication needs (never the password hash or a secret) and
 * is prepared once.
 */
const liveSessionStatement = preparedPerDatabase((db) =>
  db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt },
      user: USER_FACTS,
      roleLabel: roles.label,
      grants: roles.grants,
      requiresTwoFactor: roles.requiresTwoFactor,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.name, users.role))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), eq(users.active, true)))
    .prepare('find_live_session'),
);

export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await liveSessionStatement(db).execute({ tokenHash });
  return row;
}

export async function touchSession(executor: Executor, id: number, at: Date): Promise<void> {
  await executor.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/** Ends a session not ended yet; answers whether it did. */
export async function revokeSession(executor: Executor, id: number, at: Date): Promise<boolean> {
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
