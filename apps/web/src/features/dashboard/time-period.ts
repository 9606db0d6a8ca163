/**
 * The dashboard's Time Period filter (spec part 1 sections 4 and 5). A quick choice (Today, Week, Month)
 * is kept as the choice, not as dates: its days are worked out from the current time in the site's time
 * zone, so a dashboard left open overnight on Today moves on to the new day by itself. Custom holds the
 * typed dates and the range last applied; All Time has no dates and no filter. This Shift is the site's shift
 * at the current time, asked for as its moments: it moves on to the next shift by itself too.
 */
import { type DateRange, type PeriodQuery, quickRange, siteDay } from '@weighbridge/contract/date-ranges';
import { type DatedShift, type ShiftPattern, shiftAt } from '@weighbridge/contract/shifts';
import { dateRangeProblem } from '../../lib/date-range';

export type QuickChoice = 'today' | 'week' | 'month';
export type PeriodChoice = 'shift' | QuickChoice | 'all' | 'custom';

export type TimePeriod =
  | { choice: 'shift' }
  | { choice: QuickChoice }
  | { choice: 'all' }
  | { choice: 'custom'; startDate: string; endDate: string; applied: DateRange | null };

export const ALL_TIME: TimePeriod = { choice: 'all' };

/** What the filter shows and sends at a moment: the dates in the inputs and the range in force, or the shift. */
export type ResolvedPeriod = { startDate: string; endDate: string; applied: DateRange | null; shift?: DatedShift };

/** `today` is a moment of the day the quick ranges count from: `now`, or the current production day's start (todayMoment). */
export function resolvePeriod(period: TimePeriod, now: Date, timeZone: string, shifts: ShiftPattern, today: Date = now): ResolvedPeriod {
  if (period.choice === 'all') return { startDate: '', endDate: '', applied: null };
  if (period.choice === 'shift') {
    const shift = shiftAt(now, shifts, timeZone);
    // The inputs show the days the shift spans; its last moment is just before its end.
    return { startDate: siteDay(shift.start, timeZone), endDate: siteDay(new Date(shift.end.getTime() - 1), timeZone), applied: null, shift };
  }
  if (period.choice === 'custom') return { startDate: period.startDate, endDate: period.endDate, applied: period.applied };
  const range = quickRange(period.choice, today, timeZone);
  return { ...range, applied: range };
}

/** Typing a date makes the period Custom; the filter in force stays until Apply Filter. */
export function editDate(resolved: ResolvedPeriod, field: 'startDate' | 'endDate', value: string): TimePeriod {
  return { choice: 'custom', startDate: resolved.startDate, endDate: resolved.endDate, applied: resolved.applied, [field]: value };
}

/** The Custom button keeps what is shown, ready for dates to be typed. */
export function chooseCustom({ startDate, endDate, applied }: ResolvedPeriod): TimePeriod {
  return { choice: 'custom', startDate, endDate, applied };
}

/** Apply Filter needs both dates, in order. */
export function canApply(resolved: ResolvedPeriod): boolean {
  return Boolean(resolved.startDate && resolved.endDate) && dateRangeProblem(resolved) === null;
}

export function applyDates(resolved: ResolvedPeriod): TimePeriod {
  if (!canApply(resolved)) return { choice: 'custom', ...resolved };
  const range = { startDate: resolved.startDate, endDate: resolved.endDate };
  return { choice: 'custom', ...range, applied: range };
}

/** The query every block sends: the shift's moments, the range in force, or nothing for all time. */
export function periodQuery(resolved: ResolvedPeriod): PeriodQuery {
  if (resolved.shift) return { from: resolved.shift.start.toISOString(), to: resolved.shift.end.toISOString() };
  return resolved.applied ?? {};
}
