/** The crush plan's queries: a revision as the API answers it, its lines, and the writes. */
import type { CrushPlanRevision, PlanLine, PlanLineValues } from '@weighbridge/contract/crush-plan';
import { sql } from 'drizzle-orm';
import { CRUSH_PLAN_LOCK_CLASS } from '../../db/advisory-locks.js';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import { isoText } from '../../db/sql-answers.js';
import { crushPlanLines, crushPlanRevisions } from '../../db/tables/production.js';

const REVISION_ANSWER = sql`
  select r.revision_id, r.year::int as year, r.revision_number, r.status, r.based_on_revision_id, cu.username as created_by,
    ${isoText(sql`r.created_at`)} as created_at, au.username as approved_by, ${isoText(sql`r.approved_at`)} as approved_at, r.approval_reason,
    ${isoText(sql`r.superseded_at`)} as superseded_at,
    coalesce((select sum(l.tons) from crush_plan_lines l where l.revision_id = r.revision_id), 0)::float8 as total_tons
  from crush_plan_revisions r left join users cu on cu.id = r.created_by left join users au on au.id = r.approved_by`;

/** The revisions of a year (or of every year), newest first. */
export async function listRevisions(executor: Executor, year: number | undefined): Promise<CrushPlanRevision[]> {
  const where = year === undefined ? sql`` : sql` where r.year = ${year}`;
  return queryRows<CrushPlanRevision>(executor, sql`${REVISION_ANSWER}${where} order by r.year desc, r.revision_number desc`);
}

export async function findRevision(executor: Executor, revisionId: number, lock = false): Promise<CrushPlanRevision | undefined> {
  const forUpdate = lock ? sql` for update of r` : sql``;
  return (await queryRows<CrushPlanRevision>(executor, sql`${REVISION_ANSWER} where r.revision_id = ${revisionId}${forUpdate}`))[0];
}

/** The approved revision of a year, if there is one. */
export async function approvedRevision(executor: Executor, year: number): Promise<CrushPlanRevision | undefined> {
  return (await queryRows<CrushPlanRevision>(executor, sql`${REVISION_ANSWER} where r.year = ${year} and r.status = 'approved'`))[0];
}

export async function linesOf(executor: Executor, revisionId: number): Promise<PlanLine[]> {
  return queryRows<PlanLine>(
    executor,
    sql`select l.plant_id, p.name as plant_name, l.material_id, m.name as material_name, l.month::int as month, l.shift_name, l.tons::float8 as tons
        from crush_plan_lines l join crushing_plants p on p.plant_id = l.plant_id join materials m on m.material_id = l.material_id
        where l.revision_id = ${revisionId} order by p.name, l.plant_id, m.name, l.material_id, l.month, l.shift_name nulls first`,
  );
}

/** Holds the year's plan until the transaction ends: one draft numbered or one revision approved at a time. */
export async function lockPlanYear(tx: Tx, year: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CRUSH_PLAN_LOCK_CLASS}, ${year})`);
}

/** A new draft of the year, numbered after its last revision, with the lines given; its id. */
export async function insertDraft(tx: Tx, draft: { year: number; basedOnId: number | null; createdBy: number; at: Date }, lines: readonly PlanLineValues[]): Promise<number> {
  const [inserted] = await tx
    .insert(crushPlanRevisions)
    .values({
      year: draft.year,
      revisionNumber: sql`(select coalesce(max(revision_number), 0) + 1 from crush_plan_revisions where year = ${draft.year})`,
      basedOnId: draft.basedOnId,
      createdBy: draft.createdBy,
      createdAt: draft.at,
      updatedAt: draft.at,
    })
    .returning({ id: crushPlanRevisions.id });
  await replaceLines(tx, inserted!.id, lines);
  return inserted!.id;
}

export async function replaceLines(tx: Tx, revisionId: number, lines: readonly PlanLineValues[]): Promise<void> {
  await tx.delete(crushPlanLines).where(sql`${crushPlanLines.revisionId} = ${revisionId}`);
  // In pages: a statement carries at most 65,535 parameters.
  for (let start = 0; start < lines.length; start += 1000) {
    await tx.insert(crushPlanLines).values(
      lines.slice(start, start + 1000).map((line) => ({
        revisionId,
        plantId: line.plant_id,
        materialId: line.material_id,
        month: line.month,
        shiftName: line.shift_name,
        tons: line.tons,
      })),
    );
  }
}

/** The names of the plants and materials among the ids, to check a draft's lines against. */
export async function namesOf(executor: Executor, plantIds: readonly number[], materialIds: readonly number[]) {
  const list = (ids: readonly number[]) => (ids.length === 0 ? sql`null` : sql.join(ids.map((id) => sql`${id}`), sql`, `));
  const [plants, products] = await Promise.all([
    queryRows<{ id: number; name: string }>(executor, sql`select plant_id as id, name from crushing_plants where plant_id in (${list(plantIds)})`),
    queryRows<{ id: number; name: string }>(executor, sql`select material_id as id, name from materials where material_id in (${list(materialIds)})`),
  ]);
  return { plants: new Map(plants.map((row) => [row.id, row.name])), products: new Map(products.map((row) => [row.id, row.name])) };
}
