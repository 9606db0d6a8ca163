/**
 * The Trends tab: the period's transactions (loads and taras), loads, vehicles with a load and weight by
 * site day, or by month for a long period. Every day or month of the span is a row, those without any
 * weighing as zeros, so that a quiet day shows as a dip, not as a gap.
 */
import type { DateRange } from '@weighbridge/contract/date-ranges';
import { DAILY_TREND_MAX_DAYS, type TrendReport } from '@weighbridge/contract/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { type MomentWindow, rollupDays, rollupRows } from '../rollups/public.js';
import type { RollupDimension } from '../../db/tables/rollups.js';
import { numbers } from '../../db/row-numbers.js';
import type { ReportPeriod } from './period.js';

type TrendRow = TrendReport['trends'][number];

const DAY_MS = 86_400_000;

/** Days of an inclusive range, e.g. 62 for 1 March to 1 May. */
export function daysIn(range: DateRange): number {
  return Math.round((Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** All time runs from the first to the last day with a weighing; null when there is none. */
export async function weighingDaySpan(executor: Executor, period: ReportPeriod): Promise<DateRange | null> {
  const [row] = await queryRows<{ first: string | null; last: string | null }>(
    executor,
    sql`select to_char(min(r.bucket), 'YYYY-MM-DD') as first, to_char(max(r.bucket), 'YYYY-MM-DD') as last
        from ${rollupDays('total', period)}`,
  );
  return row?.first && row.last ? { startDate: row.first, endDate: row.last } : null;
}

/**
 * Daily rows read the days; monthly rows add up whole months and the days of the span's ragged ends.
 * Vehicles are counted once per row, from the vehicles' own totals. Production days (`production`, the
 * span's window and the day start) are rows of production days, read from the window's documents.
 */
export async function trendRows(executor: Executor, span: DateRange, production?: { window: MomentWindow; dayStart: string }): Promise<TrendRow[]> {
  if (production) return productionTrendRows(executor, span, production);
  const daily = daysIn(span) <= DAILY_TREND_MAX_DAYS;
  const unit = daily ? 'day' : 'month';
  const label = daily ? 'YYYY-MM-DD' : 'YYYY-MM';
  const bucketsOf = (dimension: RollupDimension, where: SQL[] = []) =>
    daily ? rollupDays(dimension, span, { where }) : rollupRows(dimension, span, { coarsest: 'month', where });
  const rows = await queryRows<TrendRow>(
    executor,
    sql`with buckets as (
          select generate_series(date_trunc(${unit}, ${span.startDate}::date::timestamp), ${span.endDate}::date::timestamp,
                                 ${`1 ${unit}`}::interval) as bucket
        ), totals as (
          select date_trunc(${unit}, r.bucket::timestamp) as bucket, sum(r.loads + r.taras) as transaction_count,
                 sum(r.loads) as load_count, sum(r.weight_kg) as total_weight_kg
          from ${bucketsOf('total')}
          group by 1
        ), vehicles as (
          select date_trunc(${unit}, r.bucket::timestamp) as bucket, count(distinct r.vehicle_id) as vehicle_count
          from ${bucketsOf('vehicle', [sql`r.loads > 0`])}
          group by 1
        )
        select to_char(b.bucket, ${label}) as period, coalesce(figures.transaction_count, 0) as transaction_count,
               coalesce(figures.load_count, 0) as load_count, coalesce(vehicles.vehicle_count, 0) as vehicle_count,
               coalesce(figures.total_weight_kg, 0) as total_weight_kg
        from buckets b
          left join totals figures on figures.bucket = b.bucket
          left join vehicles on vehicles.bucket = b.bucket
        order by b.bucket`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'load_count', 'vehicle_count', 'total_weight_kg']));
}

/**
 * The trend by production days: the counted loads (weighing_counted, the totals' rule) and the taras weighed
 * in the window, each dated by its production day (site_production_day), in one pass over the window's rows
 * through the time columns' indexes: a cost of the window, not of the history.
 */
async function productionTrendRows(executor: Executor, span: DateRange, production: { window: MomentWindow; dayStart: string }): Promise<TrendRow[]> {
  const daily = daysIn(span) <= DAILY_TREND_MAX_DAYS;
  const unit = daily ? 'day' : 'month';
  const label = daily ? 'YYYY-MM-DD' : 'YYYY-MM';
  // A subquery, read once: the function called for each row would read the settings again for every document.
  const tz = sql`(select weighing_rollups_time_zone())`;
  const [from, to] = [production.window.from.toISOString(), production.window.to.toISOString()];
  const bucket = (column: SQL) => sql`date_trunc(${unit}, site_production_day(${column}, ${tz}, ${production.dayStart}::interval)::timestamp)`;
  const rows = await queryRows<TrendRow>(
    executor,
    sql`with buckets as (
          select generate_series(date_trunc(${unit}, ${span.startDate}::date::timestamp), ${span.endDate}::date::timestamp,
                                 ${`1 ${unit}`}::interval) as bucket
        ), loads as (
          select ${bucket(sql`d.second_weigh_timestamp`)} as bucket, count(*) as load_count, sum(d.material_weight_kg) as total_weight_kg,
                 count(distinct d.vehicle_id) as vehicle_count
          from scale_documents d
          where d.second_weigh_timestamp >= ${from}::timestamptz and d.second_weigh_timestamp < ${to}::timestamptz and weighing_counted(d)
          group by 1
        ), taras as (
          select ${bucket(sql`t.weighed_at`)} as bucket, count(*) as tara_count
          from tara_weighings t
          where t.weighed_at >= ${from}::timestamptz and t.weighed_at < ${to}::timestamptz
          group by 1
        )
        select to_char(b.bucket, ${label}) as period, coalesce(l.load_count, 0) + coalesce(t.tara_count, 0) as transaction_count,
               coalesce(l.load_count, 0) as load_count, coalesce(l.vehicle_count, 0) as vehicle_count, coalesce(l.total_weight_kg, 0) as total_weight_kg
        from buckets b
          left join loads l on l.bucket = b.bucket
          left join taras t on t.bucket = b.bucket
        order by b.bucket`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'load_count', 'vehicle_count', 'total_weight_kg']));
}
