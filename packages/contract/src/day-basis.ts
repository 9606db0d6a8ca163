/**
 * The day basis: whether a period's days are read as calendar days (from midnight to midnight at the site,
 * the default) or as the site's production days (from the production day's start, 06:00 at most quarries, to
 * the next one's). Every date-ranged figure takes it: the dashboard, the reports and their files, and the
 * documents list. A day D read by production days is the moments from D's production-day start to D + 1's,
 * so a load weighed at 02:00 on 10 March is in calendar day 10 March and in production day 9 March.
 *
 * A site whose production day starts at 00:00 has the same days on both bases.
 */
import { z } from 'zod';
import { type Bounds, productionDayBounds, productionDayOf } from './shifts.js';

export const DAY_BASES = ['calendar', 'production'] as const;
export type DayBasis = (typeof DAY_BASES)[number];

export const DEFAULT_DAY_BASIS: DayBasis = 'calendar';

/** The query parameter `dayBasis` of every date-ranged route; left out, calendar days. */
export const dayBasisSchema = z.enum(DAY_BASES, { error: "must be 'calendar' or 'production'" });
export const dayBasisFields = { dayBasis: dayBasisSchema.optional() };

/** Midnight: where a calendar day starts, and a production day that starts there is one. */
const MIDNIGHT = '00:00';

/** Whether the days are cut anywhere but at midnight: production days at a site whose days do not start at 00:00. */
export function cutsAtDayStart(basis: DayBasis | undefined, dayStart: string): boolean {
  return basis === 'production' && dayStart !== MIDNIGHT;
}

/** Where a day starts on the site's clock under a basis: its production day start, or midnight. */
const dayStartOf = (basis: DayBasis | undefined, dayStart: string) => ({ dayStart: basis === 'production' ? dayStart : MIDNIGHT });

/**
 * The moments of an inclusive range of days read by a basis: from the first day's start to the start of
 * the day after the last (the end excluded), in the site's zone and across clock changes.
 * @example dayWindow({ startDate: '2026-03-09', endDate: '2026-03-09' }, 'production', '06:00', 'Europe/Ljubljana') // 2026-03-09T05:00Z to 2026-03-10T05:00Z
 */
export function dayWindow(range: { startDate: string; endDate: string }, basis: DayBasis | undefined, dayStart: string, timeZone: string): Bounds {
  const pattern = dayStartOf(basis, dayStart);
  return { start: productionDayBounds(range.startDate, pattern, timeZone).start, end: productionDayBounds(range.endDate, pattern, timeZone).end };
}

/**
 * The day a moment belongs to under a basis, 'YYYY-MM-DD': its calendar day, or its production day.
 * @example dayOf(new Date('2026-03-10T01:00:00Z'), 'production', '06:00', 'Europe/Ljubljana') // '2026-03-09'
 */
export function dayOf(moment: Date, basis: DayBasis | undefined, dayStart: string, timeZone: string): string {
  return productionDayOf(moment, dayStartOf(basis, dayStart), timeZone);
}

/**
 * A moment whose calendar day at the site is today under the basis: `now` itself for calendar days, the
 * start of the current production day for production days. The quick ranges (Today, This week, This month)
 * count from it: at 02:00 on a Monday with days from 06:00, "today" is still Sunday and "this week" the last.
 */
export function basisNow(now: Date, basis: DayBasis | undefined, dayStart: string, timeZone: string): Date {
  if (!cutsAtDayStart(basis, dayStart)) return now;
  const pattern = dayStartOf(basis, dayStart);
  return productionDayBounds(productionDayOf(now, pattern, timeZone), pattern, timeZone).start;
}
