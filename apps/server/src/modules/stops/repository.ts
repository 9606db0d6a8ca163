/** The stops' queries: a stop as the API answers it, the stops of a window, a machine's open stop, writes. */
import type { EquipmentClass, Machine } from '@weighbridge/contract/equipment';
import type { BoardMachine, Stop } from '@weighbridge/contract/stops';
import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { isoText } from '../../db/sql-answers.js';
import { stops } from '../../db/tables/stops.js';
import { machinesOf } from '../equipment/public.js';

/** The stops column that names a machine of the class. */
const MACHINE_FIELD = { scale: 'scaleId', vehicle: 'vehicleId', rig: 'rigId', plant: 'plantId' } as const satisfies Record<EquipmentClass, keyof typeof stops.$inferSelect>;

/** A stop's answer: its machine named, its reason and category, who recorded it; times as ISO text. */
const STOP_ANSWER = sql`
  select s.stop_id, s.equipment_class, coalesce(s.scale_id, s.vehicle_id, s.rig_id, s.plant_id) as machine_id,
    coalesce(sc.name, v.registration_number, dr.name, cp.name) as machine_name,
    ${isoText(sql`s.started_at`)} as started_at,
    ${isoText(sql`s.ended_at`)} as ended_at,
    s.reason_id, r.name as reason_name, r.category, s.comment, s.source, s.detection, u.username as recorded_by
  from stops s
  left join scales sc on sc.scale_id = s.scale_id
  left join vehicles v on v.vehicle_id = s.vehicle_id
  left join drill_rigs dr on dr.rig_id = s.rig_id
  left join crushing_plants cp on cp.plant_id = s.plant_id
  left join stop_reasons r on r.reason_id = s.reason_id
  left join users u on u.id = s.recorded_by`;

export async function findStop(executor: Executor, stopId: number, lock = false): Promise<Stop | undefined> {
  const forUpdate = lock ? sql` for update of s` : sql``;
  return (await queryRows<Stop>(executor, sql`${STOP_ANSWER} where s.stop_id = ${stopId}${forUpdate}`))[0];
}

export type StopFilter = { from: string; to: string; equipmentClass?: EquipmentClass | undefined; machineId?: number | undefined; unclassified?: boolean };

/** The stops that touch [from, to), oldest first. */
export async function listStops(executor: Executor, filter: StopFilter): Promise<Stop[]> {
  const conditions: SQL[] = [sql`s.started_at < ${filter.to}::timestamptz`, sql`(s.ended_at is null or s.ended_at > ${filter.from}::timestamptz)`];
  if (filter.equipmentClass) conditions.push(sql`s.equipment_class = ${filter.equipmentClass}`);
  if (filter.equipmentClass && filter.machineId !== undefined) conditions.push(sql`s.${sql.identifier(stops[MACHINE_FIELD[filter.equipmentClass]].name)} = ${filter.machineId}`);
  if (filter.unclassified) conditions.push(sql`s.reason_id is null`);
  return queryRows<Stop>(executor, sql`${STOP_ANSWER} where ${sql.join(conditions, sql` and `)} order by s.started_at, s.stop_id`);
}

/** The machine's name, or undefined when the register has no such machine. */
export async function machineName(executor: Executor, equipmentClass: EquipmentClass, machineId: number): Promise<string | undefined> {
  const rows = await queryRows<{ name: string }>(executor, sql`select name from (${machinesOf([equipmentClass])}) m where m.machine_id = ${machineId}`);
  return rows[0]?.name;
}

/** The machines in use of the classes, each with its open stop if it is stopped: the board. */
export async function board(executor: Executor, classes: readonly EquipmentClass[]): Promise<BoardMachine[]> {
  const machines = await queryRows<Machine>(
    executor,
    sql`select equipment_class, machine_id, name from (${machinesOf(classes)}) m where m.active order by m.equipment_class, m.name, m.machine_id`,
  );
  const open = await queryRows<Stop>(executor, sql`${STOP_ANSWER} where s.ended_at is null and s.equipment_class in (${sql.join(classes.map((one) => sql`${one}`), sql`, `)})`);
  const openOf = new Map(open.map((stop) => [`${stop.equipment_class}:${stop.machine_id}`, stop]));
  return machines.map((machine) => ({ ...machine, open_stop: openOf.get(`${machine.equipment_class}:${machine.machine_id}`) ?? null }));
}

export type StopRow = {
  equipmentClass: EquipmentClass;
  machineId: number;
  startedAt: Date;
  endedAt: Date | null;
  reasonId: number | null;
  comment: string | null;
  source: 'manual' | 'detected';
  detection?: Stop['detection'];
  recordedBy: number | null;
};

/** Inserts a stop; its id. */
export async function insertStop(executor: Executor, row: StopRow): Promise<number> {
  const [inserted] = await executor
    .insert(stops)
    .values({
      equipmentClass: row.equipmentClass,
      [MACHINE_FIELD[row.equipmentClass]]: row.machineId,
      startedAt: row.startedAt,
      endedAt: row.endedAt,
      reasonId: row.reasonId,
      comment: row.comment,
      source: row.source,
      detection: row.detection ?? null,
      recordedBy: row.recordedBy,
    })
    .returning({ id: stops.id });
  return inserted!.id;
}

export async function updateStop(executor: Executor, stopId: number, change: { startedAt?: Date; endedAt?: Date | null; reasonId?: number | null; comment?: string | null }): Promise<void> {
  await executor.update(stops).set(change).where(sql`${stops.id} = ${stopId}`);
}
