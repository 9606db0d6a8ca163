/**
 * The queries of Production's figures that sum over many shifts at once: each plant's weighed feed of production
 * days, its logs' totals (their kept months, and the shifts that need their own weighed feed), the approved plan's
 * tons by plant and month, and the survey adjustments of piles within production days. A year holds some 20,000
 * logs: they are added up, not read one by one.
 */
import { daysAfter } from '@weighbridge/contract/date-ranges';
import type { ShiftPattern } from '@weighbridge/contract/shifts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { countedPeriod, rollupDays, rollupRows } from '../rollups/public.js';
import { feedWithin } from './shift-feed.js';
import { storedLogTotals } from './kept-months.js';
import { logsOfDays } from './shift-log-repository.js';

/**
 * Net tons of the counted loads delivered to each plant's stations over production days [from, to]: the calendar
 * days they hold whole from the stations' totals by year, month and day. A day start on the hour leaves two ragged
 * ends of whole site hours, read from the stations' hours of those two days; any other from the documents
 * (rollupRows of the production days' window).
 */
export async function weighedFeedByPlant(executor: Executor, days: { from: string; to: string }, pattern: ShiftPattern, timeZone: string): Promise<Map<number, number>> {
  const hourly = pattern.dayStart.endsWith(':00');
  const dayStartHour = Number(pattern.dayStart.slice(0, 2));
  const rows = hourly
    ? sql`(select r.station_id, r.weight_kg from ${rollupRows('material_station', { startDate: daysAfter(days.from, 1), endDate: days.to })}
          union all
          select r.station_id, r.weight_kg from ${rollupDays('station_hour', { startDate: days.from, endDate: days.from }, { where: [sql`r.hour >= ${dayStartHour}`] })}
          union all
          select r.station_id, r.weight_kg from ${rollupDays('station_hour', { startDate: daysAfter(days.to, 1), endDate: daysAfter(days.to, 1) }, { where: [sql`r.hour < ${dayStartHour}`] })}) r`
    : rollupRows('material_station', countedPeriod({ startDate: days.from, endDate: days.to, dayBasis: 'production' }, pattern.dayStart, timeZone));
  const feed = await queryRows<{ plant_id: number; tons: number }>(
    executor,
    sql`select s.plant_id, (sum(r.weight_kg) / 1000)::float8 as tons from ${rows} join crushing_plant_stations s on s.station_id = r.station_id group by s.plant_id`,
  );
  return new Map(feed.map((row) => [row.plant_id, row.tons]));
}

/** A plant's logs of the period added up: each log's feed is its typed feed where given, else its shift's weighed feed. */
export type LogTotals = {
  plant_id: number;
  logs: number;
  feed_tons: number;
  /** The weighed feed of the logged shifts. */
  weighbridge_tons: number;
  running_hours: number;
  energy_kwh: number | null;
  /** The logged feed of the logs that recorded their energy. */
  metered_feed_tons: number;
};

/**
 * A plant's logs of the period added up as they are stored, and what of the plant's weighed feed of the whole period
 * (weighedFeedByPlant) fell outside its logged shifts. A year's logs each reading its own shift cost more than the
 * budget of the whole page: the months keep the union of their logs' windows, and only the logs whose own weighed
 * feed matters (a typed feed, or no energy at a plant that records it) are read one by one.
 */
export type LogParts = {
  plant_id: number;
  logs: number;
  running_hours: number;
  energy_kwh: number | null;
  typed_tons: number;
  /** The weighed feed of the period outside the union of the logs' shift windows (of a plant with logs). */
  unlogged_tons: number;
  /** The weighed feed of the logs with a typed feed, which the typed feed replaces. */
  typed_weighed_tons: number;
  /** The feed (typed, else weighed) of the logs without energy, at a plant whose logs of the period recorded some. */
  unmetered_feed_tons: number;
};

type Days = { from: string; to: string; plantId?: number | undefined };
/** The period's production days and their window of time, [start, end). */
type Period = Days & { start: Date; end: Date };

export async function logPartsByPlant(executor: Executor, period: Period, timeZone: string): Promise<LogParts[]> {
  return queryRows<LogParts>(executor, logPartsQuery(period, timeZone));
}

function logPartsQuery(period: Period, timeZone: string): SQL {
  const window = sql`tstzmultirange(tstzrange(${period.start.toISOString()}::timestamptz, ${period.end.toISOString()}::timestamptz))`;
  // Only plants a station feeds have a weighed feed to read.
  const fed = sql`t.plant_id in (select plant_id from crushing_plant_stations)`;
  return sql`with t as materialized (select * from ${storedLogTotals(period)}),
        gaps as (select t.plant_id, g.gap from t cross join lateral unnest(${window} - t.windows) g (gap) where ${fed}),
        unlogged as (
          select g.plant_id, sum(f.kg) / 1000 as tons from gaps g cross join lateral ${feedWithin(sql`g.plant_id`, sql`lower(g.gap)`, sql`upper(g.gap)`, timeZone)} f
          group by g.plant_id
        ), own as (
          select l.plant_id, l.feed_tons_typed, l.energy_kwh, t.energy_kwh is not null as metered, coalesce(f.kg, 0) / 1000 as weighed
          from shift_logs l join t on t.plant_id = l.plant_id
          cross join lateral ${feedWithin(sql`l.plant_id`, sql`l.shift_start`, sql`l.shift_end`, timeZone)} f
          where ${logsOfDays(period)}
            and ((l.feed_tons_typed is not null and t.typed_logs > 0) or (l.energy_kwh is null and t.energy_kwh is not null and t.logs_without_energy > 0))
        )
        select t.plant_id, t.logs, t.running_hours, t.energy_kwh, t.typed_tons, coalesce(u.tons, 0)::float8 as unlogged_tons,
          coalesce(o.typed_weighed, 0)::float8 as typed_weighed_tons, coalesce(o.unmetered, 0)::float8 as unmetered_feed_tons
        from t
        left join unlogged u on u.plant_id = t.plant_id
        left join (select plant_id, sum(weighed) filter (where feed_tons_typed is not null) as typed_weighed,
                     sum(coalesce(feed_tons_typed, weighed)) filter (where energy_kwh is null and metered) as unmetered
                   from own group by plant_id) o on o.plant_id = t.plant_id`;
}

/**
 * The logs' totals from their parts and the plant's weighed feed of the whole period: the logged shifts weighed that
 * feed but for what fell outside their windows. Where two logs' windows overlap (after a change of the pattern) a
 * load counts once.
 */
export function logTotals(parts: LogParts, weighedFeed: number): LogTotals {
  const weighbridge = weighedFeed - parts.unlogged_tons;
  const feed = weighbridge - parts.typed_weighed_tons + parts.typed_tons;
  return {
    plant_id: parts.plant_id,
    logs: parts.logs,
    feed_tons: feed,
    weighbridge_tons: weighbridge,
    running_hours: parts.running_hours,
    energy_kwh: parts.energy_kwh,
    metered_feed_tons: parts.energy_kwh === null ? 0 : feed - parts.unmetered_feed_tons,
  };
}

/** The approved plan of a year: each plant's tons by month (index 0 is January), every product and shift summed. */
export async function approvedPlanByPlant(executor: Executor, year: number): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ plant_id: number; month: number; tons: number }>(
    executor,
    sql`select l.plant_id, l.month::int as month, sum(l.tons)::float8 as tons from crush_plan_lines l
        join crush_plan_revisions r on r.revision_id = l.revision_id where r.year = ${year} and r.status = 'approved' group by l.plant_id, l.month`,
  );
  const plans = new Map<number, number[]>();
  for (const row of rows) {
    const months = plans.get(row.plant_id) ?? Array<number>(12).fill(0);
    months[row.month - 1] = row.tons;
    plans.set(row.plant_id, months);
  }
  return plans;
}

/** The survey adjustments of each pile over the production days [from, to]. */
export async function adjustmentsByPile(executor: Executor, from: string, to: string): Promise<Map<number, number>> {
  const rows = await queryRows<{ stockpile_id: number; tons: number }>(
    executor,
    sql`select stockpile_id, sum(tons)::float8 as tons from stockpile_movements where kind = 'adjustment' and moved_on between ${from}::date and ${to}::date group by stockpile_id`,
  );
  return new Map(rows.map((row) => [row.stockpile_id, row.tons]));
}

/** The plants, or the one asked for. */
export async function plantsOf(executor: Executor, plantId: number | undefined): Promise<{ plant_id: number; name: string }[]> {
  const where = plantId === undefined ? sql`` : sql` where plant_id = ${plantId}`;
  return queryRows(executor, sql`select plant_id, name from crushing_plants${where} order by name, plant_id`);
}
