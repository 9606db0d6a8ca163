/** How a scale document's fields read in the history table and its detail dialog: the shared texts, a dash for none. */
import {
  documentNumberText,
  driverText,
  loadingAreaAndPolygonText,
  loadingAreaText,
  registrationText,
} from '@weighbridge/contract/history-columns';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { NOT_SET } from '../../lib/format';

/** Status badge colours (spec part 1 section 4): completed green, cancelled red, pending yellow, others gray. */
const STATUS_COLOURS: Readonly<Record<string, string>> = { completed: 'green', cancelled: 'red', pending: 'yellow' };

export function statusColour(status: string): string {
  return STATUS_COLOURS[status] ?? 'gray';
}

/** A load's document number; a tara row, which has none, shows its tara number ('TARA-000042'). */
export function documentLabel(document: ScaleDocument): string {
  return documentNumberText(document) ?? NOT_SET;
}

export function registrationOf(document: ScaleDocument): string {
  return registrationText(document) ?? NOT_SET;
}

export function driverOf(document: ScaleDocument): string {
  return driverText(document) ?? NOT_SET;
}

export function loadingAreaOf(document: ScaleDocument): string {
  return loadingAreaText(document) ?? NOT_SET;
}

export function destinationOf(document: ScaleDocument): string {
  return document.destination ?? document.destination_area ?? NOT_SET;
}

/** 'North Pit / P-07', or the area alone when no polygon was chosen. */
export function loadingAreaAndPolygon(document: ScaleDocument): string {
  return loadingAreaAndPolygonText(document) ?? NOT_SET;
}
