/**
 * The documents export's one sheet: the list's columns (with the list's own headers and texts, from the
 * contract) and the weights, weight source, status and verification code; dates as date cells on the
 * site's clock, weights as numbers in the unit the site shows them in (named in the header), so that a
 * spreadsheet still adds them up.
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
import { type WeightDisplay, weightInUnit } from '@weighbridge/contract/formats';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { type Sheet, type SheetColumn, type SheetRow, siteDateCell } from '../../lib/spreadsheet.js';
import { toScaleDocument } from '../../ledger/document-answer.js';
import type { ExportedRow } from './export-repository.js';

type ExportColumn = SheetColumn & { cell: (document: ScaleDocument, row: ExportedRow, timeZone: string) => SheetRow[number] };

/** The columns of the sheet, its weights in the site's unit with its decimals. */
export function documentExportColumns(weights: WeightDisplay): readonly ExportColumn[] {
  const format = weights.decimals > 0 ? `#,##0.${'0'.repeat(weights.decimals)}` : '#,##0';
  const weight = (name: string, value: (document: ScaleDocument) => number | null): ExportColumn => ({
    header: `${name} (${weights.unit})`,
    width: 12,
    format,
    cell: (document) => {
      const kg = value(document);
      return kg === null ? null : weightInUnit(kg, weights.unit);
    },
  });
  return [
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
    weight('Gross', (document) => document.full_weight_kg),
    weight('Tare', (document) => document.vehicle_empty_weight_kg),
    weight('Net', (document) => document.material_weight_kg),
    { header: TICKET_FIELDS.weightSource, width: 15, cell: (document) => WEIGHT_SOURCE_LABELS[document.weight_source] },
    { header: 'Status', width: 11, cell: (document) => document.status },
    { header: 'Type', width: 10, cell: (document) => WEIGHING_TYPE_LABELS[document.weighing_type] },
    { header: 'Verification code', width: 16, cell: (_document, row) => row.verificationCode },
  ];
}

/** The sheet of the rows, each turned into cells as it is read. */
export function documentsSheet(rows: AsyncIterable<ExportedRow>, timeZone: string, weights: WeightDisplay): Sheet {
  const columns = documentExportColumns(weights);
  return {
    name: 'Scale documents',
    columns,
    rows: (async function* () {
      for await (const row of rows) {
        const document = toScaleDocument(row);
        yield columns.map((column) => column.cell(document, row, timeZone));
      }
    })(),
  };
}
