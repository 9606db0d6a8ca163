/**
 * The documents export's one sheet: the list's columns (with the list's own headers and texts, from the
 * contract) and the weights, weight source, status and verification code; dates as date cells on the
 * site's clock, weights as numbers in kg.
 */
import {
  documentNumberText,
  driverText,
  HISTORY_HEADERS,
  loadingAreaAndPolygonText,
  registrationText,
  WEIGHING_TYPE_LABELS,
  WEIGHT_SOURCE_LABELS,
} from '@weighbridge/contract/history-columns';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { type Sheet, type SheetColumn, type SheetRow, siteDateCell } from '../../lib/spreadsheet.js';
import { toScaleDocument } from '../../ledger/document-answer.js';
import type { ExportedRow } from './export-repository.js';

const KG_FORMAT = '#,##0.00';

type ExportColumn = SheetColumn & { cell: (document: ScaleDocument, row: ExportedRow, timeZone: string) => SheetRow[number] };

const kg = (header: string, value: (document: ScaleDocument) => number | null): ExportColumn => ({ header, width: 12, format: KG_FORMAT, cell: value });

export const DOCUMENT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: HISTORY_HEADERS.document, width: 16, cell: (document) => documentNumberText(document) },
  {
    header: HISTORY_HEADERS.dateTime,
    width: 17,
    cell: (document, _row, timeZone) => siteDateCell(new Date(document.timestamp), timeZone),
  },
  { header: HISTORY_HEADERS.vehicle, width: 14, cell: (document) => registrationText(document) },
  { header: HISTORY_HEADERS.driver, width: 24, cell: (document) => driverText(document) },
  { header: HISTORY_HEADERS.material, width: 24, cell: (document) => document.material_name },
  { header: HISTORY_HEADERS.loadingAreaPolygon, width: 26, cell: (document) => loadingAreaAndPolygonText(document) },
  kg('Gross (kg)', (document) => document.full_weight_kg),
  kg('Tare (kg)', (document) => document.vehicle_empty_weight_kg),
  kg('Net (kg)', (document) => document.material_weight_kg),
  { header: TICKET_FIELDS.weightSource, width: 15, cell: (document) => WEIGHT_SOURCE_LABELS[document.weight_source] },
  { header: 'Status', width: 11, cell: (document) => document.status },
  { header: 'Type', width: 10, cell: (document) => WEIGHING_TYPE_LABELS[document.weighing_type] },
  { header: 'Verification code', width: 16, cell: (_document, row) => row.verificationCode },
];

/** The sheet of the rows, each turned into cells as it is read. */
export function documentsSheet(rows: AsyncIterable<ExportedRow>, timeZone: string): Sheet {
  return {
    name: 'Scale documents',
    columns: DOCUMENT_EXPORT_COLUMNS,
    rows: (async function* () {
      for await (const row of rows) {
        const document = toScaleDocument(row);
        yield DOCUMENT_EXPORT_COLUMNS.map((column) => column.cell(document, row, timeZone));
      }
    })(),
  };
}
