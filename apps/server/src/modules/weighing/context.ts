/** What the weighing services need besides the database: the site's settings and the clock. */
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';

export type WeighingContext = {
  db: Db;
  clock: Clock;
  siteTimeZone: string;
  scaleCapacityKg: number;
  taraMaxAgeDays: number;
  signingKey: string;
};
