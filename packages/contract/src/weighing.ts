/** What the weighing station sends and receives: tara weighings, RFID cards and load weighings. */
import { z } from 'zod';
import { FIXED_READER_ID, FIXED_SCALE_ID } from './constants.js';
import { amountInCents, missingOr, oneOf, optionalRecordIdSchema, optionalText, recordIdSchema, recordIdTextSchema, requiredText } from './fields.js';
import { REQUEST_WEIGHT_SOURCES, type RequestWeightSource, WEIGHT_SOURCES } from './scales.js';
import { problem } from './problems.js';

/** The largest load a weighbridge weighs unless the site configures its own (SCALE_CAPACITY_KG). */
export const DEFAULT_SCALE_CAPACITY_KG = 150_000;

/** A stored tara older than this many days is flagged on the weighing page (TARA_MAX_AGE_DAYS). */
export const DEFAULT_TARA_MAX_AGE_DAYS = 30;

/**
 * A tara that differs from the vehicle's last tara (or its recorded empty weight) by more than this share
 * of it is asked about before it is recorded: 0.2 is 20%. A mistyped digit makes a truck's every load wrong.
 */
export const TARA_CONFIRM_DEVIATION = 0.2;

/** The header a weighing write carries so that a retry never records twice. */
/**
 * A tara weighing's number as the history shows it and finds it: 'TARA-' and its tara number (gapless, apart
 * from the documents') in at least six digits ('TARA-000042', 'TARA-1234567'). The server's search and index
 * write the same in SQL (db/tables/weighing.ts).
 */
export function taraNumberOf(taraNumber: number): string {
  return `TARA-${String(taraNumber).padStart(6, '0')}`;
}

/**
 * Whether a searched text, case aside, can be part of a tara's number: 'tara-00', '0042' can; a plate or
 * card fragment such as 'KR' cannot, and a search for it need not read the taras' numbers.
 * @example canBeInTaraNumber('a-0001') // true
 */
export function canBeInTaraNumber(text: string): boolean {
  const shape = text.toUpperCase().replace(/[0-9]/g, '9');
  return `TARA-${'9'.repeat(Math.max(6, text.length))}`.includes(shape);
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Exact texts of the weighing rules (spec part 1 section 5). */
export const WEIGHING_MESSAGES = {
  noTara: 'Vehicle has no tara weight. Please record tara first.',
  taraRecorded: 'Tara recorded successfully',
  loadRecorded: 'Load weighing completed successfully',
} as const;

/** The success text of a load with the number of the ticket it issued, so the operator can hand it over. */
export function loadRecordedMessage(documentNumber: string | null): string {
  return documentNumber ? `${WEIGHING_MESSAGES.loadRecorded}: ticket ${documentNumber}` : WEIGHING_MESSAGES.loadRecorded;
}

/** A weight typed or read at the scale: kg, above zero, at most two decimals (the capacity is the server's). */
export const scaleWeightSchema = amountInCents(
  z
    .number({ error: missingOr('number') })
    .positive(problem('greaterThanZero')),
);

const rfidCardSchema = optionalText(64);

/**
 * Where a weighing's weight comes from. 'scale': the server captures the scale's stable reading, and the
 * request carries no weight. 'manual' (the default, as before scales had indicators): the weight is typed;
 * on a scale with an indicator only with the permission scale.weighing.manual and a reason.
 */
const weightSourceFields = {
  weightSource: oneOf(REQUEST_WEIGHT_SOURCES).default('manual'),
  manualReason: optionalText(500),
};

/** The message of a weight sent with a capture: the server reads it from the scale, so none may be given. */
export const CAPTURED_WEIGHT_SENT = problem('capturedWeightSent');

/** A typed weight is required; a captured one must be left out. */
function weightFor<const Field extends string>(field: Field) {
  return (values: { [K in Field]?: number | null } & { weightSource: RequestWeightSource }, context: z.RefinementCtx) => {
    const weight = values[field];
    if (values.weightSource === 'scale' && weight != null) context.addIssue({ code: 'custom', path: [field], message: CAPTURED_WEIGHT_SENT });
    if (values.weightSource === 'manual' && weight == null) context.addIssue({ code: 'custom', path: [field], message: problem('required') });
  };
}

export const recordTaraRequestSchema = z
  .strictObject({
    vehicleId: recordIdSchema,
    rfidCardNumber: rfidCardSchema,
    tareWeight: scaleWeightSchema.nullish(),
    scaleId: recordIdSchema.default(FIXED_SCALE_ID),
    ...weightSourceFields,
    notes: optionalText(1000),
  })
  .superRefine(weightFor('tareWeight'));
export type RecordTaraRequest = z.input<typeof recordTaraRequestSchema>;

export const taraRecordSchema = z.object({
  tara_id: z.number().int(),
  /** Its number, printed 'TARA-000042' (taraNumberOf). */
  tara_number: z.number().int(),
  vehicle_id: z.number().int(),
  weighed_at: z.string(),
  tare_weight_kg: z.number(),
  rfid_card_number: z.string().nullable(),
  scale_id: z.number().int(),
  operator_name: z.string().nullable(),
  notes: z.string().nullable(),
  weight_source: z.enum(WEIGHT_SOURCES),
  /** Why the weight was typed on a scale with an indicator. */
  manual_reason: z.string().nullable(),
  /** The indicator's frame a captured weight was read from, as received. */
  raw_frame: z.string().nullable(),
});
export type TaraRecord = z.infer<typeof taraRecordSchema>;

export const recordTaraResponseSchema = z.object({ message: z.string(), data: taraRecordSchema });

export const currentTaraSchema = z.object({
  vehicle_id: z.number().int(),
  last_tara_weight_kg: z.number(),
  last_tara_timestamp: z.string(),
  /** Older than the site's TARA_MAX_AGE_DAYS: the page warns before a load is weighed on it. */
  stale: z.boolean(),
  max_age_days: z.number().int(),
});
export type CurrentTara = z.infer<typeof currentTaraSchema>;

/**
 * GET /api/tara-weighings/vehicle/{id}/current: the vehicle's last tara, or `hasTara: false` and no data for
 * a vehicle never weighed empty. That is a state of the weighing page, answered 200; an unknown vehicle is 404.
 */
export const currentTaraResponseSchema = z.discriminatedUnion('hasTara', [
  z.object({ hasTara: z.literal(true), data: currentTaraSchema }),
  z.object({ hasTara: z.literal(false), data: z.null() }),
]);
export type CurrentTaraResponse = z.infer<typeof currentTaraResponseSchema>;

export const taraHistoryQuerySchema = z.object({ vehicleId: recordIdTextSchema });
export const taraHistoryResponseSchema = z.object({ data: z.array(taraRecordSchema) });

export const assignRfidRequestSchema = z.strictObject({ rfidCardNumber: requiredText(64), vehicleId: recordIdSchema });
export const assignRfidResponseSchema = z.object({
  message: z.string(),
  data: z.object({ rfid_card_number: z.string(), vehicle_id: z.number().int() }),
});

export const rfidLookupResponseSchema = z.object({
  data: z.object({
    rfid_card_number: z.string(),
    vehicle_id: z.number().int(),
    registration_number: z.string(),
    brand: z.string(),
    model: z.string(),
    driver_name: z.string().nullable(),
    current_tara: currentTaraSchema.nullable(),
  }),
});

/** The body of POST /api/scale-documents/record-load (spec part 1 section 7). */
export const recordLoadRequestSchema = z
  .strictObject({
    vehicleId: recordIdSchema,
    rfidCardNumber: rfidCardSchema,
    fullWeight: scaleWeightSchema.nullish(),
    materialId: recordIdSchema,
    polygonId: optionalRecordIdSchema,
    loadedAreaId: recordIdSchema,
    unloadingStationId: optionalRecordIdSchema,
    scaleId: recordIdSchema.default(FIXED_SCALE_ID),
    readerId: recordIdSchema.default(FIXED_READER_ID),
    /** Null: the vehicle's assigned driver. */
    driverId: optionalRecordIdSchema,
    ...weightSourceFields,
    notes: optionalText(1000),
  })
  .superRefine(weightFor('fullWeight'));
export type RecordLoadRequest = z.input<typeof recordLoadRequestSchema>;
