/**
 * What every report counts, as SQL: the period's completed, not voided load documents (alias d), with the
 * very conditions of the documents list and the dashboard, so that all three agree to the kilogram; and
 * its tara weighings (alias t), which the spec counts as transactions besides the loads.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DocumentFilter, documentConditions } from '../scale-documents/repository.js';
import type { ReportPeriod } from './period.js';

export function countedLoads(period: DocumentFilter): SQL {
  return sql.join([...documentConditions(period), sql`d.status = 'completed'`], sql` and `);
}

/** Local midnight of a YYYY-MM-DD day at the site, as a moment. */
const siteMidnight = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** A moment column is before the end of the period's last day (always true for all time). */
export function beforePeriodEnd(column: SQL, period: ReportPeriod): SQL {
  return period.endDate ? sql`${column} < ${siteMidnight(period.endDate, period.timeZone)} + interval '1 day'` : sql`true`;
}

/** Tara weighings (alias t) of the period. */
export function taraInPeriod(period: ReportPeriod): SQL {
  const from = period.startDate ? sql`t.weighed_at >= ${siteMidnight(period.startDate, period.timeZone)}` : sql`true`;
  return sql`${from} and ${beforePeriodEnd(sql`t.weighed_at`, period)}`;
}

/** A document's moment as the site's wall-clock time, for hours, days and months. */
export const siteTime = (period: ReportPeriod) => sql`(d.second_weigh_timestamp at time zone ${period.timeZone})`;

/**
 * Every weighing of the period, a load or a tara, with its moment as the site's wall-clock time (at), its
 * vehicle and the load's net weight (null for a tara): the rows of the transactions figures.
 */
export const weighingsInPeriod = (period: ReportPeriod) => sql`
  select ${siteTime(period)} as at, d.vehicle_id, d.material_weight_kg as load_kg from scale_documents d where ${countedLoads(period)}
  union all
  select (t.weighed_at at time zone ${period.timeZone}), t.vehicle_id, null from tara_weighings t where ${taraInPeriod(period)}`;

/**
 * Both engines answer count(*) as text or bigint and numeric as text; the API speaks numbers.
 * @example numbers(row, ['total_trips', 'total_weight_kg'])
 */
export function numbers<Row extends Record<string, unknown>>(row: Row, fields: readonly (keyof Row)[]): Row {
  const converted: Record<string, unknown> = { ...row };
  for (const field of fields) converted[field as string] = Number(row[field] ?? 0);
  return converted as Row;
}
