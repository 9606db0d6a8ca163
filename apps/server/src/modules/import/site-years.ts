/** The site's year of many moments at once, as an import of history needs it for every row. */
import { siteYear } from '../../lib/site-time.js';

const HOUR_MS = 3_600_000;

/**
 * `siteYear`, asking the time zone once per hour of history instead of once per row: an hour whose first
 * and last millisecond fall in one year at the site lies wholly in it (no zone changes its clock twice in
 * an hour); the hour of a New Year's midnight is asked of the time zone row by row.
 */
export function siteYears(timeZone: string): (moment: Date) => number {
  const years = new Map<number, number>();
  return (moment) => {
    const hour = Math.floor(moment.getTime() / HOUR_MS);
    const known = years.get(hour);
    if (known !== undefined) return known;
    const year = siteYear(moment, timeZone);
    const first = siteYear(new Date(hour * HOUR_MS), timeZone);
    const last = siteYear(new Date((hour + 1) * HOUR_MS - 1), timeZone);
    if (first === year && last === year) years.set(hour, year);
    return year;
  };
}
