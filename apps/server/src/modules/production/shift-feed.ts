/**
 * The weighed feed of shifts: the counted loads delivered to a plant's stations within a shift, by their second
 * weighing. A shift where the site's pattern (on whole hours) puts it adds up its hours of the stations' totals
 * ('station_hour'): a few rows per shift however many loads. Any other (a pattern off the hour, a shift of a pattern
 * since changed, a start the clock skipped) reads its documents.
 */
import type { ShiftPattern } from '@weighbridge/contract/shifts';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/database.js';
import { countedDocument, scaleDocuments } from '../../db/tables/scale-documents.js';
import { rollupDays } from '../rollups/public.js';
import { logsOfDays } from './shift-log-repository.js';

const d = alias(scaleDocuments, 'd');

const HOURS_A_DAY = 24;
const hourOf = (time: string) => Number(time.slice(0, 2));

/**
 * The shift pattern by whole site hours: the production day's start, and each shift's start and end in hours from
 * its production day's midnight (the last ends at the next day's start, past 24). None when a time of the pattern
 * is off the hour.
 */
export type HourlyPattern = { dayStartHour: number; shifts: { name: string; from: number; to: number }[] };

export function hourlyPattern(pattern: ShiftPattern): HourlyPattern | null {
  if (![pattern.dayStart, ...pattern.shifts.map((shift) => shift.start)].every((time) => time.endsWith(':00'))) return null;
  const dayStartHour = hourOf(pattern.dayStart);
  const sinceMidnight = (time: string) => dayStartHour + ((hourOf(time) - dayStartHour + HOURS_A_DAY) % HOURS_A_DAY);
  const shifts = pattern.shifts.map((shift, index) => ({
    name: shift.name,
    from: sinceMidnight(shift.start),
    to: index + 1 < pattern.shifts.length ? sinceMidnight(pattern.shifts[index + 1]!.start) : dayStartHour + HOURS_A_DAY,
  }));
  return { dayStartHour, shifts };
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
const intArray = (values: readonly number[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::int[]`;

type Days = { from: string; to: string; plantId?: number | undefined };

/**
 * Table m: each shift of the pattern on each production day of the range, with its hours from the day's midnight and
 * its moments, worked out once a day and shift (the zone's arithmetic for every log of a year was a third of a
 * query). Empty when the pattern is off the hour: every shift then reads its documents.
 */
export function patternShifts(range: Days, pattern: ShiftPattern, timeZone: string): SQL {
  const shifts = hourlyPattern(pattern)?.shifts ?? [];
  const names = textArray(shifts.map((shift) => shift.name));
  const at = (hours: SQL) => sql`(m.day + make_interval(hours => ${hours})) at time zone ${timeZone}`;
  // Days by a series of numbers, whose count the planner knows.
  return sql`(select m.day::date as production_day, p.name, p.from_hour, p.to_hour, ${at(sql`p.from_hour`)} as start_at, ${at(sql`p.to_hour`)} as end_at
      from (select ${range.from}::date + n as day from generate_series(0, ${range.to}::date - ${range.from}::date) n) m
      cross join unnest(${names}, ${intArray(shifts.map((shift) => shift.from))}, ${intArray(shifts.map((shift) => shift.to))}) p (name, from_hour, to_hour)) m`;
}

/** A shift as onPattern reads it: a log's, or a draft's before it is written. */
type Shift = { plant_id: number; production_day: string; shift_name: string; shift_start: string; shift_end: string };

/**
 * Table `logs` (with plant_id, production_day, shift_name, shift_start and shift_end, aliased l) with its shift's
 * hours in the pattern (from_hour, to_hour) and whether it lies where the pattern puts its shift (on_pattern).
 */
function onPattern(logs: SQL, range: Days, pattern: ShiftPattern, timeZone: string): SQL {
  return sql`(select l.*, m.from_hour, m.to_hour, coalesce(l.shift_start = m.start_at and l.shift_end = m.end_at, false) as on_pattern
      from ${logs} l left join ${patternShifts(range, pattern, timeZone)} on m.production_day = l.production_day and m.name = l.shift_name)`;
}

/** Table lg: the logs of the days with what their figures read, their shift's hours and on_pattern (onPattern). */
export function loggedShifts(range: Days, pattern: ShiftPattern, timeZone: string): SQL {
  return onPattern(
    sql`(select l.log_id, l.plant_id, l.production_day, l.shift_name, l.shift_start, l.shift_end, l.feed_tons_typed, l.energy_kwh from shift_logs l where ${logsOfDays(range)})`,
    range,
    pattern,
    timeZone,
  );
}

/**
 * The net kg and loads delivered to the plant's stations within the shift of `shift` (a table with plant_id,
 * production_day, from_hour and to_hour): its hours of the stations' totals, of the production day's two calendar days.
 */
export function shiftHours(shift: string): SQL {
  const of = (column: string) => sql.raw(`${shift}.${column}`);
  return sql`(select sum(r.weight_kg) as kg, sum(r.loads) as loads from crushing_plant_stations s
      join ${rollupDays('station_hour', {}, {
        where: [sql`r.bucket in (${of('production_day')}, ${of('production_day')} + 1)`, sql`(r.bucket - ${of('production_day')}) * 24 + r.hour >= ${of('from_hour')}`],
      })} on r.station_id = s.station_id and (r.bucket - ${of('production_day')}) * 24 + r.hour < ${of('to_hour')}
      where s.plant_id = ${of('plant_id')})`;
}

/** The weighed feed of a log of table lg (loggedShifts): its hours on the pattern, else its documents. */
export function weighedOfLog(): SQL {
  return sql`(select sum(x.kg) as kg, sum(x.loads)::int as loads from (
      select h.kg, h.loads from ${shiftHours('lg')} h where lg.on_pattern
      union all
      select sum(${d.netWeightKg}), count(*) from ${scaleDocuments} as d join crushing_plant_stations s on s.station_id = ${d.unloadingStationId}
      where not lg.on_pattern and s.plant_id = lg.plant_id and ${countedDocument(d)} and ${d.secondWeighAt} >= lg.shift_start and ${d.secondWeighAt} < lg.shift_end) x)`;
}

const FEED = sql`(coalesce(w.kg, 0) / 1000)::float8 as tons, coalesce(w.loads, 0) as loads`;

/** The weighed feed of each log of the days. */
export async function weighedFeedOfLogs(executor: Executor, range: Days, pattern: ShiftPattern, timeZone: string): Promise<Map<number, { tons: number; loads: number }>> {
  const rows = await queryRows<{ log_id: number; tons: number; loads: number }>(executor, sql`select lg.log_id, ${FEED} from ${loggedShifts(range, pattern, timeZone)} lg cross join lateral ${weighedOfLog()} w`);
  return new Map(rows.map(({ log_id: logId, ...feed }) => [logId, feed]));
}

/** The weighed feed of one shift of a plant, a log's or a draft's: what its dialog shows, by the rule of the list's. */
export async function weighedFeedOfShift(executor: Executor, shift: Shift, pattern: ShiftPattern, timeZone: string): Promise<{ tons: number; loads: number }> {
  const one = sql`(select ${shift.plant_id}::int as plant_id, ${shift.production_day}::date as production_day, ${shift.shift_name}::text as shift_name,
      ${shift.shift_start}::timestamptz as shift_start, ${shift.shift_end}::timestamptz as shift_end)`;
  const day = { from: shift.production_day, to: shift.production_day };
  const [row] = await queryRows<{ tons: number; loads: number }>(executor, sql`select ${FEED} from ${onPattern(one, day, pattern, timeZone)} lg cross join lateral ${weighedOfLog()} w`);
  return row!;
}
