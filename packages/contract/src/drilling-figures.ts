/**
 * The drilling figures of a period of production days: metres per rig per shift and per drill hour, each
 * blast's tons broken and powder factor (kg/m3 = explosives / volume; kg/t = explosives / tons broken), and
 * the year's approved plan against the actuals per month, per month and area, and per month and rig. Each blast
 * carries its muckpile: the tons hauled from it so far, the tons remaining and the kg of explosives per hauled ton.
 * Actual metres are the drill logs' (by their production day); actual tons the blasts' tons broken (by the
 * production day they were fired in). A blast names no rig: the rows per rig compare metres only, and plan
 * lines that name no rig are counted in the month's and area's rows alone. The blasts come a page at a time
 * (BLASTS_PAGE_SIZE): a year of a busy site's is thousands, and an answer that grew with them would slow the page
 * and the report down; the totals count them all, and the report's files hold them all.
 */
import { z } from 'zod';
import { rigTotalsSchema } from './drill-logs.js';
import { siteDateSchema, tablePageSchema } from './fields.js';
import { tablePagesSchema } from './scale-documents.js';

/** The longest period the figures are asked for: a year and a month. */
export const MAX_DRILLING_FIGURES_DAYS = 400;

export const BLASTS_PAGE_SIZE = 50;

export const drillingFiguresQuerySchema = z
  .strictObject({ from: siteDateSchema, to: siteDateSchema, blastsPage: tablePageSchema })
  .refine((query) => query.to >= query.from, { message: 'must not be before From', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= MAX_DRILLING_FIGURES_DAYS * 86_400_000, {
    message: `must be at most ${MAX_DRILLING_FIGURES_DAYS} days after From`,
    path: ['to'],
  });

export const blastFiguresSchema = z.object({
  blast_id: z.number().int(),
  polygon_id: z.number().int(),
  polygon_code: z.string(),
  area_name: z.string(),
  fired_at: z.string(),
  volume_m3: z.number(),
  tons_broken: z.number(),
  explosives_kg: z.number(),
  powder_factor_kg_m3: z.number().nullable(),
  powder_factor_kg_t: z.number().nullable(),
  /** The blast's muckpile: the counted loads' net tons from its polygon until the polygon's next blast. */
  tons_hauled: z.number(),
  tons_remaining: z.number(),
  powder_factor_kg_per_hauled_t: z.number().nullable(),
});
export type BlastFigures = z.infer<typeof blastFiguresSchema>;

const comparison = {
  /** 'YYYY-MM'. */
  month: z.string(),
  planned_metres: z.number(),
  actual_metres: z.number(),
  planned_tons: z.number(),
  /** None in a rig's row: a blast names no rig. */
  actual_tons: z.number().nullable(),
};
export const planActualRowSchema = z.object({
  ...comparison,
  loading_area_id: z.number().int().nullable(),
  area_name: z.string().nullable(),
  rig_id: z.number().int().nullable(),
  rig_name: z.string().nullable(),
});
export type PlanActualRow = z.infer<typeof planActualRowSchema>;

export const drillingFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  rigs: z.array(rigTotalsSchema),
  /** One page of the period's blasts, in the order they were fired (all of them in a file). */
  blasts: z.array(blastFiguresSchema),
  /** Which page of the blasts `blasts` holds, and how many the period has in all. */
  blast_pages: tablePagesSchema,
  totals: z.object({
    metres: z.number(),
    drill_hours: z.number(),
    metres_per_drill_hour: z.number().nullable(),
    blasts: z.number().int(),
    volume_m3: z.number(),
    tons_broken: z.number(),
    explosives_kg: z.number(),
    powder_factor_kg_m3: z.number().nullable(),
    powder_factor_kg_t: z.number().nullable(),
  }),
  plan_vs_actual: z.object({ by_month: z.array(planActualRowSchema), by_area: z.array(planActualRowSchema), by_rig: z.array(planActualRowSchema) }),
});
export type DrillingFigures = z.infer<typeof drillingFiguresSchema>;
export const drillingFiguresResponseSchema = z.object({ data: drillingFiguresSchema });
