/**
 * Blasts and their muckpiles. A blast's volume is holes charged x burden x spacing x bench height
 * (blastVolume) and its tons broken that volume x the density of the material it broke (tonsBroken). The
 * material is the one chosen on the blast or, when none is, the material the loads weighed from the polygon
 * were most often weighed as (by net tons, every counted load before the blast); the material and its density
 * are kept on the blast as they were, so a later change of the material does not rewrite a fired blast.
 *
 * The muckpile: the tons hauled from a blast are the net tons of the counted (completed, not voided) loads
 * weighed from its polygon from the moment it was fired until the polygon's next blast; what remains is tons
 * broken less tons hauled (below zero when more was hauled than the blast was estimated to break). The powder
 * factor per weighed ton is the blast's explosives over its tons hauled.
 */
import { z } from 'zod';
import { count, measure, positiveMeasure } from './drilling.js';
import { optionalRecordIdSchema, optionalText, recordIdSchema, recordIdTextSchema, requiredText, siteDateSchema, siteDateTimeSchema } from './fields.js';
import type { PermissionKey } from './permissions.js';
import { problem } from './problems.js';

export const explosiveSchema = z.strictObject({ product: requiredText(100), kg: positiveMeasure(1_000_000) });

/** The body of POST /api/drilling/blasts and PUT /api/drilling/blasts/{blast_id}. */
export const blastInputSchema = z.strictObject({
  polygon_id: recordIdSchema,
  fired_at: siteDateTimeSchema,
  burden_m: positiveMeasure(100),
  spacing_m: positiveMeasure(100),
  bench_height_m: positiveMeasure(100),
  hole_diameter_mm: positiveMeasure(1000),
  subdrill_m: measure(100).default(0),
  holes_charged: count(10_000).refine((holes) => holes > 0, problem('greaterThanZero')),
  explosives: z.array(explosiveSchema, { error: problem('invalid') }).min(1, problem('required')).max(20, problem('atMost', { max: 20 })),
  detonators: count(100_000),
  /** The material broken; left out, the polygon's most weighed material. */
  material_id: optionalRecordIdSchema,
  vibration_mm_s: measure(1000).nullish(),
  misfires: count(10_000).default(0),
  shotfirer_id: recordIdSchema,
  notes: optionalText(1000),
});
export type BlastValues = z.output<typeof blastInputSchema>;

export const blastListQuerySchema = z.strictObject({
  from: siteDateSchema,
  to: siteDateSchema,
  polygon_id: recordIdTextSchema.optional(),
});

export const blastSchema = z.object({
  blast_id: z.number().int(),
  polygon_id: z.number().int(),
  polygon_code: z.string(),
  loading_area_id: z.number().int(),
  area_name: z.string(),
  fired_at: z.string(),
  burden_m: z.number(),
  spacing_m: z.number(),
  bench_height_m: z.number(),
  hole_diameter_mm: z.number(),
  subdrill_m: z.number(),
  holes_charged: z.number().int(),
  explosives: z.array(z.object({ product: z.string(), kg: z.number() })),
  explosives_kg: z.number(),
  detonators: z.number().int(),
  material_id: z.number().int(),
  material_name: z.string(),
  density_kg_m3: z.number(),
  volume_m3: z.number(),
  tons_broken: z.number(),
  powder_factor_kg_m3: z.number().nullable(),
  powder_factor_kg_t: z.number().nullable(),
  vibration_mm_s: z.number().nullable(),
  misfires: z.number().int(),
  shotfirer_id: z.number().int(),
  shotfirer_name: z.string(),
  notes: z.string().nullable(),
  recorded_by: z.string().nullable(),
});
export type Blast = z.infer<typeof blastSchema>;
export const blastResponseSchema = z.object({ data: blastSchema });

/** A blast's muckpile: what it broke, what has been weighed out of it, what is left. */
export const muckpileSchema = z.object({
  blast_id: z.number().int(),
  polygon_id: z.number().int(),
  polygon_code: z.string(),
  loading_area_id: z.number().int(),
  area_name: z.string(),
  fired_at: z.string(),
  /** The polygon's next blast, which ends this one's hauling; none while it is the latest. */
  next_fired_at: z.string().nullable(),
  tons_broken: z.number(),
  tons_hauled: z.number(),
  tons_remaining: z.number(),
  loads: z.number().int(),
  explosives_kg: z.number(),
  powder_factor_kg_per_hauled_t: z.number().nullable(),
});
export type Muckpile = z.infer<typeof muckpileSchema>;
export const muckpileResponseSchema = z.object({ data: muckpileSchema });

/** What a listed blast says of its muckpile: the rest of it (the blast, its polygon and tons broken) the blast says. */
export const hauledFiguresSchema = muckpileSchema.pick({ tons_hauled: true, tons_remaining: true, loads: true, powder_factor_kg_per_hauled_t: true });
export type HauledFigures = z.infer<typeof hauledFiguresSchema>;

/** A blast of GET /api/drilling/blasts: the list carries each blast's muckpile, read with it in one answer. */
export const listedBlastSchema = blastSchema.extend({ muckpile: hauledFiguresSchema });
export type ListedBlast = z.infer<typeof listedBlastSchema>;
export const blastListResponseSchema = z.object({ data: z.array(listedBlastSchema) });

/**
 * Who reads the muckpiles: the drilling pages that show blasts, and the Loading Areas page, whose polygons show
 * what remains of their latest blast.
 */
export const MUCKPILE_READERS: readonly PermissionKey[] = ['drilling.operations.view', 'drilling.plan-vs-actual.view', 'scale.loading-areas.view'];

/** GET /api/drilling/muckpiles: each polygon's latest blast's muckpile, of one loading area or all. */
export const muckpileListQuerySchema = z.strictObject({ loading_area_id: recordIdTextSchema.optional() });
export const muckpileListResponseSchema = z.object({ data: z.array(muckpileSchema) });
