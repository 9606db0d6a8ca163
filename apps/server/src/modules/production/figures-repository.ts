/**
 * The queries of Production's figures that sum over many shifts at once: each plant's weighed feed of a window,
 * its output tons over production days, the approved plan's tons by plant and month, and the survey adjustments
 * of piles within production days.
 */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/database.js';
import { countedDocument, scaleDocuments } from '../../db/tables/scale-documents.js';

const d = alias(scaleDocuments, 'd');

/** Net tons of the counted loads delivered to each plant's stations within [start, end). */
export async function weighedFeedByPlant(executor: Executor, window: { start: Date; end: Date }): Promise<Map<number, number>> {
  const rows = await queryRows<{ plant_id: number; tons: number }>(
    executor,
    sql`select s.plant_id, (sum(${d.netWeightKg}) / 1000)::float8 as tons
        from ${scaleDocuments} as d join crushing_plant_stations s on s.station_id = ${d.unloadingStationId}
        where ${countedDocument(d)} and ${d.secondWeighAt} >= ${window.start.toISOString()}::timestamptz and ${d.secondWeighAt} < ${window.end.toISOString()}::timestamptz
        group by s.plant_id`,
  );
  return new Map(rows.map((row) => [row.plant_id, row.tons]));
}

/** Each plant's output tons over the production days [from, to]. */
export async function outputByPlant(executor: Executor, from: string, to: string): Promise<Map<number, number>> {
  const rows = await queryRows<{ plant_id: number; tons: number }>(
    executor,
    sql`select l.plant_id, sum(o.tons)::float8 as tons from shift_logs l join shift_outputs o on o.log_id = l.log_id
        where l.production_day between ${from}::date and ${to}::date group by l.plant_id`,
  );
  return new Map(rows.map((row) => [row.plant_id, row.tons]));
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
