/**
 * The queries of the Stop Counter's figures: the stop hours of each machine by reason within a window (each stop
 * cut to the window; an open stop runs to its end), and the tons each machine's weighed loads carried. The
 * window is matched as the no-overlap constraint's index stores the stops (their time range), so a month among
 * years of stops reads that month's.
 */
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import type { StopCategory } from '@weighbridge/contract/stops';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/database.js';
import { countedDocument, scaleDocuments } from '../../db/tables/scale-documents.js';
import { machinesOf } from '../equipment/public.js';

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
 * The tons of the counted loads each machine carried within the window: a truck's loads, a scale's weighings,
 * and the deliveries to the unloading station that feeds a crushing plant. A drill rig carries none.
 */
export async function weighedTons(executor: Executor, window: Window, classes: readonly EquipmentClass[]): Promise<TonsRow[]> {
  const d = alias(scaleDocuments, 'd');
  const inWindow = sql`${countedDocument(d)} and ${d.secondWeighAt} >= ${window.from.toISOString()}::timestamptz and ${d.secondWeighAt} < ${window.to.toISOString()}::timestamptz`;
  const tons = sql`sum(${d.netWeightKg}) / 1000`;
  // The alias's columns read "d"."..."; the table is named as d where it is read.
  const documents = sql`${scaleDocuments} as d`;
  const parts: Partial<Record<EquipmentClass, SQL>> = {
    vehicle: sql`select 'vehicle' as equipment_class, ${d.vehicleId} as machine_id, ${tons} as tons from ${documents} where ${inWindow} group by ${d.vehicleId}`,
    scale: sql`select 'scale' as equipment_class, ${d.scaleId} as machine_id, ${tons} as tons from ${documents} where ${inWindow} and ${d.scaleId} is not null group by ${d.scaleId}`,
    plant: sql`select 'plant' as equipment_class, p.plant_id as machine_id, ${tons} as tons from crushing_plants p join ${documents} on ${d.unloadingStationId} = p.station_id where ${inWindow} group by p.plant_id`,
  };
  const chosen = classes.flatMap((one) => (parts[one] ? [parts[one]] : []));
  if (chosen.length === 0) return [];
  return queryRows<TonsRow>(executor, sql`select equipment_class, machine_id, tons::float8 as tons from (${sql.join(chosen, sql` union all `)}) t`);
}
