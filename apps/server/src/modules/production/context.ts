/** What Production's services work with: the database, the clock (the test's, in tests) and the site's zone. */
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';

export type ProductionContext = { db: Db; clock: Clock; siteTimeZone: string };
