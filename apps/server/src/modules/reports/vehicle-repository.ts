/**
 * The Vehicle Activity tab. Active vehicles hauled a load in the period (as the dashboard's active
 * vehicles); idle ones are vehicles of status active that hauled none, as the dashboard's trip counts
 * show them at 0. A vehicle's total trips are its weighings, taras and loads, as the summary's total
 * transactions are; its load trips, weight and average are its loads'.
 */
import type { VehicleReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { rollupRows } from '../rollups/public.js';
import { numbers } from '../../db/row-numbers.js';
import { beforePeriodEnd } from './counted.js';
import type { ReportPeriod } from './period.js';

/** Each vehicle's loads, weight and taras in the period (alias trips). */
const vehicleTotals = (period: ReportPeriod) => sql`
  select r.vehicle_id, sum(r.loads) as loads, sum(r.taras) as taras, sum(r.weight_kg) as weight
  from ${rollupRows('vehicle', period)} group by r.vehicle_id`;

export async function activeVehicles(executor: Executor, period: ReportPeriod): Promise<VehicleReport['activeVehicles']> {
  const rows = await queryRows<VehicleReport['activeVehicles'][number]>(
    executor,
    sql`select v.registration_number, v.brand, v.model, trips.loads + trips.taras as total_trips, trips.loads as load_trips,
               trips.weight as total_weight_hauled_kg, round(trips.weight / trips.loads, 2) as avg_load_weight_kg
        from (${vehicleTotals(period)}) trips join vehicles v on v.vehicle_id = trips.vehicle_id
        where trips.loads > 0
        order by total_weight_hauled_kg desc, v.registration_number`,
  );
  return rows.map((row) => numbers(row, ['total_trips', 'load_trips', 'total_weight_hauled_kg', 'avg_load_weight_kg']));
}

/**
 * last_seen is the truck's latest weighing, tara or not voided load, up to the period's end: an idle truck
 * of a past period is not shown as seen after it.
 */
export async function idleVehicles(executor: Executor, period: ReportPeriod): Promise<VehicleReport['idleVehicles']> {
  const rows = await queryRows<{ registration_number: string; brand: string; model: string; last_seen: Date | string | null }>(
    executor,
    sql`select v.registration_number, v.brand, v.model,
               greatest(
                 (select max(d.second_weigh_timestamp) from scale_documents d
                   where d.vehicle_id = v.vehicle_id and d.voided_at is null and ${beforePeriodEnd(sql`d.second_weigh_timestamp`, period)}),
                 (select max(t.weighed_at) from tara_weighings t
                   where t.vehicle_id = v.vehicle_id and ${beforePeriodEnd(sql`t.weighed_at`, period)})
               ) as last_seen
        from vehicles v
        where v.status = 'active'
          and not exists (select 1 from ${rollupRows('vehicle', period, { where: [sql`r.vehicle_id = v.vehicle_id`, sql`r.loads > 0`] })})
        order by v.registration_number`,
  );
  return rows.map((row) => ({ ...row, last_seen: row.last_seen === null ? null : new Date(row.last_seen).toISOString() }));
}
