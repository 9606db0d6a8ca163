/**
 * The shift logs' queries: a log and its outputs as the API answers them, the weighed feed of a plant within a
 * window (the counted documents delivered to its stations, by their second weighing), and the writes.
 */
import { daysAfter } from '@weighbridge/contract/date-ranges';
import type { ShiftLog, ShiftLogAmendmentEntry, ShiftLogValues } from '@weighbridge/contract/shift-logs';
import type { ShiftPattern } from '@weighbridge/contract/shifts';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import { isoText } from '../../db/sql-answers.js';
import { shiftLogs, shiftOutputs } from '../../db/tables/production.js';
import { countedDocument, scaleDocuments } from '../../db/tables/scale-documents.js';
import { rollupDays } from '../rollups/public.js';


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

const d = alias(scaleDocuments, 'd');

/** Net tons and count of the counted loads delivered to the plant's stations within [start, end). */
export async function weighedFeed(executor: Executor, plantId: number, window: { start: Date; end: Date }): Promise<{ tons: number; loads: number }> {
  const [row] = await queryRows<{ tons: number; loads: number }>(
    executor,
    sql`select coalesce(sum(${d.netWeightKg}) / 1000, 0)::float8 as tons, count(*)::int as loads
        from ${scaleDocuments} as d join crushing_plant_stations s on s.station_id = ${d.unloadingStationId}
        where s.plant_id = ${plantId} and ${countedDocument(d)}
          and ${d.secondWeighAt} >= ${window.start.toISOString()}::timestamptz and ${d.secondWeighAt} < ${window.end.toISOString()}::timestamptz`,
  );
  return row!;
}

const HOURS_A_DAY = 24;
const hourOf = (time: string) => Number(time.slice(0, 2));

/**
 * The shift pattern by whole site hours: the shift each hour of the clock belongs to, the hours before the
 * production day's start belonging to the day before, and each shift's start and end in hours from its production
 * day's midnight. None when a time of the pattern is off the hour.
 */
export type HourlyPattern = { dayStartHour: number; shiftOfHour: string[]; shifts: { name: string; from: number; to: number }[] };

export function hourlyPattern(pattern: ShiftPattern): HourlyPattern | null {
  if (![pattern.dayStart, ...pattern.shifts.map((shift) => shift.start)].every((time) => time.endsWith(':00'))) return null;
  const dayStartHour = hourOf(pattern.dayStart);
  const sinceMidnight = (time: string) => dayStartHour + ((hourOf(time) - dayStartHour + HOURS_A_DAY) % HOURS_A_DAY);
  const shifts = pattern.shifts.map((shift, index) => ({
    name: shift.name,
    from: sinceMidnight(shift.start),
    to: index + 1 < pattern.shifts.length ? sinceMidnight(pattern.shifts[index + 1]!.start) : dayStartHour + HOURS_A_DAY,
  }));
  const shiftOfHour = Array.from({ length: HOURS_A_DAY }, (_, hour) => {
    const since = hour < dayStartHour ? hour + HOURS_A_DAY : hour;
    return shifts.find((shift) => since >= shift.from && since < shift.to)!.name;
  });
  return { dayStartHour, shiftOfHour, shifts };
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
const intArray = (values: readonly number[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::int[]`;

/**
 * The weighed feed of each log of the days, as table f (log_id, kg, loads): the counted loads delivered to its
 * plant's stations within its shift. A log whose shift lies where the site's pattern (on whole hours) puts it adds
 * up its hours of the stations' totals, each hour given to its shift and production day by the pattern: a few rows
 * per shift however many loads. Any other log (a pattern off the hour, a shift of a pattern since changed, a start
 * the clock skipped) reads its documents.
 */
export function logFeeds(range: { from: string; to: string; plantId?: number | undefined }, pattern: ShiftPattern, timeZone: string): SQL {
  const hourly = hourlyPattern(pattern);
  const documents = (logs: SQL) => sql`select l.log_id, ${d.netWeightKg} as kg, 1 as loads
      from shift_logs l join crushing_plant_stations s on s.plant_id = l.plant_id
      join ${scaleDocuments} as d on ${d.unloadingStationId} = s.station_id and ${countedDocument(d)}
        and ${d.secondWeighAt} >= l.shift_start and ${d.secondWeighAt} < l.shift_end
      where ${logs}`;
  if (!hourly) return sql`(select x.log_id, sum(x.kg) as kg, sum(x.loads)::int as loads from (${documents(logsOfDays(range))}) x group by x.log_id) f`;
  const shifts = sql`unnest(${textArray(hourly.shifts.map((shift) => shift.name))}, ${intArray(hourly.shifts.map((shift) => shift.from))}, ${intArray(hourly.shifts.map((shift) => shift.to))}) p (name, from_hour, to_hour)`;
  const at = (hours: SQL) => sql`(l.production_day + make_interval(hours => ${hours})) at time zone ${timeZone}`;
  // Materialized, so that the hours are added up once and joined to the logs by their key.
  return sql`(with lg as materialized (
      select l.log_id, l.plant_id, l.production_day, l.shift_name,
        coalesce(l.shift_start = ${at(sql`p.from_hour`)} and l.shift_end = ${at(sql`p.to_hour`)}, false) as on_pattern
      from shift_logs l left join ${shifts} on p.name = l.shift_name where ${logsOfDays(range)}
    ), hs as materialized (
      select r.plant_id, r.bucket - (r.hour < ${hourly.dayStartHour})::int as production_day, (${textArray(hourly.shiftOfHour)})[r.hour + 1] as shift_name,
        sum(r.weight_kg) as kg, sum(r.loads) as loads
      from (select s.plant_id, r.bucket, r.hour, r.weight_kg, r.loads
        from ${rollupDays('station_hour', { startDate: range.from, endDate: daysAfter(range.to, 1) })} join crushing_plant_stations s on s.station_id = r.station_id) r
      group by 1, 2, 3
    )
    select x.log_id, sum(x.kg) as kg, sum(x.loads)::int as loads from (
      select lg.log_id, hs.kg, hs.loads from lg join hs on hs.plant_id = lg.plant_id and hs.production_day = lg.production_day and hs.shift_name = lg.shift_name
      where lg.on_pattern
      union all
      select lg.log_id, w.kg, w.loads from lg join shift_logs l on l.log_id = lg.log_id
      cross join lateral (select sum(${d.netWeightKg}) as kg, count(*) as loads
        from ${scaleDocuments} as d join crushing_plant_stations s on s.station_id = ${d.unloadingStationId}
        where s.plant_id = l.plant_id and ${countedDocument(d)} and ${d.secondWeighAt} >= l.shift_start and ${d.secondWeighAt} < l.shift_end) w
      where not lg.on_pattern
    ) x group by x.log_id) f`;
}

/** The weighed feed of each log of the days. */
export async function weighedFeedOfLogs(
  executor: Executor,
  range: { from: string; to: string; plantId?: number | undefined },
  pattern: ShiftPattern,
  timeZone: string,
): Promise<Map<number, { tons: number; loads: number }>> {
  const rows = await queryRows<{ log_id: number; tons: number; loads: number }>(executor, sql`select f.log_id, (f.kg / 1000)::float8 as tons, f.loads from ${logFeeds(range, pattern, timeZone)}`);
  return new Map(rows.map(({ log_id: logId, ...feed }) => [logId, feed]));
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
