/**
 * The crush plan's rules. A draft is a copy of the year's approved revision (or empty) and alone changes; its
 * lines name plants and products that exist and shifts of the site's pattern, one line each. Approving a draft
 * keeps who, when and why, and supersedes the year's approved revision in the same transaction, so a year has
 * one approved revision at a time (the partial unique index backs it). Each change is one transaction with its
 * audit row.
 */
import type { CrushPlanDetail, CrushPlanRevision, PlanLine, PlanLineValues, PlanTons } from '@weighbridge/contract/crush-plan';
import { PRODUCTION_MESSAGES as MESSAGES } from '@weighbridge/contract/production';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Executor, Tx } from '../../db/database.js';
import { approvePlanRevision } from '../../db/plan-revisions.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { readShiftPattern } from '../site/public.js';
import { approvedRevision, findRevision, insertDraft, linesOf, listRevisions, lockPlanYear, namesOf, replaceLines } from './crush-plan-repository.js';
import type { ProductionContext } from './context.js';

const ENTITY = 'crush_plan';

/** Tons by plant and product, a column per month with the shifts summed: the shape plan and actual are compared in. */
export function planTons(lines: readonly PlanLine[]): PlanTons[] {
  const rows = new Map<string, PlanTons>();
  for (const line of lines) {
    const key = `${line.plant_id}:${line.material_id}`;
    const row = rows.get(key) ?? { plant_id: line.plant_id, plant_name: line.plant_name, material_id: line.material_id, material_name: line.material_name, months: Array<number>(12).fill(0), total: 0 };
    row.months[line.month - 1]! += line.tons;
    row.total += line.tons;
    rows.set(key, row);
  }
  return [...rows.values()];
}

async function detail(executor: Executor, revision: CrushPlanRevision): Promise<CrushPlanDetail> {
  const lines = await linesOf(executor, revision.revision_id);
  return { ...revision, lines, tons: planTons(lines) };
}

async function lockedRevision(tx: Tx, revisionId: number): Promise<CrushPlanRevision> {
  const revision = await findRevision(tx, revisionId, true);
  if (!revision) throw new AppError('NOT_FOUND', MESSAGES.revisionNotFound);
  return revision;
}

export function listCrushPlans(db: Db, year: number | undefined): Promise<CrushPlanRevision[]> {
  return listRevisions(db, year);
}

export async function getCrushPlan(db: Db, revisionId: number): Promise<CrushPlanDetail> {
  const revision = await findRevision(db, revisionId);
  if (!revision) throw new AppError('NOT_FOUND', MESSAGES.revisionNotFound);
  return detail(db, revision);
}

/** The lines name plants, products and shifts that exist, each plant, product, month and shift once. */
async function checkLines(tx: Tx, lines: readonly PlanLineValues[]): Promise<void> {
  const { plants, products } = await namesOf(tx, [...new Set(lines.map((line) => line.plant_id))], [...new Set(lines.map((line) => line.material_id))]);
  const shifts = new Set((await readShiftPattern(tx)).shifts.map((shift) => shift.name));
  const seen = new Set<string>();
  for (const line of lines) {
    if (!plants.has(line.plant_id)) throw new AppError('BAD_REQUEST', MESSAGES.unknownPlant(line.plant_id));
    if (!products.has(line.material_id)) throw new AppError('BAD_REQUEST', MESSAGES.unknownMaterial(line.material_id));
    if (line.shift_name !== null && !shifts.has(line.shift_name)) throw new AppError('BAD_REQUEST', MESSAGES.unknownShift(line.shift_name));
    const key = `${line.plant_id}:${line.material_id}:${line.month}:${line.shift_name ?? ''}`;
    if (seen.has(key)) throw new AppError('BAD_REQUEST', MESSAGES.lineTwice(plants.get(line.plant_id)!, products.get(line.material_id)!, line.month));
    seen.add(key);
  }
}

/** A new draft of the year: a copy of its approved revision's lines, or none. */
export async function createCrushPlanDraft(ctx: ProductionContext, values: { year: number; empty: boolean }, actor: Actor): Promise<CrushPlanDetail> {
  return ctx.db.transaction(async (tx) => {
    await lockPlanYear(tx, values.year);
    const approved = values.empty ? undefined : await approvedRevision(tx, values.year);
    const lines: PlanLineValues[] = approved
      ? (await linesOf(tx, approved.revision_id)).map((line) => ({ plant_id: line.plant_id, material_id: line.material_id, month: line.month, shift_name: line.shift_name, tons: line.tons }))
      : [];
    const revisionId = await insertDraft(tx, { year: values.year, basedOnId: approved?.revision_id ?? null, createdBy: actor.userId, at: ctx.clock.now() }, lines);
    const created = await detail(tx, (await findRevision(tx, revisionId))!);
    const { lines: _lines, tons: _tons, ...after } = created;
    await recordChange(tx, actor, { action: 'crush_plan.create', entityType: ENTITY, entityId: revisionId, before: null, after, effects: { copied_from: approved?.revision_id ?? null } });
    return created;
  });
}

/** The draft's lines replaced by those given; the audit keeps both. */
export async function saveCrushPlanLines(ctx: ProductionContext, revisionId: number, lines: readonly PlanLineValues[], actor: Actor): Promise<CrushPlanDetail> {
  return ctx.db.transaction(async (tx) => {
    const revision = await lockedRevision(tx, revisionId);
    if (revision.status !== 'draft') throw new AppError('CONFLICT', MESSAGES.revisionReadOnly);
    await checkLines(tx, lines);
    const before = await linesOf(tx, revisionId);
    await replaceLines(tx, revisionId, lines);
    const after = await detail(tx, (await findRevision(tx, revisionId))!);
    await recordChange(tx, actor, { action: 'crush_plan.edit', entityType: ENTITY, entityId: revisionId, before: { lines: before }, after: { lines: after.lines } });
    return after;
  });
}

/** The draft approved with its reason; the year's approved revision, if any, superseded by it. */
export async function approveCrushPlan(ctx: ProductionContext, revisionId: number, reason: string, actor: Actor): Promise<CrushPlanDetail> {
  return ctx.db.transaction(async (tx) => {
    const unlocked = await findRevision(tx, revisionId);
    if (!unlocked) throw new AppError('NOT_FOUND', MESSAGES.revisionNotFound);
    // The year first, then the revision: the order every approval and new draft of the year takes.
    await lockPlanYear(tx, unlocked.year);
    const before = await lockedRevision(tx, revisionId);
    if (before.status !== 'draft') throw new AppError('CONFLICT', MESSAGES.revisionReadOnly);
    const now = ctx.clock.now();
    const superseded = await approvePlanRevision(tx, 'crush_plan_revisions', { revisionId, year: before.year, by: actor.userId, at: now, reason });
    const after = await detail(tx, (await findRevision(tx, revisionId))!);
    const { lines: _lines, tons: _tons, ...approved } = after;
    await recordChange(tx, actor, { action: 'crush_plan.approve', entityType: ENTITY, entityId: revisionId, before, after: approved, effects: { superseded } });
    return after;
  });
}
