/**
 * Login throttling per client address (every attempt counts) and per username (failures count), counted
 * in the database so that a restart does not clear a block and servers sharing a database share the
 * counts. A username's count clears on a successful sign-in and its block ends with the window, so an
 * attacker can hold a real user off for one window at most.
 */
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { clearThrottleCount, countThrottledAttempt, endedCountsPruner, findThrottleCount, secondsUntilWindowEnds, type ThrottleKey } from '../../db/throttle-counts.js';

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
  const pruneNow = endedCountsPruner(db, windowMs);

  return {
    /** Counts an attempt from the address; answers the seconds to wait if the address or the username is over its limit. */
    async admit(address: string, username: string): Promise<number> {
      const now = clock.now();
      await pruneNow(now);
      const failures = await findThrottleCount(db, byUsername(username), now);
      const userWait = failures && failures.attempts >= deps.maxFailuresPerUsername ? secondsUntilWindowEnds(failures, now) : 0;
      const attempts = await countThrottledAttempt(db, byAddress(address), now, windowMs);
      const addressWait = attempts.attempts > deps.maxAttemptsPerAddress ? secondsUntilWindowEnds(attempts, now) : 0;
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
