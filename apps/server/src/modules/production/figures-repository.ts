/**
 * The queries of Production's figures that sum over many shifts at once: each plant's weighed feed of a window,
 * its logs' totals and outputs over production days, the approved plan's tons by plant and month, and the survey
 * adjustments of piles within production days. A year holds some 20,000 logs: they are added up here, not read.
 */
import type { ShiftPattern } from '@weighbridge/contract/shifts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { type RollupPeriod, rollupRows } from '../rollups/public.js';
import { logFeeds, logsOfDays } from './shift-log-repository.js';

/**
 * Net tons of the counted loads delivered to each plant's stations over a period of production days: the days it
 * holds whole from the stations' totals by year, month and day, its ragged ends (before the first midnight, after
 * the last) from the documents (rollupRows).
 */
export async function weighedFeedByPlant(executor: Executor, period: RollupPeriod): Promise<Map<number, number>> {
  const rows = await queryRows<{ plant_id: number; tons: number }>(
    executor,
    sql`select s.plant_id, (sum(r.weight_kg) / 1000)::float8 as tons
        from ${rollupRows('material_station', period)} join crushing_plant_stations s on s.station_id = r.station_id group by s.plant_id`,
  );
  return new Map(rows.map((row) => [row.plant_id, row.tons]));
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

type Days = { from: string; to: string; plantId?: number | undefined };

export async function logTotalsByPlant(executor: Executor, days: Days, pattern: ShiftPattern, timeZone: string): Promise<Map<number, LogTotals>> {
  const rows = await queryRows<LogTotals>(
    executor,
    sql`with logs as (
          select l.plant_id, l.feed_tons_typed, l.energy_kwh, l.hour_meter_end - l.hour_meter_start as running, coalesce(f.kg, 0) / 1000 as weighed
          from shift_logs l left join ${logFeeds(days, pattern, timeZone)} on f.log_id = l.log_id where ${logsOfDays(days)})
        select plant_id, count(*)::int as logs, sum(coalesce(feed_tons_typed, weighed))::float8 as feed_tons, sum(weighed)::float8 as weighbridge_tons,
          coalesce(sum(running), 0)::float8 as running_hours, sum(energy_kwh)::float8 as energy_kwh,
          coalesce(sum(coalesce(feed_tons_typed, weighed)) filter (where energy_kwh is not null), 0)::float8 as metered_feed_tons
        from logs group by plant_id`,
  );
  return new Map(rows.map((row) => [row.plant_id, row]));
}

/**
 * The logs' output tons by plant, product, pile and month of their production day ('YYYY-MM'), over the production
 * days [from, to] and, when the year of `to` starts before `from`, its days before them too (marked outside the
 * period): one pass over the outputs for the period's sums, its months, its piles, and the month and year to date.
 */
export type OutputRow = { plant_id: number; material_id: number; material_name: string; stockpile_id: number | null; month: string; in_period: boolean; tons: number };

export async function outputRows(executor: Executor, days: Days): Promise<OutputRow[]> {
  const yearStart = `${days.to.slice(0, 4)}-01-01`;
  const first = yearStart < days.from ? yearStart : days.from;
  return queryRows<OutputRow>(
    executor,
    // Grouped by ids and dates, the names and month texts put to the few sums after: sorting every output by text cost most of the time.
    sql`select g.plant_id, g.material_id, m.name as material_name, g.stockpile_id, to_char(g.month, 'YYYY-MM') as month, g.in_period, g.tons::float8 as tons
        from (select l.plant_id, o.material_id, o.stockpile_id, date_trunc('month', l.production_day) as month,
                l.production_day >= ${days.from}::date as in_period, sum(o.tons) as tons
              from shift_outputs o join shift_logs l on l.log_id = o.log_id where ${logsOfDays({ ...days, from: first })}
              group by 1, 2, 3, 4, 5) g
        join materials m on m.material_id = g.material_id`,
  );
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
