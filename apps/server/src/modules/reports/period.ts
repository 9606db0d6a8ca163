/**
 * A report's period as site days. Today, Week (Monday to Sunday) and Month are the dashboard's quick
 * ranges at the moment of the request, in the site's time zone; Custom is the two dates as given; All Time
 * has no bounds. The query schema has already refused a bad period or a custom period without its dates.
 */
import { type DateRange, quickRange } from '@weighbridge/contract/date-ranges';
import type { ReportDateRange, reportQuerySchema } from '@weighbridge/contract/reports';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import type { RollupPeriod } from '../rollups/public.js';

export type ReportQueryValues = z.output<typeof reportQuerySchema>;

/** The days of the period; null for all time. */
export function reportRange(query: ReportQueryValues, now: Date, timeZone: string): DateRange | null {
  switch (query.period) {
    case 'all':
      return null;
    case 'custom':
      return { startDate: query.startDate!, endDate: query.endDate! };
    default:
      return quickRange(query.period, now, timeZone);
  }
}

/** What every report query takes: the period's bounds (none for all time) and the site's time zone. */
export type ReportPeriod = RollupPeriod & { timeZone: string };

export type ReportContext = { clock: Clock; siteTimeZone: string };

export function resolvePeriod(ctx: ReportContext, query: ReportQueryValues): { period: ReportPeriod; dateRange?: ReportDateRange } {
  const range = reportRange(query, ctx.clock.now(), ctx.siteTimeZone);
  if (!range) return { period: { timeZone: ctx.siteTimeZone } };
  return { period: { ...range, timeZone: ctx.siteTimeZone }, dateRange: { start: range.startDate, end: range.endDate } };
}
