/**
 * Production's figures of a period of production days [from, to], per crushing plant, from its shift logs,
 * the weighbridge, the approved crush plan, the stockpiles and the Stop Counter. One source for the formulas
 * the server computes and the README states:
 *
 *   feed weighed            = net tons of the counted loads delivered to the plant's stations within the period
 *   feed (logged)           = Σ over the plant's logs of (typed feed when given, else the weighed feed of its shift)
 *   output                  = Σ the logs' output tons, per product and in total
 *   yield of a product      = product tons / feed (logged)
 *   running hours           = Σ (hour meter at end - hour meter at start)
 *   tons per operating hour = feed (logged) / running hours
 *   scheduled hours         = the hours of the site's shifts in the period (up to now)
 *   utilisation             = running hours / scheduled hours
 *   availability            = the Stop Counter's physical availability of the plant over the period
 *   plan to date            = the approved plan's tons of the months before, plus the month's tons x its days so far / its days
 *   attainment              = output to date / plan to date, month to date (from the 1st of the last day's month)
 *                             and year to date (from 1 January), both up to the period's last day
 *   specific energy         = Σ kWh / Σ feed (logged), over the logs that recorded their energy
 *   plan against actual     = per month the period touches: the approved plan's tons of the whole month, and the
 *                             output logged on the month's production days within the period
 *
 * The three-way check of the feed compares, over the plant's logged shifts: the weighbridge's tons delivered
 * in those shifts, the feed the logs hold (a belt scale's or typed), and the output as the stockpile surveys
 * confirm it (output + the survey adjustments of the piles it went to, in the period); each variance is
 * against the weighbridge, in tons and as a share of it.
 */
import { z } from 'zod';
import { MAX_FIGURES_DAYS } from './stop-figures.js';
import { recordIdSchema, siteDateSchema } from './fields.js';
import { problem } from './problems.js';

export const productionFiguresQuerySchema = z
  .strictObject({ from: siteDateSchema, to: siteDateSchema, plant_id: z.coerce.number().pipe(recordIdSchema).optional() })
  .refine((query) => query.from <= query.to, { message: problem('afterEndDate'), path: ['from'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < MAX_FIGURES_DAYS * 86_400_000, {
    message: problem('atMost', { max: `${MAX_FIGURES_DAYS} days` }),
    path: ['to'],
  });

const ratio = z.number().nullable();

export const productFiguresSchema = z.object({ material_id: z.number().int(), material_name: z.string(), tons: z.number(), yield: ratio });

export const feedCheckSchema = z.object({
  weighbridge_tons: z.number(),
  logged_tons: z.number(),
  survey_tons: z.number(),
  logged_variance_tons: z.number(),
  logged_variance_share: ratio,
  survey_variance_tons: z.number(),
  survey_variance_share: ratio,
});

export const plantFiguresSchema = z.object({
  plant_id: z.number().int(),
  name: z.string(),
  logs: z.number().int(),
  feed_weighed_tons: z.number(),
  feed_tons: z.number(),
  output_tons: z.number(),
  products: z.array(productFiguresSchema),
  running_hours: z.number(),
  tons_per_operating_hour: ratio,
  scheduled_hours: z.number(),
  utilisation: ratio,
  availability: ratio,
  energy_kwh: z.number().nullable(),
  specific_energy_kwh_per_ton: ratio,
  plan_month_to_date_tons: z.number(),
  actual_month_to_date_tons: z.number(),
  attainment_month_to_date: ratio,
  plan_year_to_date_tons: z.number(),
  actual_year_to_date_tons: z.number(),
  attainment_year_to_date: ratio,
  feed_check: feedCheckSchema,
});
export type PlantFigures = z.infer<typeof plantFiguresSchema>;

/** A month the period touches ('YYYY-MM'): the approved plan's tons of the whole month, and the output logged in it within the period. */
export const monthPlanActualSchema = z.object({ month: z.string(), plan_tons: z.number(), output_tons: z.number() });
export type MonthPlanActual = z.infer<typeof monthPlanActualSchema>;

export const productionFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  plants: z.array(plantFiguresSchema),
  /** Every month of the period, its plants' plan and output summed. */
  by_month: z.array(monthPlanActualSchema),
});
export type ProductionFigures = z.infer<typeof productionFiguresSchema>;
export const productionFiguresResponseSchema = z.object({ data: productionFiguresSchema });

/** A part over a whole, or none when the whole is zero. */
export const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/**
 * The plan's tons up to a day of its year: the months before in full, and the day's month in proportion to its
 * days so far.
 * @example planToDate([100, 310, ...], '2026-02-14') // 100 + 310 x 14/28 = 255
 */
export function planToDate(months: readonly number[], day: string): { monthToDate: number; yearToDate: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthToDate = (months[month - 1] ?? 0) * (date / daysInMonth);
  const before = months.slice(0, month - 1).reduce((sum, tons) => sum + tons, 0);
  return { monthToDate, yearToDate: before + monthToDate };
}
