/**
 * The weighed feed of a plant within a window of time: the counted loads delivered to its stations, by their second
 * weighing. The window's whole site hours are read from the stations' hourly totals ('station_hour'): a few rows an
 * hour however many loads. Only its ragged ends, before its first whole hour and after its last, read documents.
 * One rule for a shift log's dialog, the log list, and the gaps between the logs the figures read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/database.js';
import { countedDocument, scaleDocuments } from '../../db/tables/scale-documents.js';
import { rollupDays } from '../rollups/public.js';
import { logsOfDays } from './shift-log-repository.js';

const d = alias(scaleDocuments, 'd');

/**
 * The net kg and loads (`kg`, `loads`; none when nothing was delivered) delivered to the stations of plant `plant`
 * within [from, to), three SQL expressions a lateral subquery may take from its row. The hours are the site's wall
 * hours, as the stations' totals keep them: on the night a change back from summer time repeats an hour, a window
 * that starts or ends inside the repeated hour reads both of its hours.
 */
export function feedWithin(plant: SQL, from: SQL, to: SQL, timeZone: string): SQL {
  const local = (moment: SQL) => sql`(${moment} at time zone ${timeZone})`;
  // The first whole hour at or after `from` and the last at or before `to`, on the site's clock.
  const hourFrom = sql`(date_trunc('hour', ${local(from)}) + case when date_trunc('hour', ${local(from)}) = ${local(from)} then interval '0' else interval '1 hour' end)`;
  const hourTo = sql`date_trunc('hour', ${local(to)})`;
  const hasHours = sql`(${hourFrom} < ${hourTo})`;
  const hoursStart = sql`case when ${hasHours} then ${hourFrom} at time zone ${timeZone} else ${to} end`;
  const hoursEnd = sql`case when ${hasHours} then ${hourTo} at time zone ${timeZone} else ${to} end`;
  const hourOf = sql`r.bucket + make_interval(hours => r.hour)`;
  const documents = (start: SQL, end: SQL) =>
    sql`select ${d.netWeightKg} as kg, 1 as loads from ${scaleDocuments} as d join crushing_plant_stations s on s.station_id = ${d.unloadingStationId}
        where s.plant_id = ${plant} and ${countedDocument(d)} and ${d.secondWeighAt} >= ${start} and ${d.secondWeighAt} < ${end}`;
  return sql`(select sum(x.kg) as kg, sum(x.loads)::int as loads from (
      select r.weight_kg as kg, r.loads from crushing_plant_stations s
      join ${rollupDays('station_hour', {}, { where: [sql`r.bucket between ${hourFrom}::date and ${hourTo}::date`, sql`${hourOf} >= ${hourFrom}`, sql`${hourOf} < ${hourTo}`] })}
        on r.station_id = s.station_id
      where s.plant_id = ${plant} and ${hasHours}
      union all ${documents(from, hoursStart)}
      union all ${documents(hoursEnd, to)}) x)`;
}

/** A window's feed as its reader answers it, from the lateral subquery w (feedWithin). */
const FEED = sql`(coalesce(w.kg, 0) / 1000)::float8 as tons, coalesce(w.loads, 0) as loads`;

type Days = { from: string; to: string; plantId?: number | undefined };

/** The weighed feed of each log of the days, within its shift's window. */
export async function weighedFeedOfLogs(executor: Executor, range: Days, timeZone: string): Promise<Map<number, { tons: number; loads: number }>> {
  const rows = await queryRows<{ log_id: number; tons: number; loads: number }>(
    executor,
    sql`select l.log_id, ${FEED} from shift_logs l cross join lateral ${feedWithin(sql`l.plant_id`, sql`l.shift_start`, sql`l.shift_end`, timeZone)} w where ${logsOfDays(range)}`,
  );
  return new Map(rows.map(({ log_id: logId, ...feed }) => [logId, feed]));
}

/** The weighed feed of one shift of a plant, a log's or a draft's: what its dialog shows, by the rule of the list's. */
export async function weighedFeedOfShift(executor: Executor, shift: { plant_id: number; shift_start: string; shift_end: string }, timeZone: string): Promise<{ tons: number; loads: number }> {
  const [row] = await queryRows<{ tons: number; loads: number }>(
    executor,
    sql`select ${FEED} from ${feedWithin(sql`${shift.plant_id}::int`, sql`${shift.shift_start}::timestamptz`, sql`${shift.shift_end}::timestamptz`, timeZone)} w`,
  );
  return row!;
}
