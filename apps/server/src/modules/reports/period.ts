/**
 * A report's period as site days. Today, Week (Monday to Sunday) and Month are the dashboard's quick
 * ranges at the moment of the request, in the site's time zone; Custom is the two dates as given; All Time
 * has no bounds. The query schema has already refused a bad period or a custom period without its dates.
 */
import { type DateRange, quickRange } from '@weighbridge/contract/date-ranges';
import { basisNow, cutsAtDayStart } from '@weighbridge/contract/day-basis';
import type { ReportDateRange, reportQuerySchema } from '@weighbridge/contract/reports';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { productionWindow, type RollupPeriod } from '../rollups/public.js';

export type ReportQueryValues = z.output<typeof reportQuerySchema>;

/**
 * The days of the period; null for all time. Read by production days (with the site's `dayStart`), Today,
 * Week and Month count from the current production day.
 */
export function reportRange(query: ReportQueryValues, now: Date, timeZone: string, dayStart = '00:00'): DateRange | null {
  switch (query.period) {
    case 'all':
      return null;
    case 'custom':
      return { startDate: query.startDate!, endDate: query.endDate! };
    default:
      return quickRange(query.period, basisNow(now, query.dayBasis, dayStart, timeZone), timeZone);
  }
}

/** What every report query takes: the period's bounds (none for all time) and the site's time zone. */
export type ReportPeriod = RollupPeriod & {
  timeZone: string;
  /** With a window of production days: the time they start, for the trends' rows by production day. */
  dayStart?: string;
};

export type ReportContext = { clock: Clock; siteTimeZone: string };

/** What a report counts and says it covers; `dayStart` is the site's production day start, read per request. */
export type ResolvedPeriod = { period: ReportPeriod; dateRange?: ReportDateRange; productionDayStart?: string };

/**
 * The period's days, and for production days the window of moments they cover (the days stay, for the
 * trends' rows and the answer's dateRange). All time has no days, so it is the same on both bases.
 */
export function resolvePeriod(ctx: ReportContext, query: ReportQueryValues, dayStart = '00:00'): ResolvedPeriod {
  const range = reportRange(query, ctx.clock.now(), ctx.siteTimeZone, dayStart);
  if (!range) return { period: { timeZone: ctx.siteTimeZone } };
  const window = productionWindow({ ...range, dayBasis: query.dayBasis }, dayStart, ctx.siteTimeZone);
  return {
    period: { ...range, timeZone: ctx.siteTimeZone, ...(window && { window, dayStart }) },
    dateRange: { start: range.startDate, end: range.endDate },
    ...(cutsAtDayStart(query.dayBasis, dayStart) && { productionDayStart: dayStart }),
  };
}
