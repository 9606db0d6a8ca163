/**
 * The Driver Activity tab. A driver is known by id, with the name and licence of the drivers list; a
 * ticket whose driver was since deleted keeps the driver's copied name and is counted under it (the
 * totals' driver key is then 'ticket:' + name + unit separator + surname). Loads weighed without a driver
 * are in no driver's figures.
 */
import type { DriverReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { rollupRows } from '../rollups/public.js';
import { numbers } from '../../db/row-numbers.js';
import { pageClause, type TablePage } from '../../db/table-pages.js';
import type { ReportPeriod } from './period.js';

/**
 * The period's driven loads per driver key and vehicle (alias driven), named as the reports name drivers:
 * the totals are added up first, so the drivers list is looked up once per pair, not once per bucket.
 */
const drivenLoads = (period: ReportPeriod) => sql`
  select pairs.driver_key, pairs.vehicle_id, pairs.loads, pairs.weight_kg,
         coalesce(dr.name, split_part(substr(pairs.driver_key, 8), chr(31), 1)) as driver_name,
         coalesce(dr.surname, split_part(substr(pairs.driver_key, 8), chr(31), 2)) as driver_surname,
         dr.driver_license_id as license_number
  from (select r.driver_key, r.vehicle_id, sum(r.loads) as loads, sum(r.weight_kg) as weight_kg
        from ${rollupRows('driver_vehicle', period)} group by r.driver_key, r.vehicle_id) pairs
    left join drivers dr on dr.driver_id = (case when pairs.driver_key not like 'ticket:%' then pairs.driver_key::integer end)`;

export async function driverActivity(executor: Executor, period: ReportPeriod): Promise<DriverReport['driverActivity']> {
  const rows = await queryRows<DriverReport['driverActivity'][number]>(
    executor,
    sql`select driver_name, driver_surname, license_number, sum(loads) as total_trips,
               count(distinct vehicle_id) filter (where loads > 0) as vehicles_used, sum(weight_kg) as total_weight_hauled_kg,
               round(sum(weight_kg) / sum(loads), 2) as avg_load_weight_kg
        from (${drivenLoads(period)}) driven
        group by driver_key, driver_name, driver_surname, license_number
        having sum(loads) > 0
        order by total_weight_hauled_kg desc, driver_name, driver_surname, driver_key`,
  );
  return rows.map((row) => numbers(row, ['total_trips', 'vehicles_used', 'total_weight_hauled_kg', 'avg_load_weight_kg']));
}

type PairRow = DriverReport['performanceByVehicle'][number];

/**
 * The period's driver and vehicle pairs of the window (every pair without one), by driver, then heaviest
 * vehicle first, and how many pairs there are in all: one statement, the pairs added up once. A window
 * past the last pair still answers the count.
 */
export async function driverPairs(executor: Executor, period: ReportPeriod, window?: TablePage): Promise<{ rows: PairRow[]; total: number }> {
  const found = await queryRows<{ [Column in keyof PairRow]: PairRow[Column] | null } & { total: string }>(
    executor,
    sql`with pairs as (
          select driver_key, driver_name, driver_surname, v.registration_number, sum(loads) as trip_count, sum(weight_kg) as total_weight_kg
          from (${drivenLoads(period)}) driven join vehicles v on v.vehicle_id = driven.vehicle_id
          group by driver_key, driver_name, driver_surname, v.vehicle_id, v.registration_number
          having sum(loads) > 0)
        select counted.total, listed.driver_name, listed.driver_surname, listed.registration_number, listed.trip_count, listed.total_weight_kg
        from (select count(*) as total from pairs) counted
          left join lateral (
            select * from pairs
            order by driver_name, driver_surname, driver_key, total_weight_kg desc, registration_number
            ${pageClause(window)}) listed on true`,
  );
  const rows = found.flatMap(({ total: _total, ...row }) => (row.registration_number === null ? [] : [numbers(row as PairRow, ['trip_count', 'total_weight_kg'])]));
  return { rows, total: Number(found[0]?.total ?? 0) };
}
