/**
 * A weighing history row in the API's shape: the one place where the code's names for a ticket meet the
 * specification's field names (see the glossary in README.md: tare weight -> vehicle_empty_weight_kg, gross
 * weight -> full_weight_kg, net weight -> material_weight_kg, loading area -> loaded_area_id / loaded_from /
 * loaded_area, destination -> destination / destination_area). The list, the detail, the weighing answers
 * and the audit trail's copies of a document all go through `toScaleDocument`.
 */
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import type { scaleDocuments } from '../db/tables/scale-documents.js';

type StoredDocument = typeof scaleDocuments.$inferSelect;

/** The fields of a history row, in the order the API writes them. */
export const HISTORY_FIELDS = [
  'id',
  'documentNumber',
  'orderSequence',
  'status',
  'weighingType',
  'firstWeighAt',
  'secondWeighAt',
  'vehicleId',
  'registrationNumber',
  'brand',
  'model',
  'driverId',
  'driverName',
  'driverSurname',
  'rfidCardNumber',
  'tareWeightKg',
  'grossWeightKg',
  'netWeightKg',
  'materialId',
  'materialName',
  'polygonId',
  'polygonCode',
  'loadingAreaId',
  'loadingAreaName',
  'unloadingStationId',
  'destinationName',
  'scaleId',
  'readerId',
  'operatorName',
  'notes',
  'weightSource',
  'tareWeightSource',
  'manualReason',
  'overloaded',
  'overloadKg',
] as const satisfies readonly (keyof StoredDocument)[];

export type HistoryField = (typeof HISTORY_FIELDS)[number];

/**
 * A load document, stored or about to be, or a tara weighing shown as a history row (its load fields
 * null). Every field but the row's id, kind, status and weight source may be absent.
 */
export type HistoryRow = Pick<StoredDocument, 'id' | 'status' | 'weighingType' | 'weightSource'> & {
  [K in Exclude<HistoryField, 'id' | 'status' | 'weighingType' | 'weightSource'>]?: StoredDocument[K] | null;
};

const KG_FIELDS = ['tareWeightKg', 'grossWeightKg', 'netWeightKg', 'overloadKg'] as const;
const TIME_FIELDS = ['firstWeighAt', 'secondWeighAt'] as const;

/**
 * A row read by plain SQL: both engines answer numeric as text, and a moment as a Date or as text. A
 * field the statement did not read stays absent.
 */
export function readHistoryRow(raw: Partial<Record<HistoryField, unknown>>): HistoryRow {
  const row: Record<string, unknown> = { ...raw };
  const read = (field: HistoryField, value: (text: unknown) => unknown) => {
    if (raw[field] !== undefined) row[field] = raw[field] === null ? null : value(raw[field]);
  };
  for (const field of KG_FIELDS) read(field, Number);
  for (const field of TIME_FIELDS) read(field, (moment) => new Date(moment as string | Date));
  return row as HistoryRow;
}

const iso = (moment: Date | null | undefined) => (moment ? moment.toISOString() : null);

/**
 * The row as the API answers it. A load is listed at its second weighing, a tara at its only one. A new
 * document answers the same as it later reads back: its weights have at most two decimals and its moments
 * whole milliseconds.
 */
export function toScaleDocument(row: HistoryRow): ScaleDocument {
  return {
    document_id: row.id,
    document_number: row.documentNumber ?? null,
    order_sequence: row.orderSequence ?? null,
    timestamp: iso(row.secondWeighAt ?? row.firstWeighAt)!,
    status: row.status as ScaleDocument['status'],
    weighing_type: row.weighingType as ScaleDocument['weighing_type'],
    first_weigh_timestamp: iso(row.firstWeighAt),
    second_weigh_timestamp: iso(row.secondWeighAt),
    vehicle_id: row.vehicleId ?? null,
    vehicle_reg: row.registrationNumber ?? null,
    registration_number: row.registrationNumber ?? null,
    brand: row.brand ?? null,
    model: row.model ?? null,
    driver_id: row.driverId ?? null,
    driver_name: row.driverName ?? null,
    driver_surname: row.driverSurname ?? null,
    rfid_card_number: row.rfidCardNumber ?? null,
    vehicle_empty_weight_kg: row.tareWeightKg ?? null,
    full_weight_kg: row.grossWeightKg ?? null,
    material_weight_kg: row.netWeightKg ?? null,
    material_id: row.materialId ?? null,
    material_name: row.materialName ?? null,
    polygon_id: row.polygonId ?? null,
    polygon_code: row.polygonCode ?? null,
    loaded_area_id: row.loadingAreaId ?? null,
    loaded_from: row.loadingAreaName ?? null,
    loaded_area: row.loadingAreaName ?? null,
    unloading_station_id: row.unloadingStationId ?? null,
    destination: row.destinationName ?? null,
    destination_area: row.destinationName ?? null,
    scale_id: row.scaleId ?? null,
    reader_id: row.readerId ?? null,
    operator_name: row.operatorName ?? null,
    notes: row.notes ?? null,
    weight_source: row.weightSource as ScaleDocument['weight_source'],
    // Documents weighed before the tare's source was recorded had both weights from one source: every
    // weight was typed, or both were imported.
    tare_weight_source: (row.tareWeightSource ?? row.weightSource) as ScaleDocument['tare_weight_source'],
    manual_reason: row.manualReason ?? null,
    overloaded: row.overloaded ?? false,
    overload_kg: row.overloadKg ?? null,
  };
}
