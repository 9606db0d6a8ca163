/**
 * The one place a query's days become what is counted. Calendar days (the default) are read as they are,
 * from the day totals. Production days, at a site whose production day does not start at 00:00, become the
 * window of moments from the first day's production-day start to the start of the day after the last
 * (dayWindow in the contract, by the rule of shifts.ts): the documents' time columns are compared with its
 * two instants, and rollupRows reads the calendar days it holds whole from the day totals.
 */
import { type DayBasis, cutsAtDayStart, dayWindow } from '@weighbridge/contract/day-basis';
import { addDays, type MomentWindow, momentWindow, type RollupPeriod } from './buckets.js';

export type DaysQuery = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  dayBasis?: DayBasis | undefined;
  /** A window of its own (the dashboard's "This shift"), which the days and their basis do not change. */
  from?: string | undefined;
  to?: string | undefined;
};

// A range open at one side reaches past every moment a document may have (the site's years are 2000 to next year).
const OPEN_START = new Date('1970-01-01T00:00:00Z');
const OPEN_END = new Date('9999-01-01T00:00:00Z');

/** The moments of the query's days when they are production days; undefined for calendar days, all time or a window of its own. */
export function productionWindow(query: DaysQuery, dayStart: string, timeZone: string): MomentWindow | undefined {
  if (!cutsAtDayStart(query.dayBasis, dayStart) || momentWindow(query) || (!query.startDate && !query.endDate)) return undefined;
  const from = query.startDate ? dayWindow({ startDate: query.startDate, endDate: query.startDate }, 'production', dayStart, timeZone).start : OPEN_START;
  const to = query.endDate ? dayWindow({ startDate: query.endDate, endDate: query.endDate }, 'production', dayStart, timeZone).end : OPEN_END;
  // Production days S to E hold calendar days S + 1 to E whole (the day start is after midnight).
  const firstWhole = query.startDate && addDays(query.startDate, 1);
  const wholeDays = firstWhole && query.endDate && firstWhole <= query.endDate ? { startDate: firstWhole, endDate: query.endDate } : undefined;
  return { from, to, wholeDays };
}

/**
 * The query with production days turned into their window (`from` and `to`, ISO instants, its days left
 * out), or as it was: what the documents list, its counts and the rollups read.
 * @example inDayBasis({ startDate: '2026-03-09', endDate: '2026-03-09', dayBasis: 'production' }, '06:00', 'Europe/Ljubljana') // { from: '2026-03-09T05:00:00.000Z', to: '2026-03-10T05:00:00.000Z' }
 */
export function inDayBasis<Query extends DaysQuery>(query: Query, dayStart: string, timeZone: string): Query {
  const window = productionWindow(query, dayStart, timeZone);
  if (!window) return query;
  return { ...query, startDate: undefined, endDate: undefined, from: window.from.toISOString(), to: window.to.toISOString() };
}

/**
 * What the totals count for a query (rollupRows): its calendar days, the window of its production days (with
 * the calendar days it holds whole), or its own window.
 */
export function countedPeriod(query: DaysQuery, dayStart: string, timeZone: string): RollupPeriod {
  const window = productionWindow(query, dayStart, timeZone) ?? momentWindow(query);
  return window ? { window } : { startDate: query.startDate, endDate: query.endDate };
}
