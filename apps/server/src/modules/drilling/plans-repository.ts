/** The plan's queries: a revision as the API answers it (with its lines' sums), its lines, writes. */
import type { PlanLine, PlanLineValues, PlanRevisionSummary } from '@weighbridge/contract/drilling-plans';
import { eq, sql } from 'drizzle-orm';
import { DRILLING_PLAN_YEAR_LOCK_CLASS } from '../../db/advisory-locks.js';
import { type Executor, queryRows } from '../../db/database.js';
import { isoText } from '../../db/sql-answers.js';
import { drillingPlanLines } from '../../db/tables/drilling.js';

const REVISION_ANSWER = sql`
  select r.revision_id, r.year, r.revision, r.status, r.notes, cu.username as created_by, ${isoText(sql`r.created_at`)} as created_at,
    au.username as approved_by, ${isoText(sql`r.approved_at`)} as approved_at, r.approval_reason, ${isoText(sql`r.superseded_at`)} as superseded_at,
    coalesce((select sum(l.metres) from drilling_plan_lines l where l.revision_id = r.revision_id), 0)::float8 as metres,
    coalesce((select sum(l.tons) from drilling_plan_lines l where l.revision_id = r.revision_id), 0)::float8 as tons
  from drilling_plan_revisions r
  left join users cu on cu.id = r.created_by
  left join users au on au.id = r.approved_by`;

export async function findRevision(executor: Executor, revisionId: number, lock = false): Promise<PlanRevisionSummary | undefined> {
  const forUpdate = lock ? sql` for update of r` : sql``;
  return (await queryRows<PlanRevisionSummary>(executor, sql`${REVISION_ANSWER} where r.revision_id = ${revisionId}${forUpdate}`))[0];
}

/** The revisions of a year or of all years, the latest year and revision first. */
export async function listRevisions(executor: Executor, year: number | undefined): Promise<PlanRevisionSummary[]> {
  const where = year === undefined ? sql`` : sql` where r.year = ${year}`;
  return queryRows<PlanRevisionSummary>(executor, sql`${REVISION_ANSWER}${where} order by r.year desc, r.revision desc`);
}

export async function linesOf(executor: Executor, revisionId: number): Promise<PlanLine[]> {
  return queryRows<PlanLine>(
    executor,
    sql`select l.line_id, l.loading_area_id, a.area_name, l.polygon_id, p.registration_id as polygon_code, l.month, l.rig_id, dr.name as rig_name,
          l.metres::float8 as metres, l.holes, l.volume_m3::float8 as volume_m3, l.tons::float8 as tons, l.explosives_kg::float8 as explosives_kg
        from drilling_plan_lines l
        join loading_areas a on a.loading_area_id = l.loading_area_id
        left join polygons p on p.polygon_id = l.polygon_id
        left join drill_rigs dr on dr.rig_id = l.rig_id
        where l.revision_id = ${revisionId}
        order by l.month, a.area_name, p.registration_id nulls first, dr.name nulls first, l.line_id`,
  );
}

/**
 * Holds a year's plan until the transaction ends, so that two new revisions of one year (each numbered after
 * the last) or two approvals follow each other: a year without revisions has no row to lock.
 */
export async function lockYear(executor: Executor, year: number): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${DRILLING_PLAN_YEAR_LOCK_CLASS}, ${year})`);
}

export async function nextRevisionNumber(executor: Executor, year: number): Promise<number> {
  const [row] = await queryRows<{ next: number }>(executor, sql`select coalesce(max(revision), 0) + 1 as next from drilling_plan_revisions where year = ${year}`);
  return row!.next;
}

export async function replaceLines(executor: Executor, revisionId: number, lines: readonly PlanLineValues[]): Promise<void> {
  await executor.delete(drillingPlanLines).where(eq(drillingPlanLines.revisionId, revisionId));
  if (lines.length === 0) return;
  await executor.insert(drillingPlanLines).values(
    lines.map((line) => ({
      revisionId,
      loadingAreaId: line.loading_area_id,
      polygonId: line.polygon_id,
      month: line.month,
      rigId: line.rig_id,
      metres: line.metres,
      holes: line.holes,
      volumeM3: line.volume_m3,
      tons: line.tons,
      explosivesKg: line.explosives_kg,
    })),
  );
}

export type PlannedRow = { month: string; loading_area_id: number; area_name: string; rig_id: number | null; rig_name: string | null; metres: number; tons: number };

/** The approved plans' lines of the months [fromMonth, toMonth], summed per month, area and rig. */
export async function plannedLines(executor: Executor, fromMonth: string, toMonth: string): Promise<PlannedRow[]> {
  return queryRows<PlannedRow>(
    executor,
    sql`select to_char(make_date(r.year, l.month, 1), 'YYYY-MM') as month, l.loading_area_id, a.area_name, l.rig_id, dr.name as rig_name,
          sum(l.metres)::float8 as metres, sum(l.tons)::float8 as tons
        from drilling_plan_lines l
        join drilling_plan_revisions r on r.revision_id = l.revision_id and r.status = 'approved'
        join loading_areas a on a.loading_area_id = l.loading_area_id
        left join drill_rigs dr on dr.rig_id = l.rig_id
        where to_char(make_date(r.year, l.month, 1), 'YYYY-MM') between ${fromMonth} and ${toMonth}
        group by 1, 2, 3, 4, 5`,
  );
}
