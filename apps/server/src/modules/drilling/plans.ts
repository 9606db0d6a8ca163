/**
 * The annual drilling plan's rules: a draft revision is written and rewritten; approving it (with a reason)
 * makes it the year's plan and supersedes the one approved before, in one transaction that holds every
 * revision of the year, so a year never has two approved. Approved and superseded revisions are read-only.
 * Every change is one transaction with its audit row.
 */
import { DRILLING_MESSAGES as MESSAGES } from '@weighbridge/contract/drilling';
import type { PlanEdit, PlanLineValues, PlanRevision, PlanRevisionSummary, PlanValues } from '@weighbridge/contract/drilling-plans';
import { sql } from 'drizzle-orm';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Tx } from '../../db/database.js';
import { approvePlanRevision } from '../../db/plan-revisions.js';
import { drillingPlanRevisions } from '../../db/tables/drilling.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { findRevision, linesOf, listRevisions, lockYear, nextRevisionNumber, replaceLines } from './plans-repository.js';
import { checkArea, checkPolygon, checkRig } from './references.js';

export type PlanContext = { db: Db; clock: Clock };

/** Every area, polygon (of its line's area) and rig the lines name exists; each checked once. */
async function checkLines(tx: Tx, lines: readonly PlanLineValues[]): Promise<void> {
  const seen = new Set<string>();
  const once = (key: string) => !seen.has(key) && Boolean(seen.add(key));
  for (const line of lines) {
    if (once(`area:${line.loading_area_id}`)) await checkArea(tx, line.loading_area_id);
    if (line.polygon_id !== null && once(`polygon:${line.polygon_id}:${line.loading_area_id}`)) await checkPolygon(tx, line.polygon_id, line.loading_area_id);
    if (line.rig_id !== null && once(`rig:${line.rig_id}`)) await checkRig(tx, line.rig_id, false);
  }
}

async function withLines(tx: Tx | Db, revision: PlanRevisionSummary): Promise<PlanRevision> {
  return { ...revision, lines: await linesOf(tx, revision.revision_id) };
}

async function readBack(tx: Tx, revisionId: number): Promise<PlanRevision> {
  const revision = await findRevision(tx, revisionId);
  if (!revision) throw new Error(`drilling plan revision ${revisionId} vanished within its own transaction`);
  return withLines(tx, revision);
}

async function lockedRevision(tx: Tx, revisionId: number): Promise<PlanRevision> {
  const revision = await findRevision(tx, revisionId, true);
  if (!revision) throw new AppError('NOT_FOUND', MESSAGES.planNotFound);
  return withLines(tx, revision);
}

function requireDraft(revision: PlanRevisionSummary): void {
  if (revision.status !== 'draft') throw new AppError('CONFLICT', MESSAGES.planReadOnly);
}

export async function listPlans(db: Db, year: number | undefined): Promise<PlanRevisionSummary[]> {
  return listRevisions(db, year);
}

export async function getPlan(db: Db, revisionId: number): Promise<PlanRevision> {
  const revision = await findRevision(db, revisionId);
  if (!revision) throw new AppError('NOT_FOUND', MESSAGES.planNotFound);
  return withLines(db, revision);
}

/** A new draft revision of the year's plan, numbered after the year's last. */
export async function createPlan(ctx: PlanContext, values: PlanValues, actor: Actor): Promise<PlanRevision> {
  return ctx.db.transaction(async (tx) => {
    await checkLines(tx, values.lines);
    await lockYear(tx, values.year);
    const revision = await nextRevisionNumber(tx, values.year);
    const [inserted] = await tx
      .insert(drillingPlanRevisions)
      .values({ year: values.year, revision, notes: values.notes, createdBy: actor.userId })
      .returning({ id: drillingPlanRevisions.id });
    await replaceLines(tx, inserted!.id, values.lines);
    const after = await readBack(tx, inserted!.id);
    await recordChange(tx, actor, { action: 'drilling_plan.create', entityType: 'drilling_plan', entityId: inserted!.id, before: null, after });
    return after;
  });
}

/** A draft's notes and lines, replaced whole. */
export async function editPlan(ctx: PlanContext, revisionId: number, values: PlanEdit, actor: Actor): Promise<PlanRevision> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedRevision(tx, revisionId);
    requireDraft(before);
    await checkLines(tx, values.lines);
    await tx.update(drillingPlanRevisions).set({ notes: values.notes }).where(sql`${drillingPlanRevisions.id} = ${revisionId}`);
    await replaceLines(tx, revisionId, values.lines);
    const after = await readBack(tx, revisionId);
    await recordChange(tx, actor, { action: 'drilling_plan.update', entityType: 'drilling_plan', entityId: revisionId, before, after });
    return after;
  });
}

/** The draft becomes the year's plan; the revision approved before it is superseded. */
export async function approvePlan(ctx: PlanContext, revisionId: number, reason: string, actor: Actor): Promise<PlanRevision> {
  return ctx.db.transaction(async (tx) => {
    const found = await findRevision(tx, revisionId);
    if (!found) throw new AppError('NOT_FOUND', MESSAGES.planNotFound);
    await lockYear(tx, found.year);
    const before = await lockedRevision(tx, revisionId);
    if (before.status === 'approved') throw new AppError('CONFLICT', MESSAGES.planAlreadyApproved);
    if (before.status === 'superseded') throw new AppError('CONFLICT', MESSAGES.planSuperseded);
    const now = ctx.clock.now();
    const superseded = await approvePlanRevision(tx, 'drilling_plan_revisions', { revisionId, year: before.year, by: actor.userId, at: now, reason });
    const after = await readBack(tx, revisionId);
    const effects = superseded === null ? undefined : { superseded: [superseded] };
    await recordChange(tx, actor, { action: 'drilling_plan.approve', entityType: 'drilling_plan', entityId: revisionId, before, after, ...(effects ? { effects } : {}) });
    return after;
  });
}

/** A draft deleted; approved and superseded revisions are history and stay. */
export async function deletePlan(ctx: PlanContext, revisionId: number, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockedRevision(tx, revisionId);
    requireDraft(before);
    await tx.delete(drillingPlanRevisions).where(sql`${drillingPlanRevisions.id} = ${revisionId}`);
    await recordChange(tx, actor, { action: 'drilling_plan.delete', entityType: 'drilling_plan', entityId: revisionId, before, after: null });
  });
}
