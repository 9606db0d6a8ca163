/**
 * The periods the Stop Counter's figures are read for: a shift, a production day, the week (Monday to Sunday)
 * or the month of a day, each as the window of moments [start, end) it covers at the site. Weeks and months are
 * counted in production days, so a week runs from Monday's production day start to the next Monday's, and the
 * night shift after a Sunday belongs to that week. Clock changes are the shift calendar's (shifts.ts).
 */
import { daysAfter } from './date-ranges.js';
import { type Bounds, productionDayBounds, type ShiftPattern, shiftBounds } from './shifts.js';

export const FIGURES_PERIODS = ['shift', 'day', 'week', 'month'] as const;
export type FiguresPeriod = (typeof FIGURES_PERIODS)[number];

/** The Monday of the ISO week a day 'YYYY-MM-DD' falls in. */
function mondayOf(day: string): string {
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return daysAfter(day, -sinceMonday);
}

/** The first and last day of the month a day 'YYYY-MM-DD' falls in. */
function monthOf(day: string): { first: string; last: string } {
  const first = `${day.slice(0, 7)}-01`;
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { first, last: daysAfter(next.toISOString().slice(0, 10), -1) };
}

/** From the start of the first production day to the end of the last. */
function productionDays(first: string, last: string, pattern: ShiftPattern, timeZone: string): Bounds {
  return { start: productionDayBounds(first, pattern, timeZone).start, end: productionDayBounds(last, pattern, timeZone).end };
}

/**
 * The moments of a period of the figures: `day` is a production day 'YYYY-MM-DD' (the shift's, or one of the
 * week's or the month's); `shiftName` is read only for a shift and must be in the pattern (else a RangeError).
 * @example stopFiguresWindow('week', '2026-03-11', 'Morning', DEFAULT_SHIFT_PATTERN, 'Europe/Ljubljana') // 2026-03-09T05:00Z to 2026-03-16T05:00Z
 */
export function stopFiguresWindow(period: FiguresPeriod, day: string, shiftName: string, pattern: ShiftPattern, timeZone: string): Bounds {
  switch (period) {
    case 'shift':
      return shiftBounds(day, shiftName, pattern, timeZone);
    case 'day':
      return productionDayBounds(day, pattern, timeZone);
    case 'week': {
      const monday = mondayOf(day);
      return productionDays(monday, daysAfter(monday, 6), pattern, timeZone);
    }
    case 'month': {
      const { first, last } = monthOf(day);
      return productionDays(first, last, pattern, timeZone);
    }
  }
}
