/**
 * What every report counts: the period's completed, not voided load documents and its tara weighings,
 * read from the running totals (weighing_rollups) that the documents' triggers keep, so that the reports,
 * the dashboard and the documents list agree to the kilogram.
 */
import { type SQL, sql } from 'drizzle-orm';
import { siteMidnight } from '../scale-documents/history-filter.js';
import type { ReportPeriod } from './period.js';

/** A moment column is before the end of the period's last day (always true for all time). */
export function beforePeriodEnd(column: SQL, period: ReportPeriod): SQL {
  return period.endDate ? sql`${column} < ${siteMidnight(period.endDate, period.timeZone)} + interval '1 day'` : sql`true`;
}

/**
 * Both engines answer count(*) as text or bigint and numeric as text; the API speaks numbers.
 * @example numbers(row, ['total_trips', 'total_weight_kg'])
 */
export function numbers<Row extends Record<string, unknown>>(row: Row, fields: readonly (keyof Row)[]): Row {
  const converted: Record<string, unknown> = { ...row };
  for (const field of fields) converted[field as string] = Number(row[field] ?? 0);
  return converted as Row;
}
