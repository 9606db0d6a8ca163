/** The drill log's queries: a log as the API answers it (its holes listed), the logs of a period, writes. */
import type { DrillLog } from '@weighbridge/contract/drill-logs';
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

/** The logs of production days [from, to] (both included), of one rig or all, in the order they were worked. */
export async function listLogs(executor: Executor, filter: { from: string; to: string; rigId?: number | undefined }): Promise<DrillLog[]> {
  const conditions: SQL[] = [sql`g.production_day between ${filter.from}::date and ${filter.to}::date`];
  if (filter.rigId !== undefined) conditions.push(sql`g.rig_id = ${filter.rigId}`);
  return (await queryRows<LogRead>(executor, sql`${LOG_ANSWER} where ${sql.join(conditions, sql` and `)} order by g.production_day, g.shift, dr.name, g.drill_log_id`)).map(withRate);
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
