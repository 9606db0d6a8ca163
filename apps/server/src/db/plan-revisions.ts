/**
 * The approval every versioned plan of the site shares (the crush plan, the drilling plan; the contract's
 * plan-revisions.ts). A draft approved with its reason replaces the year's approved revision, which becomes
 * superseded in the same statement's transaction: the tables' partial unique index on the approved revision of a
 * year backs it. The caller holds the year's lock and has checked that the revision is a draft.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './database.js';

/** The tables that keep a plan's revisions, each with the same approval columns. */
export type PlanRevisionTable = 'crush_plan_revisions' | 'drilling_plan_revisions';

export type PlanApproval = { revisionId: number; year: number; by: number; at: Date; reason: string };

/** Supersedes the year's approved revision and approves the draft; the id of the one superseded, if any. */
export async function approvePlanRevision(tx: Tx, table: PlanRevisionTable, approval: PlanApproval): Promise<number | null> {
  const revisions = sql.identifier(table);
  const at = sql`${approval.at.toISOString()}::timestamptz`;
  const [superseded] = await queryRows<{ revision_id: number }>(
    tx,
    sql`update ${revisions} set status = 'superseded', superseded_at = ${at}, updated_at = ${at}
        where year = ${approval.year} and status = 'approved' returning revision_id`,
  );
  await tx.execute(
    sql`update ${revisions} set status = 'approved', approved_by = ${approval.by}, approved_at = ${at}, approval_reason = ${approval.reason},
          updated_at = ${at}
        where revision_id = ${approval.revisionId}`,
  );
  return superseded?.revision_id ?? null;
}
