/**
 * The shift logs' queries: a log and its outputs as the API answers them, and the writes. Their weighed feed is
 * read in shift-feed.ts.
 */
import type { ShiftLog, ShiftLogAmendmentEntry, ShiftLogValues } from '@weighbridge/contract/shift-logs';
import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import { isoText } from '../../db/sql-answers.js';
import { shiftLogs, shiftOutputs } from '../../db/tables/production.js';

/** A log's own columns; the weighed feed and the outputs are read beside it. */
export type StoredLog = Omit<ShiftLog, 'feed_tons_weighed' | 'feed_loads' | 'feed_tons' | 'outputs' | 'output_tons' | 'running_hours'>;

const LOG_ANSWER = sql`
  select l.log_id, l.plant_id, p.name as plant_name, to_char(l.production_day, 'YYYY-MM-DD') as production_day, l.shift_name,
    ${isoText(sql`l.shift_start`)} as shift_start, ${isoText(sql`l.shift_end`)} as shift_end, l.status,
    l.hour_meter_start::float8 as hour_meter_start, l.hour_meter_end::float8 as hour_meter_end,
    l.feed_tons_typed::float8 as feed_tons_typed, l.feed_correction_reason, l.energy_kwh::float8 as energy_kwh, l.notes,
    ru.username as recorded_by, su.username as signed_by, ${isoText(sql`l.signed_at`)} as signed_at
  from shift_logs l join crushing_plants p on p.plant_id = l.plant_id
  left join users ru on ru.id = l.recorded_by left join users su on su.id = l.signed_by`;

export async function findLog(executor: Executor, where: SQL, lock = false): Promise<StoredLog | undefined> {
  const forUpdate = lock ? sql` for update of l` : sql``;
  return (await queryRows<StoredLog>(executor, sql`${LOG_ANSWER} where ${where}${forUpdate}`))[0];
}

export const logById = (logId: number) => sql`l.log_id = ${logId}`;
export const logOfShift = (key: { plant_id: number; production_day: string; shift_name: string }) =>
  sql`l.plant_id = ${key.plant_id} and l.production_day = ${key.production_day}::date and l.shift_name = ${key.shift_name}`;

/** The logs of the production days [from, to], of one plant or all. */
export function logsOfDays(range: { from: string; to: string; plantId?: number | undefined }): SQL {
  const plant = range.plantId === undefined ? sql`` : sql` and l.plant_id = ${range.plantId}`;
  return sql`l.production_day between ${range.from}::date and ${range.to}::date${plant}`;
}

/** The logs the condition chooses, in order of day, plant and shift. */
export async function listLogs(executor: Executor, where: SQL): Promise<StoredLog[]> {
  return queryRows<StoredLog>(executor, sql`${LOG_ANSWER} where ${where} order by l.production_day, p.name, l.shift_start`);
}

export type Output = { material_id: number; material_name: string; tons: number; stockpile_id: number | null };

/** The outputs of the logs the condition chooses, by log. */
export async function outputsOf(executor: Executor, where: SQL): Promise<Map<number, Output[]>> {
  const byLog = new Map<number, Output[]>();
  const rows = await queryRows<Output & { log_id: number }>(
    executor,
    sql`select o.log_id, o.material_id, m.name as material_name, o.tons::float8 as tons, o.stockpile_id from shift_outputs o
        join shift_logs l on l.log_id = o.log_id join materials m on m.material_id = o.material_id where ${where} order by m.name, o.material_id`,
  );
  for (const { log_id: logId, ...output } of rows) byLog.set(logId, [...(byLog.get(logId) ?? []), output]);
  return byLog;
}

const valueColumns = (values: ShiftLogValues) => ({
  hourMeterStart: values.hour_meter_start,
  hourMeterEnd: values.hour_meter_end,
  feedTonsTyped: values.feed_tons_typed,
  feedCorrectionReason: values.feed_correction_reason,
  energyKwh: values.energy_kwh,
  notes: values.notes,
});

export async function insertLog(
  tx: Tx,
  key: { plantId: number; productionDay: string; shiftName: string; start: Date; end: Date; recordedBy: number },
  values: ShiftLogValues,
): Promise<number> {
  const [inserted] = await tx
    .insert(shiftLogs)
    .values({ plantId: key.plantId, productionDay: key.productionDay, shiftName: key.shiftName, shiftStart: key.start, shiftEnd: key.end, recordedBy: key.recordedBy, ...valueColumns(values) })
    .returning({ id: shiftLogs.id });
  return inserted!.id;
}

export async function updateLog(tx: Tx, logId: number, values: ShiftLogValues): Promise<void> {
  await tx.update(shiftLogs).set(valueColumns(values)).where(sql`${shiftLogs.id} = ${logId}`);
}

export async function markSigned(tx: Tx, logId: number, signature: { by: number; at: Date }): Promise<void> {
  await tx.update(shiftLogs).set({ status: 'signed', signedBy: signature.by, signedAt: signature.at }).where(sql`${shiftLogs.id} = ${logId}`);
}

/** The log's outputs replaced by those given, each with the stockpile it went to. */
export async function replaceOutputs(tx: Tx, logId: number, outputs: readonly { material_id: number; tons: number; stockpile_id: number | null }[]): Promise<void> {
  await tx.delete(shiftOutputs).where(sql`${shiftOutputs.logId} = ${logId}`);
  if (outputs.length === 0) return;
  await tx.insert(shiftOutputs).values(outputs.map((output) => ({ logId, materialId: output.material_id, tons: output.tons, stockpileId: output.stockpile_id })));
}

/** The amendments of a log, from the audit trail that keeps them, the latest first. */
export async function amendmentsOf(executor: Executor, logId: number): Promise<ShiftLogAmendmentEntry[]> {
  return queryRows<ShiftLogAmendmentEntry>(
    executor,
    sql`select ${isoText(sql`a.occurred_at`)} as amended_at, a.actor_username as amended_by, a.details->>'reason' as reason
        from audit_log a where a.entity_type = 'shift_log' and a.entity_id = ${String(logId)} and a.action = 'shift_log.amend' and a.outcome = 'success'
        order by a.occurred_at desc, a.id desc`,
  );
}
