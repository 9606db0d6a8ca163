/**
 * Queries of the dashboard. Each reads the running totals of the period (weighing_rollups), which count
 * the documents the statistics cards count (completed, not voided, weighed in the period), so that every
 * figure agrees with the weighing history while costing as many rows as the period has buckets.
 */
import type { MaterialInsight, PolygonInsight, TripCountItem } from '@weighbridge/contract/dashboard';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { numbers } from '../../db/row-numbers.js';
import { type RollupPeriod, rollupRows } from '../rollups/public.js';

export type Period = RollupPeriod & { timeZone: string };

export async function materialInsights(executor: Executor, period: Period): Promise<MaterialInsight[]> {
  const rows = await queryRows<MaterialInsight>(
    executor,
    sql`select m.material_id, m.name as material_name, totals.loads as transaction_count, totals.weight as total_weight_kg,
               round(totals.weight / totals.loads, 2) as avg_weight_kg
        from (select r.material_id, sum(r.loads) as loads, sum(r.weight_kg) as weight from ${rollupRows('material', period)} group by r.material_id) totals
          join materials m on m.material_id = totals.material_id
        where totals.loads > 0
        order by total_weight_kg desc, m.name`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg', 'avg_weight_kg']));
}

/** Loads weighed without a polygon are in no polygon's figures. */
export async function polygonInsights(executor: Executor, period: Period): Promise<PolygonInsight[]> {
  const rows = await queryRows<PolygonInsight>(
    executor,
    sql`select p.polygon_id, p.area_name as polygon_name, p.registration_id as polygon_code,
               a.area_name as loading_area_name, totals.loads as transaction_count, totals.weight as total_weight_kg
        from (select r.polygon_id, sum(r.loads) as loads, sum(r.weight_kg) as weight
              from ${rollupRows('area_polygon_vehicle', period, { where: [sql`r.polygon_id <> 0`] })} group by r.polygon_id) totals
          join polygons p on p.polygon_id = totals.polygon_id
          join loading_areas a on a.loading_area_id = p.loading_area_id
        where totals.loads > 0
        order by total_weight_kg desc, p.registration_id`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}

/**
 * Trips per vehicle in the period: every vehicle that made one, and every active vehicle even without
 * any, so that an idle truck shows up as 0 rather than not at all.
 */
export async function vehicleTripCounts(executor: Executor, period: Period): Promise<TripCountItem[]> {
  const rows = await queryRows<TripCountItem>(
    executor,
    sql`select v.vehicle_id, v.registration_number, v.brand, v.model, v.status, coalesce(trips.loads, 0) as trip_count
        from vehicles v
          left join (select r.vehicle_id, sum(r.loads) as loads from ${rollupRows('vehicle', period)} group by r.vehicle_id) trips
            on trips.vehicle_id = v.vehicle_id
        where coalesce(trips.loads, 0) > 0 or v.status = 'active'
        order by trip_count desc, v.registration_number`,
  );
  return rows.map((row) => numbers(row, ['trip_count']));
}
