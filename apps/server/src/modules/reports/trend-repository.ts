/**
 * The Trends tab: the period's loads by site day, or by month for a long period. Every day or month of
 * the span is a row, those without loads as zeros, so that a quiet day shows as a dip, not as a gap.
 */
import { type DateRange, siteDay } from '@weighbridge/contract/date-ranges';
import { DAILY_TREND_MAX_DAYS, type TrendReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { countedLoads, numbers, siteTime } from './counted.js';
import type { ReportPeriod } from './period.js';

type TrendRow = TrendReport['trends'][number];

const DAY_MS = 86_400_000;

/** Days of an inclusive range, e.g. 62 for 1 March to 1 May. */
export function daysIn(range: DateRange): number {
  return Math.round((Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** All time runs from the first to the last day with a load; null when there is none. */
export async function loadDaySpan(executor: Executor, period: ReportPeriod): Promise<DateRange | null> {
  const [row] = await queryRows<{ first: Date | string | null; last: Date | string | null }>(
    executor,
    sql`select min(d.second_weigh_timestamp) as first, max(d.second_weigh_timestamp) as last
        from scale_documents d where ${countedLoads(period)}`,
  );
  if (!row?.first || !row.last) return null;
  return { startDate: siteDay(new Date(row.first), period.timeZone), endDate: siteDay(new Date(row.last), period.timeZone) };
}

export async function trendRows(executor: Executor, period: ReportPeriod, span: DateRange): Promise<TrendRow[]> {
  const daily = daysIn(span) <= DAILY_TREND_MAX_DAYS;
  const unit = daily ? 'day' : 'month';
  const label = daily ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await queryRows<TrendRow>(
    executor,
    sql`with buckets as (
          select generate_series(date_trunc(${unit}, ${span.startDate}::date::timestamp), ${span.endDate}::date::timestamp,
                                 ${`1 ${unit}`}::interval) as bucket
        ), loads as (
          select date_trunc(${unit}, ${siteTime(period)}) as bucket, count(*) as transaction_count,
                 count(*) filter (where d.weighing_type = 'load') as load_count,
                 count(distinct d.vehicle_id) as vehicle_count, sum(d.material_weight_kg) as total_weight_kg
          from scale_documents d where ${countedLoads(period)}
          group by 1
        )
        select to_char(b.bucket, ${label}) as period, coalesce(l.transaction_count, 0) as transaction_count,
               coalesce(l.load_count, 0) as load_count, coalesce(l.vehicle_count, 0) as vehicle_count,
               coalesce(l.total_weight_kg, 0) as total_weight_kg
        from buckets b left join loads l on l.bucket = b.bucket
        order by b.bucket`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'load_count', 'vehicle_count', 'total_weight_kg']));
}
