/**
 * The Stop Counter's figures of a period: per machine, per class and per reason (a Pareto), from the stops
 * that fall in it, with the time usage model of time-usage.ts, and the tons lost to downtime: downtime hours x
 * the machine's trailing tons per hour from the weighbridge (the tons of its weighed loads over the 30 days
 * before the period ends, over its hours of those days that were not stopped).
 */
import { z } from 'zod';
import { EQUIPMENT_CLASSES } from './equipment.js';
import { siteDateTimeSchema } from './fields.js';
import { STOP_CATEGORIES } from './stops.js';

/** The days the trailing tons per hour are taken over. */
export const TRAILING_RATE_DAYS = 30;

/** The longest period the figures are asked for: a year and a month. */
export const MAX_FIGURES_DAYS = 400;

export const stopFiguresQuerySchema = z
  .strictObject({
    from: siteDateTimeSchema,
    to: siteDateTimeSchema,
    equipment_class: z.enum(EQUIPMENT_CLASSES).optional(),
  })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), { message: 'must be after From', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= MAX_FIGURES_DAYS * 86_400_000, {
    message: `must be at most ${MAX_FIGURES_DAYS} days after From`,
    path: ['to'],
  });

const categoryHoursSchema = z.object(Object.fromEntries([...STOP_CATEGORIES, 'unclassified'].map((category) => [category, z.number()])) as Record<(typeof STOP_CATEGORIES)[number] | 'unclassified', z.ZodNumber>);

const usageFields = {
  calendar_hours: z.number(),
  stop_hours: z.number(),
  stops: z.number().int(),
  breakdowns: z.number().int(),
  category_hours: categoryHoursSchema,
  physical_availability: z.number().nullable(),
  use_of_availability: z.number().nullable(),
  effective_utilisation: z.number().nullable(),
  mtbf_hours: z.number().nullable(),
  mttr_hours: z.number().nullable(),
  lost_tons: z.number().nullable(),
};

export const machineFiguresSchema = z.object({
  equipment_class: z.enum(EQUIPMENT_CLASSES),
  machine_id: z.number().int(),
  name: z.string(),
  tons_per_hour: z.number().nullable(),
  ...usageFields,
});
export type MachineFigures = z.infer<typeof machineFiguresSchema>;

export const classFiguresSchema = z.object({ equipment_class: z.enum(EQUIPMENT_CLASSES), machines: z.number().int(), ...usageFields });
export type ClassFigures = z.infer<typeof classFiguresSchema>;

export const reasonFiguresSchema = z.object({
  equipment_class: z.enum(EQUIPMENT_CLASSES),
  reason_id: z.number().int().nullable(),
  name: z.string().nullable(),
  category: z.enum(STOP_CATEGORIES).nullable(),
  hours: z.number(),
  stops: z.number().int(),
  /** The share of all stop hours of the period up to and including this reason, in the Pareto's order. */
  cumulative_share: z.number(),
});
export type ReasonFigures = z.infer<typeof reasonFiguresSchema>;

export const stopFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  machines: z.array(machineFiguresSchema),
  classes: z.array(classFiguresSchema),
  reasons: z.array(reasonFiguresSchema),
});
export type StopFigures = z.infer<typeof stopFiguresSchema>;
export const stopFiguresResponseSchema = z.object({ data: stopFiguresSchema });
