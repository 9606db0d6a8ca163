/**
 * The Summary tab. Loads, weight, average and active vehicles are the dashboard's own statistics and the
 * material breakdown its material insights, so the tab and the dashboard cannot disagree.
 */
import type { SummaryReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { materialInsights } from '../dashboard/public.js';
import { rollupRows } from '../rollups/public.js';
import { periodStats } from '../scale-documents/public.js';
import { numbers } from '../../db/row-numbers.js';
import type { ReportPeriod } from './period.js';

type Summary = SummaryReport['summary'];
type HourRow = SummaryReport['hourlyDistribution'][number];

export async function summaryFigures(executor: Executor, period: ReportPeriod): Promise<Summary> {
  const [stats, [other]] = await Promise.all([
    periodStats(executor, period),
    queryRows<{ tares: string | null; drivers: string; materials: string }>(
      executor,
      sql`select (select sum(r.taras) from ${rollupRows('total', period)}) as tares,
                 (select count(distinct r.driver_key) from ${rollupRows('driver_vehicle', period, { where: [sql`r.loads > 0`] })}) as drivers,
                 (select count(distinct r.material_id) from ${rollupRows('material', period, { where: [sql`r.loads > 0`] })}) as materials`,
    ),
  ]);
  const tares = Number(other?.tares ?? 0);
  return {
    total_transactions: stats.total_transactions + tares,
    load_transactions: stats.total_transactions,
    tare_transactions: tares,
    total_weight_kg: stats.total_weight,
    avg_weight_per_load: stats.avg_weight,
    active_vehicles: stats.unique_vehicles,
    active_drivers: Number(other?.drivers ?? 0),
    materials_processed: Number(other?.materials ?? 0),
  };
}

export async function materialBreakdown(executor: Executor, period: ReportPeriod): Promise<SummaryReport['materialBreakdown']> {
  const materials = await materialInsights(executor, period);
  return materials.map(({ material_name, total_weight_kg, transaction_count }) => ({ material_name, total_weight_kg, transaction_count }));
}

/** Every hour of the site's day, 0 to 23, with its transactions (loads and taras) and the loads' weight. */
export async function hourlyDistribution(executor: Executor, period: ReportPeriod): Promise<HourRow[]> {
  const rows = await queryRows<HourRow>(
    executor,
    sql`select h.hour, coalesce(sum(r.loads + r.taras), 0) as transaction_count, coalesce(sum(r.weight_kg), 0) as total_weight_kg
        from generate_series(0, 23) as h(hour)
          left join ${rollupRows('hour', period)} on r.hour = h.hour
        group by h.hour
        order by h.hour`,
  );
  return rows.map((row) => numbers(row, ['hour', 'transaction_count', 'total_weight_kg']));
}
