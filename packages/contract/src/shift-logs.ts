/**
 * The shift log of a crushing plant (Crush Operations): one per plant, production day and shift of the site's
 * pattern. What the weighbridge knows is not typed again: the feed is the net tons of the counted scale
 * documents delivered to the plant's stations within the shift's window, shown beside a typed feed (a belt
 * scale's, say) and its reason. A log is open until its supervisor signs it; a signed log changes only by an
 * amendment with its reason, audited before and after. Downtime comes from the Stop Counter.
 *
 *   running hours        = hour meter at end - hour meter at start   (end >= start)
 *   feed (used)          = typed feed when given, else weighed feed
 */
import { z } from 'zod';
import { optionalAmount, optionalText, recordIdSchema, requiredText, siteDateSchema } from './fields.js';
import { problem } from './problems.js';
import { SHIFT_NAME_MAX_LENGTH } from './shifts.js';

export const SHIFT_LOG_STATUSES = ['open', 'signed'] as const;
export type ShiftLogStatus = (typeof SHIFT_LOG_STATUSES)[number];

/** Highest hour meter reading, hours. */
export const MAX_HOUR_METER = 10_000_000;
/** Highest tons or kWh of one shift. */
export const MAX_SHIFT_AMOUNT = 10_000_000;
/** Most products one shift puts out. */
export const MAX_OUTPUTS = 50;

/** Which log: a plant, its production day and a shift of the site's pattern. */
export const shiftLogKeySchema = z.strictObject({
  plant_id: z.coerce.number().pipe(recordIdSchema),
  production_day: siteDateSchema,
  shift_name: requiredText(SHIFT_NAME_MAX_LENGTH),
});
export type ShiftLogKey = z.output<typeof shiftLogKeySchema>;

export const shiftOutputInputSchema = z.strictObject({
  material_id: recordIdSchema,
  tons: optionalAmount(MAX_SHIFT_AMOUNT).pipe(z.number({ error: problem('required') })),
  /** The stockpile the output went to; none: the product's one stockpile, if it has exactly one. */
  stockpile_id: recordIdSchema.nullish().transform((value) => value ?? null),
});

const shiftLogFields = {
  hour_meter_start: optionalAmount(MAX_HOUR_METER),
  hour_meter_end: optionalAmount(MAX_HOUR_METER),
  /** The feed as the plant's own belt scale or a person counted it, beside the weighbridge's. */
  feed_tons_typed: optionalAmount(MAX_SHIFT_AMOUNT),
  feed_correction_reason: optionalText(1000),
  outputs: z.array(shiftOutputInputSchema, { error: problem('invalid') }).max(MAX_OUTPUTS, problem('atMost', { max: MAX_OUTPUTS })).default([]),
  energy_kwh: optionalAmount(MAX_SHIFT_AMOUNT),
  notes: optionalText(2000),
};

/** The body of PUT /api/production/shift-logs/{log_id}: an open log's values. */
export const shiftLogValuesSchema = z.strictObject(shiftLogFields);
export type ShiftLogValues = z.output<typeof shiftLogValuesSchema>;

/** The body of POST /api/production/shift-logs: the log of a plant's shift, recorded. */
export const shiftLogInputSchema = z.strictObject({ ...shiftLogKeySchema.shape, plant_id: recordIdSchema, ...shiftLogFields });
export type ShiftLogInput = z.output<typeof shiftLogInputSchema>;

/** The body of POST /api/production/shift-logs/{log_id}/amend: a signed log's values, and why they change. */
export const shiftLogAmendmentSchema = z.strictObject({ ...shiftLogFields, amendment_reason: requiredText(1000) });
export type ShiftLogAmendment = z.output<typeof shiftLogAmendmentSchema>;

export const shiftLogListQuerySchema = z.strictObject({ from: siteDateSchema, to: siteDateSchema, plant_id: z.coerce.number().pipe(recordIdSchema).optional() });

export const shiftOutputSchema = z.object({
  material_id: z.number().int(),
  material_name: z.string(),
  tons: z.number(),
  stockpile_id: z.number().int().nullable(),
});

export const shiftLogSchema = z.object({
  /** None for the prefilled draft of a shift that has no log yet. */
  log_id: z.number().int().nullable(),
  plant_id: z.number().int(),
  plant_name: z.string(),
  production_day: z.string(),
  shift_name: z.string(),
  shift_start: z.string(),
  shift_end: z.string(),
  status: z.enum(SHIFT_LOG_STATUSES),
  hour_meter_start: z.number().nullable(),
  hour_meter_end: z.number().nullable(),
  running_hours: z.number().nullable(),
  /** Net tons of the counted loads delivered to the plant's stations in the shift, read now. */
  feed_tons_weighed: z.number(),
  /** How many loads those are. */
  feed_loads: z.number().int(),
  feed_tons_typed: z.number().nullable(),
  feed_correction_reason: z.string().nullable(),
  /** The typed feed when given, else the weighed one. */
  feed_tons: z.number(),
  outputs: z.array(shiftOutputSchema),
  output_tons: z.number(),
  energy_kwh: z.number().nullable(),
  notes: z.string().nullable(),
  recorded_by: z.string().nullable(),
  signed_by: z.string().nullable(),
  signed_at: z.string().nullable(),
});
export type ShiftLog = z.infer<typeof shiftLogSchema>;
export const shiftLogResponseSchema = z.object({ data: shiftLogSchema });
export const shiftLogListResponseSchema = z.object({ data: z.array(shiftLogSchema) });

/** An amendment of a signed log as its audit row keeps it: who changed it, when, and why. */
export const shiftLogAmendmentEntrySchema = z.object({ amended_at: z.string(), amended_by: z.string().nullable(), reason: z.string() });
export type ShiftLogAmendmentEntry = z.infer<typeof shiftLogAmendmentEntrySchema>;
/** GET /api/production/shift-logs/{log_id}/amendments: the log's amendments, the latest first. */
export const shiftLogAmendmentListResponseSchema = z.object({ data: z.array(shiftLogAmendmentEntrySchema) });
