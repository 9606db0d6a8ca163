/** The drill log's queries: a log as the API answers it (its holes listed), the logs of a period and their sums, writes. */
import type { DrillLog, RigTotals } from '@weighbridge/contract/drill-logs';
import { rate } from '@weighbridge/contract/drilling';
import { eq, sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { drillLogHoles, drillLogs } from '../../db/tables/drilling.js';

const LOG_ANSWER = sql`
  select g.drill_log_id, g.rig_id, dr.name as rig_name, g.operator_id, o.name as operator_name, to_char(g.production_day, 'YYYY-MM-DD') as production_day,
    g.shift, g.loading_area_id, a.area_name, g.polygon_id, p.registration_id as polygon_code,
    case when g.depth_m is null then 'holes' else 'summary' end as entry, g.hole_count, g.depth_m::float8 as depth_m,
    coalesce((select json_agg(json_build_object('design_depth_m', h.design_depth_m::float8, 'actual_depth_m', h.actual_depth_m::float8) order by h.hole_number)
      from drill_log_holes h where h.drill_log_id = g.drill_log_id), '[]'::json) as holes,
    g.diameter_mm::float8 as diameter_mm, g.metres::float8 as metres, g.drill_hours::float8 as drill_hours, g.bit_changes,
    g.notes, u.username as recorded_by
  from drill_logs g
  join drill_rigs dr on dr.rig_id = g.rig_id
  join drilling_operators o on o.operator_id = g.operator_id
  join loading_areas a on a.loading_area_id = g.loading_area_id
  join polygons p on p.polygon_id = g.polygon_id
  left join users u on u.id = g.recorded_by`;

/** A log as its query reads it: metres per drill hour is the contract's rate, worked out here. */
type LogRead = Omit<DrillLog, 'metres_per_drill_hour'>;
const withRate = (log: LogRead): DrillLog => ({ ...log, metres_per_drill_hour: rate(log.metres, log.drill_hours) });

export async function findLog(executor: Executor, logId: number, lock = false): Promise<DrillLog | undefined> {
  const forUpdate = lock ? sql` for update of g` : sql``;
  return (await queryRows<LogRead>(executor, sql`${LOG_ANSWER} where g.drill_log_id = ${logId}${forUpdate}`)).map(withRate)[0];
}

type LogsFilter = { from: string; to: string; rigId?: number | undefined };

/** The logs of production days [from, to] (both included), of one rig or all (table g). */
function logsOf(filter: LogsFilter): SQL {
  const conditions: SQL[] = [sql`g.production_day between ${filter.from}::date and ${filter.to}::date`];
  if (filter.rigId !== undefined) conditions.push(sql`g.rig_id = ${filter.rigId}`);
  return sql.join(conditions, sql` and `);
}

/** The logs of production days [from, to], of one rig or all, in the order they were worked. */
export async function listLogs(executor: Executor, filter: LogsFilter): Promise<DrillLog[]> {
  return (await queryRows<LogRead>(executor, sql`${LOG_ANSWER} where ${logsOf(filter)} order by g.production_day, g.shift, dr.name, g.drill_log_id`)).map(withRate);
}

/**
 * Each rig's sums over the logs: metres, drill hours, bit changes and the shifts it worked (a production day's
 * shift counted once however many logs it has), with metres per shift and per drill hour; by rig name.
 */
export async function rigTotals(executor: Executor, filter: LogsFilter): Promise<RigTotals[]> {
  const rows = await queryRows<Omit<RigTotals, 'metres_per_shift' | 'metres_per_drill_hour'>>(
    executor,
    sql`select g.rig_id, dr.name as rig_name, count(distinct (g.production_day, g.shift))::int as shifts, sum(g.metres)::float8 as metres,
          sum(g.drill_hours)::float8 as drill_hours, sum(g.bit_changes)::int as bit_changes
        from drill_logs g join drill_rigs dr on dr.rig_id = g.rig_id where ${logsOf(filter)}
        group by g.rig_id, dr.name order by dr.name, g.rig_id`,
  );
  return rows.map((rig) => ({ ...rig, metres_per_shift: rate(rig.metres, rig.shifts), metres_per_drill_hour: rate(rig.metres, rig.drill_hours) }));
}

export type DrilledMetres = { month: string; loading_area_id: number; area_name: string; rig_id: number; rig_name: string; metres: number };

/** The logs' metres by month of their production day ('YYYY-MM'), area and rig. */
export async function metresByMonth(executor: Executor, filter: LogsFilter): Promise<DrilledMetres[]> {
  return queryRows<DrilledMetres>(
    executor,
    sql`select to_char(g.production_day, 'YYYY-MM') as month, g.loading_area_id, a.area_name, g.rig_id, dr.name as rig_name, sum(g.metres)::float8 as metres
        from drill_logs g join drill_rigs dr on dr.rig_id = g.rig_id join loading_areas a on a.loading_area_id = g.loading_area_id
        where ${logsOf(filter)} group by 1, 2, 3, 4, 5`,
  );
}

export type LogRow = typeof drillLogs.$inferInsert;
export type HoleRow = { designDepthM: number; actualDepthM: number };

export async function insertLog(executor: Executor, row: LogRow): Promise<number> {
  const [inserted] = await executor.insert(drillLogs).values(row).returning({ id: drillLogs.id });
  return inserted!.id;
}

export async function updateLog(executor: Executor, logId: number, row: LogRow): Promise<void> {
  await executor.update(drillLogs).set(row).where(eq(drillLogs.id, logId));
}

export async function replaceHoles(executor: Executor, logId: number, holes: readonly HoleRow[]): Promise<void> {
  await executor.delete(drillLogHoles).where(eq(drillLogHoles.drillLogId, logId));
  if (holes.length === 0) return;
  await executor.insert(drillLogHoles).values(holes.map((hole, index) => ({ drillLogId: logId, holeNumber: index + 1, ...hole })));
}
