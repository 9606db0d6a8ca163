/**
 * The Driver Activity tab. A driver is known by id, with the name and licence of the drivers list; a
 * ticket whose driver was since deleted keeps the driver's copied name and is counted under it. Loads
 * weighed without a driver are in no driver's figures.
 */
import type { DriverReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { countedLoads, numbers } from './counted.js';
import type { ReportPeriod } from './period.js';

/** Who drove a load (alias d), null for none: the same key counts active drivers on the Summary tab. */
export const driverKey = sql`case when d.driver_id is not null then d.driver_id::text
  when d.driver_name is not null then 'ticket:' || d.driver_name || ' ' || coalesce(d.driver_surname, '') end`;

/** The period's loads that name a driver, with the driver's current name where the driver still exists. */
const drivenLoads = (period: ReportPeriod) => sql`
  select d.vehicle_id, d.material_weight_kg, ${driverKey} as driver_key,
         coalesce(dr.name, d.driver_name) as driver_name, coalesce(dr.surname, d.driver_surname, '') as driver_surname,
         dr.driver_license_id as license_number
  from scale_documents d left join drivers dr on dr.driver_id = d.driver_id
  where ${countedLoads(period)} and ${driverKey} is not null`;

export async function driverActivity(executor: Executor, period: ReportPeriod): Promise<DriverReport['driverActivity']> {
  const rows = await queryRows<DriverReport['driverActivity'][number]>(
    executor,
    sql`select driver_name, driver_surname, license_number, count(*) as total_trips,
               count(distinct vehicle_id) as vehicles_used, sum(material_weight_kg) as total_weight_hauled_kg,
               round(avg(material_weight_kg), 2) as avg_load_weight_kg
        from (${drivenLoads(period)}) driven
        group by driver_key, driver_name, driver_surname, license_number
        order by total_weight_hauled_kg desc, driver_name, driver_surname, driver_key`,
  );
  return rows.map((row) => numbers(row, ['total_trips', 'vehicles_used', 'total_weight_hauled_kg', 'avg_load_weight_kg']));
}

export async function performanceByVehicle(executor: Executor, period: ReportPeriod): Promise<DriverReport['performanceByVehicle']> {
  const rows = await queryRows<DriverReport['performanceByVehicle'][number]>(
    executor,
    sql`select driver_name, driver_surname, v.registration_number, count(*) as trip_count,
               sum(material_weight_kg) as total_weight_kg
        from (${drivenLoads(period)}) driven join vehicles v on v.vehicle_id = driven.vehicle_id
        group by driver_key, driver_name, driver_surname, v.vehicle_id, v.registration_number
        order by driver_name, driver_surname, driver_key, total_weight_kg desc, v.registration_number`,
  );
  return rows.map((row) => numbers(row, ['trip_count', 'total_weight_kg']));
}
