/**
 * What the weighing services need besides the database: the site's settings and the clock. The weighing,
 * the scale documents' corrections and the import all take it, so it is nobody's module.
 */
import type { Clock } from '../lib/clock.js';
import type { Db } from './database.js';

export type WeighingContext = {
  db: Db;
  clock: Clock;
  siteTimeZone: string;
  scaleCapacityKg: number;
  taraMaxAgeDays: number;
  signingKey: string;
};
