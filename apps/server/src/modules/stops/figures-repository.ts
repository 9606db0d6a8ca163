/**
 * The queries of the Stop Counter's figures: the stop hours of each machine by reason within a window (each stop
 * cut to the window; an open stop runs to its end), and the tons each machine's weighed loads carried. The
 * window is matched as the no-overlap constraint's index stores the stops (their time range), so a month among
 * years of stops reads that month's.
 */
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import type { StopCategory } from '@weighbridge/contract/stops';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { machinesOf } from '../equipment/public.js';
import { addDays, rollupRows } from '../rollups/public.js';

export type Window = { from: Date; to: Date };

export type StopHoursRow = {
  equipment_class: EquipmentClass;
  machine_id: number;
  reason_id: number | null;
  reason_name: string | null;
  category: StopCategory | null;
  hours: number;
  stops: number;
};

const classFilter = (classes: readonly EquipmentClass[]) => sql`s.equipment_class in (${sql.join(classes.map((one) => sql`${one}`), sql`, `)})`;

/** Each machine's stop hours and stops by reason within the window. */
export async function stopHours(executor: Executor, window: Window, classes: readonly EquipmentClass[]): Promise<StopHoursRow[]> {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  return queryRows<StopHoursRow>(
    executor,
    sql`select s.equipment_class, coalesce(s.scale_id, s.vehicle_id, s.rig_id, s.plant_id) as machine_id, s.reason_id,
          r.name as reason_name, r.category,
          sum(extract(epoch from least(coalesce(s.ended_at, ${to}::timestamptz), ${to}::timestamptz) - greatest(s.started_at, ${from}::timestamptz)) / 3600)::float8 as hours,
          count(*)::int as stops
        from stops s left join stop_reasons r on r.reason_id = s.reason_id
        where tstzrange(s.started_at, s.ended_at, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)') and ${classFilter(classes)}
        group by 1, 2, 3, 4, 5`,
  );
}

export type MachineRow = { equipment_class: EquipmentClass; machine_id: number; name: string; active: boolean };

/** The machines of the classes, in use or not (one not in use may still have stopped within the window). */
export async function machinesOfClasses(executor: Executor, classes: readonly EquipmentClass[]): Promise<MachineRow[]> {
  return queryRows<MachineRow>(executor, sql`select equipment_class, machine_id, name, active from (${machinesOf(classes)}) m order by equipment_class, name, machine_id`);
}

export type TonsRow = { equipment_class: EquipmentClass; machine_id: number; tons: number };

/**
 * The tons of the counted loads each machine carried over whole site days [firstDay, endDay), from the report
 * totals by years, months and days (a handful of rows whatever the history and the period): a truck's loads, the
 * deliveries to the unloading station that feeds a crushing plant, and for each scale in use its share of the
 * site's tons (the totals do not keep the scale a load was weighed on). A drill rig carries none.
 */
export async function weighedTons(executor: Executor, days: { firstDay: string; endDay: string }, classes: readonly EquipmentClass[]): Promise<TonsRow[]> {
  const period = { startDate: days.firstDay, endDate: addDays(days.endDay, -1) };
  const tons = sql`sum(r.weight_kg) / 1000`;
  const parts: Partial<Record<EquipmentClass, SQL>> = {
    vehicle: sql`select 'vehicle' as equipment_class, r.vehicle_id as machine_id, ${tons} as tons from ${rollupRows('vehicle', period)} group by r.vehicle_id`,
    plant: sql`select 'plant' as equipment_class, p.plant_id as machine_id, ${tons} as tons from crushing_plant_stations p
               join ${rollupRows('material_station', period)} on r.station_id = p.station_id group by p.plant_id`,
    scale: sql`select 'scale' as equipment_class, s.scale_id as machine_id,
               (select ${tons} from ${rollupRows('total', period)}) / (select count(*) from scales where enabled) as tons
               from scales s where s.enabled`,
  };
  const chosen = classes.flatMap((one) => (parts[one] ? [parts[one]] : []));
  if (chosen.length === 0) return [];
  return queryRows<TonsRow>(executor, sql`select equipment_class, machine_id, tons::float8 as tons from (${sql.join(chosen, sql` union all `)}) t where tons is not null`);
}
