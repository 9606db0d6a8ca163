/**
 * The annual drilling plan, kept in revisions: a draft is written and changed freely, then approved with
 * a reason (who, when and why are kept). A year has one approved revision at a time: approving another
 * supersedes it. Approved and superseded revisions are read-only; the plan is changed by a new revision.
 * A revision's lines each plan a month of a loading area (a polygon of it, a rig, where known).
 */
import { z } from 'zod';
import { count, measure } from './drilling.js';
import { optionalRecordIdSchema, optionalText, recordIdSchema } from './fields.js';
import { PLAN_REVISION_STATUSES, planYearSchema, revisionTrailFields } from './plan-revisions.js';
import { problem } from './problems.js';

/** The most lines a revision holds: every month of a hundred polygons, four rigs each. */
export const MAX_PLAN_LINES = 5_000;

const MAX_PLAN_METRES = 10_000_000;
const MAX_PLAN_TONS = 1_000_000_000;

export const planLineInputSchema = z.strictObject({
  loading_area_id: recordIdSchema,
  polygon_id: optionalRecordIdSchema,
  month: z
    .number({ error: problem('wholeNumber') })
    .int(problem('wholeNumber'))
    .min(1, problem('fromTo', { min: 1, max: 12 }))
    .max(12, problem('fromTo', { min: 1, max: 12 })),
  rig_id: optionalRecordIdSchema,
  metres: measure(MAX_PLAN_METRES),
  holes: count(MAX_PLAN_METRES),
  volume_m3: measure(MAX_PLAN_TONS),
  tons: measure(MAX_PLAN_TONS),
  explosives_kg: measure(MAX_PLAN_TONS),
});
export type PlanLineValues = z.output<typeof planLineInputSchema>;

const linesSchema = z.array(planLineInputSchema, { error: problem('invalid') }).max(MAX_PLAN_LINES, problem('atMost', { max: MAX_PLAN_LINES }));

/** The body of POST /api/drilling/plans: a new draft revision of a year's plan. */
export const planInputSchema = z.strictObject({ year: planYearSchema, notes: optionalText(1000), lines: linesSchema });
export type PlanValues = z.output<typeof planInputSchema>;

/** The body of PUT /api/drilling/plans/{revision_id}: a draft's notes and lines, replaced whole. */
export const planEditSchema = z.strictObject({ notes: optionalText(1000), lines: linesSchema });
export type PlanEdit = z.output<typeof planEditSchema>;


export const planLineSchema = z.object({
  line_id: z.number().int(),
  loading_area_id: z.number().int(),
  area_name: z.string(),
  polygon_id: z.number().int().nullable(),
  polygon_code: z.string().nullable(),
  month: z.number().int(),
  rig_id: z.number().int().nullable(),
  rig_name: z.string().nullable(),
  metres: z.number(),
  holes: z.number().int(),
  volume_m3: z.number(),
  tons: z.number(),
  explosives_kg: z.number(),
});
export type PlanLine = z.infer<typeof planLineSchema>;

const revisionFields = {
  revision_id: z.number().int(),
  year: z.number().int(),
  revision: z.number().int(),
  status: z.enum(PLAN_REVISION_STATUSES),
  notes: z.string().nullable(),
  ...revisionTrailFields,
  /** The lines' sums. */
  metres: z.number(),
  tons: z.number(),
};

export const planRevisionSummarySchema = z.object(revisionFields);
export type PlanRevisionSummary = z.infer<typeof planRevisionSummarySchema>;
export const planRevisionSchema = z.object({ ...revisionFields, lines: z.array(planLineSchema) });
export type PlanRevision = z.infer<typeof planRevisionSchema>;
export const planListResponseSchema = z.object({ data: z.array(planRevisionSummarySchema) });
export const planResponseSchema = z.object({ data: planRevisionSchema });
