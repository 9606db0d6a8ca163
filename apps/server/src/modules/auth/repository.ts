/** Queries on sign-in sessions and the sign-in throttle's counts. */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { loginThrottle, type LoginThrottleScope, sessions, users } from '../../db/schema.js';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  executor: Executor,
  values: { tokenHash: string; userId: number; clientAddress: string; createdAt: Date; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await executor
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning();
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
}

/** The live (not revoked) session of a token hash with its active user, in one query. */
export async function findLiveSession(executor: Executor, tokenHash: string) {
  const [row] = await executor
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), eq(users.active, true)));
  return row;
}

export async function touchSession(executor: Executor, id: number, at: Date): Promise<void> {
  await executor.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revokeSession(executor: Executor, id: number, at: Date): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** An address or a (lower-cased) username, as the throttle counts it. */
export type ThrottleKey = { scope: LoginThrottleScope; subject: string };

export type ThrottleCount = { attempts: number; windowEndsAt: Date };

/**
 * Counts one attempt of an address or username in one atomic upsert, so that attempts arriving together
 * (on one server or several) are each counted: a window that has ended starts again at 1.
 */
export async function countThrottledAttempt(
  executor: Executor,
  key: ThrottleKey,
  at: Date,
  windowMs: number,
): Promise<ThrottleCount> {
  const ended = sql`${loginThrottle.windowEndsAt} <= excluded.window_started_at`;
  const [row] = await executor
    .insert(loginThrottle)
    .values({ ...key, attempts: 1, windowStartedAt: at, windowEndsAt: new Date(at.getTime() + windowMs), lastAttemptAt: at })
    .onConflictDoUpdate({
      target: [loginThrottle.scope, loginThrottle.subject],
      set: {
        attempts: sql`case when ${ended} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${ended} then excluded.window_started_at else ${loginThrottle.windowStartedAt} end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${loginThrottle.windowEndsAt} end`,
        lastAttemptAt: sql`excluded.last_attempt_at`,
      },
    })
    .returning({ attempts: loginThrottle.attempts, windowEndsAt: loginThrottle.windowEndsAt });
  if (!row) throw new Error('upsert into login_throttle returned no row');
  return row;
}

/** The count of an address or username in its running window, if it has one. */
export async function findThrottleCount(
  executor: Executor,
  key: ThrottleKey,
  at: Date,
): Promise<ThrottleCount | undefined> {
  const [row] = await executor
    .select({ attempts: loginThrottle.attempts, windowEndsAt: loginThrottle.windowEndsAt })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.scope, key.scope), eq(loginThrottle.subject, key.subject), gt(loginThrottle.windowEndsAt, at)));
  return row;
}

export async function clearThrottleCount(executor: Executor, key: ThrottleKey): Promise<void> {
  await executor.delete(loginThrottle).where(and(eq(loginThrottle.scope, key.scope), eq(loginThrottle.subject, key.subject)));
}

/** Deletes the counts whose window has ended (they count nothing any more); the index on window_ends_at finds them. */
export async function pruneEndedThrottleCounts(executor: Executor, at: Date): Promise<void> {
  await executor.delete(loginThrottle).where(lte(loginThrottle.windowEndsAt, at));
}
