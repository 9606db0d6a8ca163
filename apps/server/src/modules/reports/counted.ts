/**
 * What every report counts: the period's completed, not voided load documents and its tara weighings,
 * read from the running totals (weighing_rollups) that the documents' triggers keep, so that the reports,
 * the dashboard and the documents list agree to the kilogram.
 */
import { type SQL, sql } from 'drizzle-orm';
import { siteDayEnd } from '../../db/site-days.js';
import type { ReportPeriod } from './period.js';

/** A moment column is before the end of the period's last day, or of its window (always true for all time). */
export function beforePeriodEnd(column: SQL, period: ReportPeriod): SQL {
  if (period.window) return sql`${column} < ${period.window.to.toISOString()}::timestamptz`;
  return period.endDate ? sql`${column} < ${siteDayEnd(period.endDate, period.timeZone)}` : sql`true`;
}

