/**
 * The throttle's counts (table login_throttle): sign-in attempts per client address, failed sign-ins per
 * username, and ticket verification lookups per client address. Shared by the sign-in and the public
 * verification, so it lives with the database rather than in either module.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from './database.js';
import { loginThrottle, type LoginThrottleScope } from './schema.js';

/** What a count is of: an address or a (lower-cased) username, in its scope. */
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

/** Gives back one attempt counted in the running window (a reserved attempt that turned out right). */
export async function giveBackThrottledAttempt(executor: Executor, key: ThrottleKey, at: Date): Promise<void> {
  await executor
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(and(eq(loginThrottle.scope, key.scope), eq(loginThrottle.subject, key.subject), gt(loginThrottle.windowEndsAt, at)));
}

export async function clearThrottleCount(executor: Executor, key: ThrottleKey): Promise<void> {
  await executor.delete(loginThrottle).where(and(eq(loginThrottle.scope, key.scope), eq(loginThrottle.subject, key.subject)));
}

/** The counts of the scopes in their running windows, for the page that lists them. */
export async function liveThrottleCounts(executor: Executor, scopes: readonly LoginThrottleScope[], at: Date): Promise<(ThrottleKey & ThrottleCount)[]> {
  return executor
    .select({ scope: loginThrottle.scope, subject: loginThrottle.subject, attempts: loginThrottle.attempts, windowEndsAt: loginThrottle.windowEndsAt })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.scope, [...scopes]), gt(loginThrottle.windowEndsAt, at))) as Promise<(ThrottleKey & ThrottleCount)[]>;
}

/** Deletes a count in its running window and answers what it was; undefined when there was none. */
export async function takeThrottleCount(executor: Executor, key: ThrottleKey, at: Date): Promise<ThrottleCount | undefined> {
  const [row] = await executor
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.scope, key.scope), eq(loginThrottle.subject, key.subject), gt(loginThrottle.windowEndsAt, at)))
    .returning({ attempts: loginThrottle.attempts, windowEndsAt: loginThrottle.windowEndsAt });
  return row;
}

/** Deletes the counts whose window has ended (they count nothing any more); the index on window_ends_at finds them. */
export async function pruneEndedThrottleCounts(executor: Executor, at: Date): Promise<void> {
  await executor.delete(loginThrottle).where(lte(loginThrottle.windowEndsAt, at));
}

/** Seconds until the window of a count that is over its limit ends, at least 1: a 429's Retry-After. */
export function secondsUntilWindowEnds(count: ThrottleCount, now: Date): number {
  return Math.max(1, Math.ceil((count.windowEndsAt.getTime() - now.getTime()) / 1000));
}

/**
 * Deletes ended counts at most once per `everyMs` on this server (a throttle's window), so the table holds
 * little more than the live counts however many addresses come and go.
 */
export function endedCountsPruner(executor: Executor, everyMs: number): (now: Date) => Promise<void> {
  let prunedAt = 0;
  return async (now) => {
    if (now.getTime() - prunedAt < everyMs) return;
    prunedAt = now.getTime();
    await pruneEndedThrottleCounts(executor, now);
  };
}
