/**
 * The site's days in SQL: every report, list, count, audit query and the monitoring page take their day
 * boundaries here, in the site's time zone. A day ends at the next day's local midnight, not 24 hours after
 * its own: on the days clocks change it lasts 23 or 25 hours. (Adding `interval '1 day'` to a moment counts
 * the day in the session's zone, UTC on the embedded engine, and cut those days wrong.)
 */
import { type SQL, sql } from 'drizzle-orm';

/** A YYYY-MM-DD day, or an SQL expression of type date. */
type Day = string | SQL;

/** Local midnight of a day at the site, as a moment: where the day starts. */
export const siteMidnight = (day: Day, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** Where a day at the site ends: the local midnight of the day after. */
export const siteDayEnd = (day: Day, timeZone: string) => sql`(((${day}::date) + 1)::timestamp at time zone ${timeZone})`;

/** The site's day that a moment falls in, as an SQL date. */
export const siteDayOf = (moment: Date, timeZone: string) => sql`((${moment.toISOString()}::timestamptz at time zone ${timeZone})::date)`;

/** A moment column within the site days `startDate` to `endDate`, both included, either open. */
export function withinSiteDays(column: SQL, days: { startDate?: string; endDate?: string; timeZone: string }): SQL[] {
  return [
    ...(days.startDate ? [sql`${column} >= ${siteMidnight(days.startDate, days.timeZone)}`] : []),
    ...(days.endDate ? [sql`${column} < ${siteDayEnd(days.endDate, days.timeZone)}`] : []),
  ];
}
