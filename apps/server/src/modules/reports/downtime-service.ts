/**
 * The downtime report: the Stop Counter's figures (stopFigures, their one computation) of the period's days.
 * The days become the moments from the start of the first to the end of the last in the site's time zone, by
 * calendar or production days; All Time reads the last MAX_FIGURES_DAYS days, the longest the figures count.
 */
import { type DateRange, siteDay } from '@weighbridge/contract/date-ranges';
import { basisNow, cutsAtDayStart, dayWindow } from '@weighbridge/contract/day-basis';
import { FIELD_LABELS, labelled } from '@weighbridge/contract/field-labels';
import { type DowntimeReport, REPORT_MESSAGES, type ReportDateRange } from '@weighbridge/contract/reports';
import { MAX_FIGURES_DAYS } from '@weighbridge/contract/stop-figures';
import { AppError } from '../../lib/errors.js';
import { readShiftPattern } from '../site/public.js';
import { stopFigures } from '../stops/public.js';
import { reportRange, type ReportQueryValues } from './period.js';
import type { ReportsContext } from './service.js';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The days of the report: the period's, or for All Time the last MAX_FIGURES_DAYS up to today. */
function downtimeDays(ctx: ReportsContext, query: ReportQueryValues, dayStart: string): DateRange {
  const now = ctx.clock.now();
  const range = reportRange(query, now, ctx.siteTimeZone, dayStart);
  if (range) {
    if (dayNumber(range.endDate) - dayNumber(range.startDate) + 1 > MAX_FIGURES_DAYS) {
      throw new AppError('BAD_REQUEST', labelled(FIELD_LABELS.reports, 'endDate', REPORT_MESSAGES.downtimeTooLong));
    }
    return range;
  }
  const today = siteDay(basisNow(now, query.dayBasis, dayStart, ctx.siteTimeZone), ctx.siteTimeZone);
  return { startDate: dayText(dayNumber(today) - MAX_FIGURES_DAYS + 1), endDate: today };
}

export async function downtimeReport(
  ctx: ReportsContext,
  query: ReportQueryValues,
): Promise<{ data: DowntimeReport; dateRange: ReportDateRange; productionDayStart?: string }> {
  const { dayStart } = await readShiftPattern(ctx.db);
  const days = downtimeDays(ctx, query, dayStart);
  const window = dayWindow(days, query.dayBasis, dayStart, ctx.siteTimeZone);
  const data = await stopFigures(ctx.db, { from: window.start.toISOString(), to: window.end.toISOString() }, { now: ctx.clock.now(), timeZone: ctx.siteTimeZone });
  return {
    data,
    dateRange: { start: days.startDate, end: days.endDate },
    ...(cutsAtDayStart(query.dayBasis, dayStart) && { productionDayStart: dayStart }),
  };
}
