/**
 * The weighing history's columns as the documents table shows them and its Excel export writes them: the
 * shared headers and the text of each cell, written once so that the page and the file read the same. A
 * cell with nothing in it is null here; the page shows a dash, the file an empty cell.
 */
import { TICKET_FIELDS } from './field-labels.js';
import type { ScaleDocument, WeighingType } from './scale-documents.js';
import type { WeightSource } from './scales.js';
import { taraNumberOf } from './weighing.js';

/** Headers of the columns the table and the export have in common, in the table's order. */
export const HISTORY_HEADERS = {
  document: 'Document No.',
  dateTime: 'Date / Time',
  vehicle: TICKET_FIELDS.vehicle,
  driver: TICKET_FIELDS.driver,
  material: TICKET_FIELDS.material,
  loadingAreaPolygon: `${TICKET_FIELDS.loadingArea} / ${TICKET_FIELDS.polygon}`,
} as const;

export const WEIGHING_TYPE_LABELS: Readonly<Record<WeighingType, string>> = { tare: 'Tara', load: 'Load', combined: 'Combined' };

export const WEIGHT_SOURCE_LABELS: Readonly<Record<WeightSource, string>> = { manual: 'Manual weight', scale: 'Scale indicator', import: 'Imported' };

/** A load's document number; a tara row, which has none, its tara number ('TARA-000042', from its order_sequence). */
export function documentNumberText(document: ScaleDocument): string | null {
  return document.weighing_type === 'tare' ? taraNumberOf(document.order_sequence ?? document.document_id) : document.document_number;
}

export function registrationText(document: ScaleDocument): string | null {
  return document.vehicle_reg ?? document.registration_number;
}

export function driverText(document: ScaleDocument): string | null {
  return [document.driver_name, document.driver_surname].filter(Boolean).join(' ') || null;
}

export function loadingAreaText(document: ScaleDocument): string | null {
  return document.loaded_area ?? document.loaded_from;
}

/** 'North Pit / P-07', or the area alone when no polygon was chosen; a tara has neither. */
export function loadingAreaAndPolygonText(document: ScaleDocument): string | null {
  if (document.weighing_type === 'tare') return null;
  return [loadingAreaText(document), document.polygon_code].filter(Boolean).join(' / ') || null;
}
