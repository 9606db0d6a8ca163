/**
 * The public verification's limit per client address: every lookup counts, found or not, in the shared
 * throttle table (scope 'verify'), so that ticket numbers and codes cannot be tried in bulk, across
 * restarts and across servers sharing a database.
 */
import { TICKET_MESSAGES, VERIFY_MAX_PER_WINDOW, VERIFY_WINDOW_SECONDS } from '@weighbridge/contract/tickets';
import type { Db } from '../../db/database.js';
import { countThrottledAttempt, endedCountsPruner, secondsUntilWindowEnds } from '../../db/throttle-counts.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';

export type VerifyThrottle = { admit: (address: string) => Promise<void> };

export function createVerifyThrottle(deps: { db: Db; clock: Clock }): VerifyThrottle {
  const windowMs = VERIFY_WINDOW_SECONDS * 1000;
  const pruneNow = endedCountsPruner(deps.db, windowMs);
  return {
    /** Counts a lookup from the address; past the limit, a 429 with the seconds until its window ends. */
    async admit(address) {
      const now = deps.clock.now();
      await pruneNow(now);
      const lookups = await countThrottledAttempt(deps.db, { scope: 'verify', subject: address }, now, windowMs);
      if (lookups.attempts > VERIFY_MAX_PER_WINDOW) throw new AppError('TOO_MANY_REQUESTS', TICKET_MESSAGES.tooManyLookups, secondsUntilWindowEnds(lookups, now));
    },
  };
}
