/**
 * The crush plan: tons per crushing plant, product (a material) and month of a year, and per shift where the
 * site plans so. A plan is kept as revisions: a draft (a copy of the approved revision, or empty) is edited,
 * then approved with its reason (who, when and why are kept); one revision of a year is approved at a time, the
 * one it replaces becomes superseded, and neither changes again.
 */
import { z } from 'zod';
import { optionalText, recordIdSchema, requiredNumber, withDecimals } from './fields.js';
import { PLAN_REVISION_STATUSES, planYearSchema, revisionTrailFields } from './plan-revisions.js';
import { problem } from './problems.js';
import { SHIFT_NAME_MAX_LENGTH } from './shifts.js';

/** Most lines of one revision: 20 plants x 10 products x 12 months x 3 shifts, with room. */
export const MAX_PLAN_LINES = 10_000;
/** Highest tons of one line. */
export const MAX_PLAN_TONS = 100_000_000;
/** The body of POST /api/production/crush-plans: a new draft of the year, a copy of its approved revision unless `empty`. */
export const crushPlanDraftSchema = z.strictObject({
  year: planYearSchema,
  empty: z.boolean({ error: problem('trueOrFalse') }).default(false),
});

export const planLineInputSchema = z.strictObject({
  plant_id: recordIdSchema,
  material_id: recordIdSchema,
  month: z.number({ error: problem('wholeNumber') }).int(problem('wholeNumber')).min(1, problem('fromTo', { min: 1, max: 12 })).max(12, problem('fromTo', { min: 1, max: 12 })),
  /** A shift of the site's pattern, or none for the whole month. */
  shift_name: optionalText(SHIFT_NAME_MAX_LENGTH),
  tons: withDecimals(requiredNumber().min(0, problem('notNegative')).max(MAX_PLAN_TONS, problem('atMost', { max: MAX_PLAN_TONS })), 2, problem('decimals', { places: 2 })),
});
export type PlanLineValues = z.output<typeof planLineInputSchema>;

/** The body of PUT /api/production/crush-plans/{revision_id}/lines: the draft's lines, all of them. */
export const crushPlanLinesSchema = z.strictObject({
  lines: z.array(planLineInputSchema, { error: problem('invalid') }).max(MAX_PLAN_LINES, problem('atMost', { max: MAX_PLAN_LINES })),
});


export const planLineSchema = z.object({
  plant_id: z.number().int(),
  plant_name: z.string(),
  material_id: z.number().int(),
  material_name: z.string(),
  month: z.number().int(),
  shift_name: z.string().nullable(),
  tons: z.number(),
});
export type PlanLine = z.infer<typeof planLineSchema>;

export const crushPlanRevisionSchema = z.object({
  revision_id: z.number().int(),
  year: z.number().int(),
  /** 1, 2, ... within the year. */
  revision_number: z.number().int(),
  status: z.enum(PLAN_REVISION_STATUSES),
  based_on_revision_id: z.number().int().nullable(),
  ...revisionTrailFields,
  total_tons: z.number(),
});
export type CrushPlanRevision = z.infer<typeof crushPlanRevisionSchema>;

/** Tons of one plant and product by month (index 0 is January), the shifts summed: what is compared with actuals. */
export const planTonsSchema = z.object({
  plant_id: z.number().int(),
  plant_name: z.string(),
  material_id: z.number().int(),
  material_name: z.string(),
  months: z.array(z.number()).length(12),
  total: z.number(),
});
export type PlanTons = z.infer<typeof planTonsSchema>;

export const crushPlanDetailSchema = crushPlanRevisionSchema.extend({ lines: z.array(planLineSchema), tons: z.array(planTonsSchema) });
export type CrushPlanDetail = z.infer<typeof crushPlanDetailSchema>;

export const crushPlanListResponseSchema = z.object({ data: z.array(crushPlanRevisionSchema) });
export const crushPlanResponseSchema = z.object({ data: crushPlanDetailSchema });
