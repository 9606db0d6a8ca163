/** How a scale document's fields read in the history table and its detail dialog. */
import type { ScaleDocument, WeighingType } from '@weighbridge/contract/scale-documents';
import { formatTaraNumber, NOT_SET } from '../../lib/format';

/** Status badge colours (spec part 1 section 4): completed green, cancelled red, pending yellow, others gray. */
const STATUS_COLOURS: Readonly<Record<string, string>> = { completed: 'green', cancelled: 'red', pending: 'yellow' };

export function statusColour(status: string): string {
  return STATUS_COLOURS[status] ?? 'gray';
}

export const WEIGHING_TYPE_LABELS: Readonly<Record<WeighingType, string>> = { tare: 'Tara', load: 'Load', combined: 'Combined' };

/** A load's document number; a tara row, which has none, shows its tara number ('TARA-000042'). */
export function documentLabel(document: ScaleDocument): string {
  if (document.weighing_type === 'tare') return formatTaraNumber(document.document_id);
  return document.document_number ?? NOT_SET;
}

export function registrationOf(document: ScaleDocument): string {
  return document.vehicle_reg ?? document.registration_number ?? NOT_SET;
}

export function driverOf(document: ScaleDocument): string {
  return [document.driver_name, document.driver_surname].filter(Boolean).join(' ') || NOT_SET;
}

export function loadingAreaOf(document: ScaleDocument): string {
  return document.loaded_area ?? document.loaded_from ?? NOT_SET;
}

export function destinationOf(document: ScaleDocument): string {
  return document.destination ?? document.destination_area ?? NOT_SET;
}

/** 'North Pit / P-07', or the area alone when no polygon was chosen. */
export function loadingAreaAndPolygon(document: ScaleDocument): string {
  if (document.weighing_type === 'tare') return NOT_SET;
  return document.polygon_code ? `${loadingAreaOf(document)} / ${document.polygon_code}` : loadingAreaOf(document);
}
