/**
 * Login throttling per client address (every attempt counts) and per username (failures count), counted
 * in the database so that a restart does not clear a block and servers sharing a database share the
 * counts. A username's count clears on a successful sign-in and its block ends with the window, so an
 * attacker can hold a real user off for one window at most.
 *
 * Every attempt is counted as a failure of its username before its secret is checked, in one atomic
 * upsert, and given back if the secret was right: attempts sent together (on one server or several) each
 * find the others' counted, so no more than the limit are ever checked in a window.
 */
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import {
  clearThrottleCount,
  countThrottledAttempt,
  endedCountsPruner,
  giveBackThrottledAttempt,
  liveThrottleCounts,
  secondsUntilWindowEnds,
  takeThrottleCount,
  type ThrottleCount,
  type ThrottleKey,
} from '../../db/throttle-counts.js';

export type LoginThrottleOptions = {
  maxAttemptsPerAddress: number;
  maxFailuresPerUsername: number;
  windowMs: number;
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** What the sign-in throttle counts: failures of a username, attempts from an address. */
export type SignInScope = 'username' | 'address';

/** A username's or address's count now, with the count at which its next attempt is refused. */
export type ThrottleStanding = ThrottleCount & { scope: SignInScope; subject: string; limit: number; lockedOut: boolean };

export function createLoginThrottle(deps: { db: Db; clock: Clock } & LoginThrottleOptions) {
  const { db, clock, windowMs } = deps;
  const byAddress = (address: string): ThrottleKey => ({ scope: 'address', subject: address });
  const byUsername = (username: string): ThrottleKey => ({ scope: 'username', subject: username.trim().toLowerCase() });
  const pruneNow = endedCountsPruner(db, windowMs);

  return {
    /**
     * Counts an attempt from the address and reserves a failure of the username, before anything is
     * checked; answers the seconds to wait if either is over its limit (and the secret must not be checked).
     * A wrong secret leaves the reservation counted; a right one gives it back (`passed`) or clears the
     * username's count (`succeeded`).
     */
    async admit(address: string, username: string): Promise<number> {
      const now = clock.now();
      await pruneNow(now);
      const attempts = await countThrottledAttempt(db, byAddress(address), now, windowMs);
      const addressWait = attempts.attempts > deps.maxAttemptsPerAddress ? secondsUntilWindowEnds(attempts, now) : 0;
      const failures = await countThrottledAttempt(db, byUsername(username), now, windowMs);
      const userWait = failures.attempts > deps.maxFailuresPerUsername ? secondsUntilWindowEnds(failures, now) : 0;
      const wait = Math.max(userWait, addressWait);
      // Refused unchecked: not a failure of the username. The reservations of those checked stay counted,
      // so none refused here finds the count under the limit again.
      if (wait > 0) await giveBackThrottledAttempt(db, byUsername(username), now);
      return wait;
    },
    /** A right secret with another still due (the password before the code): its reservation is given back, the count kept. */
    async passed(username: string): Promise<void> {
      await giveBackThrottledAttempt(db, byUsername(username), clock.now());
    },
    /** Signed in: the username's count clears. */
    async succeeded(username: string): Promise<void> {
      await clearThrottleCount(db, byUsername(username));
    },
    /** The usernames and addresses counted in their running windows, and whether each is locked out now. */
    async standings(): Promise<ThrottleStanding[]> {
      const counts = await liveThrottleCounts(db, ['username', 'address'], clock.now());
      return counts.map((count) => {
        const scope = count.scope as SignInScope;
        // An address is refused once its attempts, the next one counted, pass the limit: at the limit it is locked out.
        const limit = scope === 'username' ? deps.maxFailuresPerUsername : deps.maxAttemptsPerAddress;
        return { ...count, scope, limit, lockedOut: count.attempts >= limit };
      });
    },
    /** Clears a username's or an address's count, in the caller's transaction: it may sign in at once. Answers the count as it was kept. */
    async unlock(executor: Executor, scope: SignInScope, subject: string): Promise<(ThrottleKey & ThrottleCount) | undefined> {
      const key = scope === 'username' ? byUsername(subject) : byAddress(subject);
      const cleared = await takeThrottleCount(executor, key, clock.now());
      return cleared && { ...key, ...cleared };
    },
  };
}
