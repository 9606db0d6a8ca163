/**
 * Stockpiles (Material Processing): a pile of one product (a material) at one place, kept in tons from its
 * opening balance by its movements:
 *
 *   in          a signed shift log's output of the product, written by the sign-off or amendment
 *   out         a dispatch typed by hand
 *   transfer    tons moved from one pile of a product to another, one movement for both
 *   adjustment  a survey's variance: measured tons - book balance on the survey's day
 *
 *   balance at the end of day D = opening + in - out - transfers out + transfers in + adjustments (moved on or before D)
 *
 * Where the site weighs outbound loads of a product, the balances show their net tons beside the typed
 * dispatches (counted scale documents of the material not delivered to a crushing plant's station).
 */
import { z } from 'zod';
import { optionalAmount, optionalText, recordIdSchema, requiredText, siteDateSchema } from './fields.js';
import { problem } from './problems.js';

export const MOVEMENT_KINDS = ['in', 'out', 'transfer', 'adjustment'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** What is typed on the page; receipts come from shift logs and adjustments from surveys. */
export const TYPED_MOVEMENT_KINDS = ['out', 'transfer'] as const;

/** Highest tons a pile or a movement holds. */
export const MAX_STOCKPILE_TONS = 100_000_000;

const positiveTons = optionalAmount(MAX_STOCKPILE_TONS).pipe(z.number({ error: problem('required') }).positive(problem('greaterThanZero')));

/** The body of POST /api/production/stockpiles and PUT /api/production/stockpiles/{stockpile_id}. */
export const stockpileInputSchema = z.strictObject({
  material_id: recordIdSchema,
  place: requiredText(100),
  opening_tons: optionalAmount(MAX_STOCKPILE_TONS).transform((value) => value ?? 0),
  opening_date: siteDateSchema,
});
export type StockpileValues = z.output<typeof stockpileInputSchema>;

export const stockpileSchema = z.object({
  stockpile_id: z.number().int(),
  material_id: z.number().int(),
  material_name: z.string(),
  size_from_mm: z.number().nullable(),
  size_to_mm: z.number().nullable(),
  place: z.string(),
  opening_tons: z.number(),
  opening_date: z.string(),
});
export type Stockpile = z.infer<typeof stockpileSchema>;
export const stockpileListResponseSchema = z.object({ data: z.array(stockpileSchema) });
export const stockpileResponseSchema = z.object({ data: stockpileSchema });

/** The body of POST /api/production/stockpile-movements: a dispatch, or a transfer to another pile of the product. */
export const movementInputSchema = z.strictObject({
  kind: z.enum(TYPED_MOVEMENT_KINDS, { error: problem('oneOf', { values: TYPED_MOVEMENT_KINDS.join(', ') }) }),
  stockpile_id: recordIdSchema,
  to_stockpile_id: recordIdSchema.nullish().transform((value) => value ?? null),
  tons: positiveTons,
  moved_on: siteDateSchema,
  notes: optionalText(1000),
});
export type MovementValues = z.output<typeof movementInputSchema>;

/** The body of POST /api/production/stockpiles/{stockpile_id}/surveys: the pile's measured tons on a day. */
export const surveyInputSchema = z.strictObject({
  date: siteDateSchema,
  measured_tons: optionalAmount(MAX_STOCKPILE_TONS).pipe(z.number({ error: problem('required') })),
  notes: optionalText(1000),
});
export type SurveyValues = z.output<typeof surveyInputSchema>;

export const movementSchema = z.object({
  movement_id: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  stockpile_id: z.number().int(),
  to_stockpile_id: z.number().int().nullable(),
  /** Signed for an adjustment (a survey below the book balance is negative), else positive. */
  tons: z.number(),
  moved_on: z.string(),
  log_id: z.number().int().nullable(),
  book_tons: z.number().nullable(),
  measured_tons: z.number().nullable(),
  notes: z.string().nullable(),
  recorded_by: z.string().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;
export const movementResponseSchema = z.object({ data: movementSchema });
/** GET /api/production/stockpiles/{stockpile_id}/movements: every movement of a pile, a transfer into it too, latest first. */
export const movementListResponseSchema = z.object({ data: z.array(movementSchema) });

export const balanceQuerySchema = z
  .strictObject({ from: siteDateSchema, to: siteDateSchema })
  .refine((query) => query.from <= query.to, { message: problem('afterEndDate'), path: ['from'] });

/** A pile over the days [from, to]: its balance before them, each kind of movement within them, and its balance after. */
export const stockpileBalanceSchema = stockpileSchema.extend({
  start_tons: z.number(),
  received_tons: z.number(),
  dispatched_tons: z.number(),
  transferred_in_tons: z.number(),
  transferred_out_tons: z.number(),
  adjusted_tons: z.number(),
  end_tons: z.number(),
});
export type StockpileBalance = z.infer<typeof stockpileBalanceSchema>;

/** A product's weighed outbound loads over the days: its dispatches as the weighbridge saw them. */
export const productOutboundSchema = z.object({ material_id: z.number().int(), material_name: z.string(), weighed_outbound_tons: z.number(), weighed_outbound_loads: z.number().int() });
export type ProductOutbound = z.infer<typeof productOutboundSchema>;

export const balancesResponseSchema = z.object({ data: z.object({ from: z.string(), to: z.string(), stockpiles: z.array(stockpileBalanceSchema), products: z.array(productOutboundSchema) }) });
export type Balances = z.infer<typeof balancesResponseSchema>['data'];
