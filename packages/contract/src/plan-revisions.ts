/**
 * What every versioned plan of the site shares (the crush plan, the drilling plan): a year's plan is kept as
 * revisions; a draft is edited, then approved with its reason (who, when and why are kept); one revision of a
 * year is approved at a time, the one it replaces becomes superseded, and neither changes again.
 */
import { z } from 'zod';
import { FIRST_REPORT_YEAR, requiredText } from './fields.js';
import { problem } from './problems.js';

export const PLAN_REVISION_STATUSES = ['draft', 'approved', 'superseded'] as const;
export type PlanRevisionStatus = (typeof PLAN_REVISION_STATUSES)[number];

/** The last year a plan can be made for. */
export const LAST_PLAN_YEAR = 2100;

export const planYearSchema = z
  .number({ error: problem('wholeYear') })
  .int(problem('wholeYear'))
  .min(FIRST_REPORT_YEAR, problem('between', { min: FIRST_REPORT_YEAR, max: LAST_PLAN_YEAR }))
  .max(LAST_PLAN_YEAR, problem('between', { min: FIRST_REPORT_YEAR, max: LAST_PLAN_YEAR }));

/** The query of a list of revisions: those of one year, or all. */
export const planRevisionListQuerySchema = z.strictObject({ year: z.coerce.number({ error: problem('wholeYear') }).pipe(planYearSchema).optional() });

/** The body of POST .../{revision_id}/approve: why this revision becomes the year's plan. */
export const planApprovalSchema = z.strictObject({ reason: requiredText(1000) });

/** Who made a revision and when, and who approved it, when and why, and when it was superseded. */
export const revisionTrailFields = {
  created_by: z.string().nullable(),
  created_at: z.string(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** Why the revision was approved. */
  approval_reason: z.string().nullable(),
  superseded_at: z.string().nullable(),
};
