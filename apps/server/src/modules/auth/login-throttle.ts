/**
 * Login throttling per client address (every attempt counts) and per username (failures count), counted
 * in the database so that a restart does not clear a block and servers sharing a database share the
 * counts. A username's count clears on a successful sign-in and its block ends with the window, so an
 * attacker can hold a real user off for one window at most.
 */
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { clearThrottleCount, countThrottledAttempt, findThrottleCount, pruneEndedThrottleCounts, type ThrottleCount, type ThrottleKey } from './repository.js';

export type LoginThrottleOptions = {
  maxAttemptsPerAddress: number;
  maxFailuresPerUsername: number;
  windowMs: number;
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(deps: { db: Db; clock: Clock } & LoginThrottleOptions) {
  const { db, clock, windowMs } = deps;
  const byAddress = (address: string): ThrottleKey => ({ scope: 'address', subject: address });
  const byUsername = (username: string): ThrottleKey => ({ scope: 'username', subject: username.trim().toLowerCase() });
  let prunedAt = 0;

  /** Seconds until the window of a count that is over its limit ends. */
  const secondsLeft = (count: ThrottleCount, now: Date) => Math.max(1, Math.ceil((count.windowEndsAt.getTime() - now.getTime()) / 1000));

  /** Ended counts are deleted once a window per server, so the table holds little more than the live ones. */
  async function pruneNow(now: Date): Promise<void> {
    if (now.getTime() - prunedAt < windowMs) return;
    prunedAt = now.getTime();
    await pruneEndedThrottleCounts(db, now);
  }

  return {
    /** Counts an attempt from the address; answers the seconds to wait if the address or the username is over its limit. */
    async admit(address: string, username: string): Promise<number> {
      const now = clock.now();
      await pruneNow(now);
      const failures = await findThrottleCount(db, byUsername(username), now);
      const userWait = failures && failures.attempts >= deps.maxFailuresPerUsername ? secondsLeft(failures, now) : 0;
      const attempts = await countThrottledAttempt(db, byAddress(address), now, windowMs);
      const addressWait = attempts.attempts > deps.maxAttemptsPerAddress ? secondsLeft(attempts, now) : 0;
      return Math.max(userWait, addressWait);
    },
    async failed(username: string): Promise<void> {
      await countThrottledAttempt(db, byUsername(username), clock.now(), windowMs);
    },
    async succeeded(username: string): Promise<void> {
      await clearThrottleCount(db, byUsername(username));
    },
  };
}
