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
import { hourlyPattern, loggedShifts, patternShifts, shiftHours, weighedOfLog } from './shift-feed.js';
import { storedLogTotals } from './kept-months.js';

/**
 * Net tons of the counted loads delivered to each plant's stations over production days [from, to]: the calendar
 * days they hold whole from the stations' totals by year, month and day. A day start on the hour leaves two ragged
 * ends of whole site hours, read from the stations' hours of those two days; any other from the documents
 * (rollupRows of the production days' window).
 */
export async function weighedFeedByPlant(executor: Executor, days: { from: string; to: string }, pattern: ShiftPattern, timeZone: string): Promise<Map<number, number>> {
  const hourly = hourlyPattern(pattern);
  const rows = hourly
    ? sql`(select r.station_id, r.weight_kg from ${rollupRows('material_station', { startDate: daysAfter(days.from, 1), endDate: days.to })}
          union all
          select r.station_id, r.weight_kg from ${rollupDays('station_hour', { startDate: days.from, endDate: days.from }, { where: [sql`r.hour >= ${hourly.dayStartHour}`] })}
          union all
          select r.station_id, r.weight_kg from ${rollupDays('station_hour', { startDate: daysAfter(days.to, 1), endDate: daysAfter(days.to, 1) }, { where: [sql`r.hour < ${hourly.dayStartHour}`] })}) r`
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
 * A plant's logs of the period added up as they are stored, and the weighed feed of those shifts that the plant's
 * weighed feed of the whole period (weighedFeedByPlant) does not tell: a year's logs each reading its own shift's
 * hours cost more than the budget of the whole page, so only the exceptions are read shift by shift.
 */
export type LogParts = {
  plant_id: number;
  logs: number;
  running_hours: number;
  energy_kwh: number | null;
  typed_tons: number;
  /** The weighed feed of the pattern's shifts of the period without a log on the pattern (of a plant with logs). */
  unlogged_tons: number;
  /** The weighed feed of the logs off the pattern, each by its documents. */
  off_pattern_tons: number;
  /** The weighed feed of the logs with a typed feed, which the typed feed replaces. */
  typed_weighed_tons: number;
  /** The feed (typed, else weighed) of the logs without energy, at a plant whose logs of the period recorded some. */
  unmetered_feed_tons: number;
};

type Days = { from: string; to: string; plantId?: number | undefined };

export async function logPartsByPlant(executor: Executor, days: Days, pattern: ShiftPattern, timeZone: string): Promise<LogParts[]> {
  return queryRows<LogParts>(executor, logPartsQuery(days, pattern, timeZone));
}

function logPartsQuery(days: Days, pattern: ShiftPattern, timeZone: string): SQL {
  // Only the logs of plants a station feeds have a weighed feed to read.
  return sql`with lg as materialized (select * from ${loggedShifts(days, pattern, timeZone)} lg where lg.plant_id in (select plant_id from crushing_plant_stations)),
        metered as materialized (select distinct plant_id from lg where energy_kwh is not null),
        own as (
          select lg.plant_id, lg.on_pattern, lg.feed_tons_typed, lg.energy_kwh, lg.plant_id in (select plant_id from metered) as metered, coalesce(w.kg, 0) / 1000 as weighed
          from lg cross join lateral ${weighedOfLog()} w
          where not lg.on_pattern or lg.feed_tons_typed is not null or (lg.energy_kwh is null and lg.plant_id in (select plant_id from metered))
        ), logged_days as (
          select plant_id, production_day, array_agg(shift_name) filter (where on_pattern) as shifts from lg group by plant_id, production_day
        ), unlogged as (
          select u.plant_id, sum(h.kg) / 1000 as tons
          from (select f.plant_id, m.production_day, m.from_hour, m.to_hour
                from (select distinct plant_id from lg) f cross join ${patternShifts(days, pattern, timeZone)}
                left join logged_days g on g.plant_id = f.plant_id and g.production_day = m.production_day
                where not coalesce(m.name = any(g.shifts), false)) u
          cross join lateral ${shiftHours('u')} h
          group by u.plant_id
        )
        select t.plant_id, t.logs, t.running_hours, t.energy_kwh, t.typed_tons, coalesce(u.tons, 0)::float8 as unlogged_tons,
          coalesce(o.off_pattern, 0)::float8 as off_pattern_tons, coalesce(o.typed_weighed, 0)::float8 as typed_weighed_tons,
          coalesce(o.unmetered, 0)::float8 as unmetered_feed_tons
        from ${storedLogTotals(days)}
        left join unlogged u on u.plant_id = t.plant_id
        left join (select plant_id, sum(weighed) filter (where not on_pattern) as off_pattern, sum(weighed) filter (where feed_tons_typed is not null) as typed_weighed,
                     sum(coalesce(feed_tons_typed, weighed)) filter (where energy_kwh is null and metered) as unmetered
                   from own group by plant_id) o on o.plant_id = t.plant_id`;
}

/**
 * The logs' totals from their parts and the plant's weighed feed of the whole period. The pattern's shifts cover
 * each production day whole, so the logs on the pattern weighed that feed but for the shifts without one; a pattern
 * off the hour has no log on it.
 */
export function logTotals(parts: LogParts, weighedFeed: number, hourly: boolean): LogTotals {
  const weighbridge = (hourly ? weighedFeed - parts.unlogged_tons : 0) + parts.off_pattern_tons;
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
