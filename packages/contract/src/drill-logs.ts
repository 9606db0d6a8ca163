/**
 * The drill log (Actual Operations): what a rig drilled in a shift, entered at the shift's end. The holes are
 * given either as a summary (how many, their depth) or as a list (each hole's design and actual depth); the
 * metres are computed, never typed: holes x depth, or the sum of the actual depths (drilledMetres).
 * Delays are not kept here: they are the rig's stops on the Stop Counter.
 */
import { z } from 'zod';
import { count, measure, positiveMeasure } from './drilling.js';
import { optionalText, recordIdSchema, recordIdTextSchema, requiredText, siteDateSchema } from './fields.js';
import { problem } from './problems.js';

/** The most holes a log lists one by one, and holes in a summary. */
export const MAX_LOG_HOLES = 1_000;

export const drillHoleSchema = z.strictObject({ design_depth_m: positiveMeasure(200), actual_depth_m: measure(200) });

/** The body of POST /api/drilling/logs and PUT /api/drilling/logs/{drill_log_id}. */
export const drillLogInputSchema = z.strictObject({
  rig_id: recordIdSchema,
  operator_id: recordIdSchema,
  production_day: siteDateSchema,
  /** A shift of the site's pattern, by its name. */
  shift: requiredText(40),
  loading_area_id: recordIdSchema,
  polygon_id: recordIdSchema,
  hole_count: count(MAX_LOG_HOLES).nullish(),
  depth_m: positiveMeasure(200).nullish(),
  holes: z.array(drillHoleSchema, { error: problem('invalid') }).max(MAX_LOG_HOLES, problem('atMost', { max: MAX_LOG_HOLES })).nullish(),
  diameter_mm: positiveMeasure(1000),
  drill_hours: measure(24),
  bit_changes: count(100).default(0),
  notes: optionalText(1000),
});
export type DrillLogValues = z.output<typeof drillLogInputSchema>;

export const drillLogListQuerySchema = z.strictObject({
  from: siteDateSchema,
  to: siteDateSchema,
  rig_id: recordIdTextSchema.optional(),
});

export const drillLogSchema = z.object({
  drill_log_id: z.number().int(),
  rig_id: z.number().int(),
  rig_name: z.string(),
  operator_id: z.number().int(),
  operator_name: z.string(),
  production_day: z.string(),
  shift: z.string(),
  loading_area_id: z.number().int(),
  area_name: z.string(),
  polygon_id: z.number().int(),
  polygon_code: z.string(),
  /** 'summary' (hole_count x depth_m) or 'holes' (the list). */
  entry: z.enum(['summary', 'holes']),
  hole_count: z.number().int(),
  depth_m: z.number().nullable(),
  holes: z.array(z.object({ design_depth_m: z.number(), actual_depth_m: z.number() })),
  diameter_mm: z.number(),
  metres: z.number(),
  drill_hours: z.number(),
  bit_changes: z.number().int(),
  /** Metres per drill hour; none when the rig logged no hours. */
  metres_per_drill_hour: z.number().nullable(),
  notes: z.string().nullable(),
  recorded_by: z.string().nullable(),
});
export type DrillLog = z.infer<typeof drillLogSchema>;
export const drillLogResponseSchema = z.object({ data: drillLogSchema });

/** A rig's totals over the listed logs: metres per shift worked (a shift counted once however many logs) and per drill hour. */
export const rigTotalsSchema = z.object({
  rig_id: z.number().int(),
  rig_name: z.string(),
  shifts: z.number().int(),
  metres: z.number(),
  drill_hours: z.number(),
  bit_changes: z.number().int(),
  metres_per_shift: z.number().nullable(),
  metres_per_drill_hour: z.number().nullable(),
});
export type RigTotals = z.infer<typeof rigTotalsSchema>;
export const drillLogListResponseSchema = z.object({ data: z.array(drillLogSchema), totals: z.array(rigTotalsSchema) });
export type DrillLogList = z.infer<typeof drillLogListResponseSchema>;
