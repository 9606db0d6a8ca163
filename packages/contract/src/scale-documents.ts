/** Scale documents (weighing tickets) and the weighing history (spec part 1 sections 3, 7). */
import { z } from 'zod';
import { HISTORY_PAGE_SIZE } from './constants.js';
import { EXPORT_MAX_ROWS, EXPORT_MESSAGES, periodFileName } from './spreadsheet-exports.js';
import { dayBasisFields } from './day-basis.js';
import { checkMomentWindow, datesInOrder, datesInOrderIssue, momentWindowFields, optionalRecordIdSchema, optionalText, recordIdListTextSchema, recordIdSchema, requiredText, siteDateSchema, siteDateTimeSchema, storableText } from './fields.js';
import { WEIGHT_SOURCES } from './scales.js';
import { withValues } from './texts-with-values.js';
import { scaleWeightSchema } from './weighing.js';
import { problem } from './problems.js';

export const DOCUMENT_STATUSES = ['completed', 'cancelled', 'pending'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const WEIGHING_TYPES = ['tare', 'load', 'combined'] as const;
export type WeighingType = (typeof WEIGHING_TYPES)[number];

export const DOCUMENT_MESSAGES = {
  onlyAdminsDelete: 'Only administrators can delete documents',
  taraNotDeletable: 'Tara records cannot be deleted from this view',
  voided: withValues('Document {number} voided', (number: string) => ({ number })),
  corrected: withValues('Document {number} corrected', (number: string) => ({ number })),
} as const;

/**
 * One row of the weighing history. Load documents carry a number; tara weighings appear as rows of
 * weighing_type 'tare' with document_id = their tara id, no document number and order_sequence = their
 * tara number (written 'TARA-000042': documentNumberText). Texts printed on the ticket
 * (registration, driver, material, area, polygon, destination) are kept as they were when weighed.
 */
export const scaleDocumentSchema = z.object({
  document_id: z.number().int(),
  document_number: z.string().nullable(),
  order_sequence: z.number().int().nullable(),
  timestamp: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  weighing_type: z.enum(WEIGHING_TYPES),
  first_weigh_timestamp: z.string().nullable(),
  second_weigh_timestamp: z.string().nullable(),
  vehicle_id: z.number().int().nullable(),
  vehicle_reg: z.string().nullable(),
  registration_number: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  driver_surname: z.string().nullable(),
  rfid_card_number: z.string().nullable(),
  vehicle_empty_weight_kg: z.number().nullable(),
  full_weight_kg: z.number().nullable(),
  material_weight_kg: z.number().nullable(),
  material_id: z.number().int().nullable(),
  material_name: z.string().nullable(),
  polygon_id: z.number().int().nullable(),
  polygon_code: z.string().nullable(),
  loaded_area_id: z.number().int().nullable(),
  loaded_from: z.string().nullable(),
  loaded_area: z.string().nullable(),
  unloading_station_id: z.number().int().nullable(),
  destination: z.string().nullable(),
  destination_area: z.string().nullable(),
  scale_id: z.number().int().nullable(),
  reader_id: z.number().int().nullable(),
  operator_name: z.string().nullable(),
  notes: z.string().nullable(),
  /** Where the gross weight came from (a tara row: its weight). */
  weight_source: z.enum(WEIGHT_SOURCES),
  /** Where the tare weight came from. */
  tare_weight_source: z.enum(WEIGHT_SOURCES),
  /** Why a weight was typed on a scale with an indicator. */
  manual_reason: z.string().nullable(),
  /** The net exceeded the vehicle's capacity_kg when weighed; by overload_kg. */
  overloaded: z.boolean(),
  overload_kg: z.number().nullable(),
});
export type ScaleDocument = z.infer<typeof scaleDocumentSchema>;

/** The detail answer adds the indicator's raw frames, the tamper check and, for a voided document, who voided it and why. */
export const scaleDocumentDetailSchema = scaleDocumentSchema.extend({
  /** The indicator's frames the captured gross and tare weights were read from, as received; covered by the signature. */
  gross_raw_frame: z.string().nullable(),
  tare_raw_frame: z.string().nullable(),
  integrity: z.enum(['verified', 'altered']),
  voided_at: z.string().nullable(),
  voided_by_name: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** How many times the ticket was printed; the next print is 'COPY n' when this is n - 1 >= 1. */
  ticket_prints: z.number().int(),
  /** The scale and the card reader it was weighed with, by their names now; null for none or one removed. */
  scale_name: z.string().nullable(),
  reader_name: z.string().nullable(),
});
export type ScaleDocumentDetail = z.infer<typeof scaleDocumentDetailSchema>;

/** A comma list of record ids, as the history filters send them ('3,8,12'). */
const idListSchema = recordIdListTextSchema({ message: 'must be a comma list of ids' });

/** The date filter every statistic takes: inclusive days in the site's time zone; none = all time. */
export const dateFilterSchema = z
  .object({ startDate: siteDateSchema.optional(), endDate: siteDateSchema.optional(), ...dayBasisFields, ...momentWindowFields })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    message: problem('afterEndDate'),
    path: ['startDate'],
  })
  .superRefine(checkMomentWindow);
export type DateFilter = z.infer<typeof dateFilterSchema>;

/**
 * Which documents the history lists: without a status every document that is not voided (and the taras);
 * 'voided' lists only the voided load documents, which stay out of every total.
 */
export const HISTORY_STATUSES = ['voided'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** The history's filters and search, shared by its page and its export. */
const historyFilterFields = {
  startDate: siteDateSchema.optional(),
  endDate: siteDateSchema.optional(),
  vehicleIds: idListSchema.optional(),
  materialIds: idListSchema.optional(),
  loadingAreaIds: idListSchema.optional(),
  polygonIds: idListSchema.optional(),
  search: storableText(z.string().trim().max(100, problem('atMostCharacters', { max: 100 }))).optional(),
  status: z.enum(HISTORY_STATUSES, { error: "must be 'voided' or left out" }).optional(),
  ...dayBasisFields,
};

export const documentListQuerySchema = z
  .object({
    page: z.coerce.number().int(problem('wholeNumber')).min(1, problem('atLeast', { min: 1 })).max(1_000_000).default(1),
    limit: z.coerce.number().int(problem('wholeNumber')).min(1, problem('atLeast', { min: 1 })).max(200, problem('atMost', { max: 200 })).default(HISTORY_PAGE_SIZE),
    ...historyFilterFields,
    // The dashboard's recent transactions of "This shift"; the history page keeps to days.
    ...momentWindowFields,
  })
  .refine(datesInOrder, datesInOrderIssue)
  .superRefine(checkMomentWindow);
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

/** GET /api/scale-documents/export.xlsx: every row the history's filters and search match, not only a page. */
export const documentExportQuerySchema = z.object(historyFilterFields).refine(datesInOrder, datesInOrderIssue);
export type DocumentExportQuery = z.input<typeof documentExportQuerySchema>;

/** The most rows one export writes; beyond it the export is refused and the filters must be narrowed. */
export const DOCUMENT_EXPORT_MAX_ROWS = EXPORT_MAX_ROWS;

export const DOCUMENT_EXPORT_MESSAGES = EXPORT_MESSAGES;

/**
 * The file an export is saved as, named by the filter's dates: scale-documents-2026-11-01_2026-11-30.xlsx,
 * -from-<start> or -to-<end> with one date, scale-documents-all.xlsx with none.
 */
export function documentExportFileName(range: { startDate?: string | undefined; endDate?: string | undefined }): string {
  return periodFileName('scale-documents', range);
}

export const documentPaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  /** Rows matching the filters. */
  total: z.number().int(),
  /** Rows of the whole history, without filters. */
  totalUnfiltered: z.number().int(),
  /** Of those, the load documents (voided ones left out) and the taras: 'Total Documents' and 'Total Taras'. */
  documentsUnfiltered: z.number().int(),
  tarasUnfiltered: z.number().int(),
  /** Net kg of the completed load documents matching the filters. */
  totalWeight: z.number(),
});

/** Which page of a report's long table an answer holds, of how many, and how many rows the table has in all. */
export const tablePagesSchema = documentPaginationSchema.pick({ page: true, limit: true, pages: true, total: true });

export const documentListResponseSchema = z.object({
  data: z.array(scaleDocumentSchema),
  pagination: documentPaginationSchema,
});

export const documentResponseSchema = z.object({ data: scaleDocumentDetailSchema });

export const recordLoadResponseSchema = z.object({
  message: z.string(),
  data: scaleDocumentSchema,
  /** Set when the net exceeds the vehicle's capacity: says by how much. */
  warning: z.string().optional(),
});

/** Statistics of the completed load documents in a period (dashboard cards). */
export const documentStatsSchema = z.object({
  total_transactions: z.number().int(),
  total_weight: z.number(),
  avg_weight: z.number(),
  unique_vehicles: z.number().int(),
});
export type DocumentStats = z.infer<typeof documentStatsSchema>;

/** PUT: supervisors and admins correct what was chosen at the scale; weights are never edited. */
export const correctDocumentRequestSchema = z
  .strictObject({
    materialId: recordIdSchema.optional(),
    loadedAreaId: recordIdSchema.optional(),
    polygonId: optionalRecordIdSchema.optional(),
    unloadingStationId: optionalRecordIdSchema.optional(),
    driverId: optionalRecordIdSchema.optional(),
    notes: optionalText(1000).optional(),
    status: z.enum(['completed', 'pending'], { error: 'must be completed or pending (void a document with DELETE)' }).optional(),
    reason: optionalText(500).optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'reason'), { message: 'nothing to correct' });

/** POST: an administrator enters a complete two-pass document by hand; both weights are flagged manual. */
export const manualDocumentRequestSchema = z.strictObject({
  vehicleId: recordIdSchema,
  tareWeight: scaleWeightSchema,
  fullWeight: scaleWeightSchema,
  firstWeighAt: siteDateTimeSchema,
  secondWeighAt: siteDateTimeSchema,
  materialId: recordIdSchema,
  loadedAreaId: recordIdSchema,
  polygonId: optionalRecordIdSchema,
  unloadingStationId: optionalRecordIdSchema,
  driverId: optionalRecordIdSchema,
  rfidCardNumber: optionalText(64),
  notes: optionalText(1000),
});

/**
 * DELETE: voiding requires a reason, which the ticket keeps with who voided it and when. A request without
 * a body is read as one without a reason, so that it too is told 'reason: is required'.
 */
export const voidDocumentRequestSchema = z.preprocess((body) => body ?? {}, z.strictObject({ reason: requiredText(500) }));

export const voidDocumentResponseSchema = z.object({ message: z.string() });
