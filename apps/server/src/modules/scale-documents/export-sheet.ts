/**
 * The documents export's one sheet: the list's columns (with the list's own headers and texts, from the
 * contract) and the weights, weight source, status and verification code; dates as date cells on the
 * site's clock, weights as numbers in the unit the site shows them in (named in the header), so that a
 * spreadsheet still adds them up. Its words are in the language of the user who asked for it.
 */
import { documentNumberText, driverText, loadingAreaAndPolygonText, registrationText } from '@weighbridge/contract/history-columns';
import { type WeightDisplay, weightInUnit } from '@weighbridge/contract/formats';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import type { MessageDescriptor } from '@formatjs/intl';
import type { DocumentIntl } from '../../lib/intl.js';
import { type Sheet, type SheetColumn, type SheetRow, siteDateCell } from '../../lib/spreadsheet.js';
import { toScaleDocument } from '../../ledger/document-answer.js';
import { FIELD_MESSAGES as FIELDS } from '../../ledger/messages.js';
import type { ExportedRow } from './export-repository.js';
import { DOCUMENT_EXPORT_WORDS as WORDS, STATUS_WORDS, WEIGHING_TYPE_WORDS, WEIGHT_SOURCE_WORDS } from './messages.js';

type ExportColumn = Omit<SheetColumn, 'header'> & {
  header: MessageDescriptor;
  cell: (document: ScaleDocument, row: ExportedRow, words: Words) => SheetRow[number];
  /** A weight: its header names the site's unit and its cells are numbers in that unit. */
  weight?: true;
};

/** A weight's column; its cell holds kg until documentColumns turns them into the site's unit. */
const weight = (header: MessageDescriptor, value: (document: ScaleDocument) => number | null): ExportColumn => ({ header, width: 12, cell: value, weight: true });

/** Each set of labels in the sheet's language, read once per file. */
function wordsOf(intl: DocumentIntl, timeZone: string) {
  const labels = <Key extends string>(messages: Record<Key, MessageDescriptor>) =>
    Object.fromEntries(Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, intl.formatMessage(message)])) as Record<Key, string>;
  return { timeZone, weightSources: labels(WEIGHT_SOURCE_WORDS), weighingTypes: labels(WEIGHING_TYPE_WORDS), statuses: labels(STATUS_WORDS) };
}
type Words = ReturnType<typeof wordsOf>;

const COLUMNS: readonly ExportColumn[] = [
  { header: WORDS.document, width: 16, cell: (document) => documentNumberText(document) },
  { header: WORDS.dateTime, width: 17, cell: (document, _row, words) => siteDateCell(new Date(document.timestamp), words.timeZone) },
  { header: FIELDS.vehicle, width: 14, cell: (document) => registrationText(document) },
  { header: FIELDS.driver, width: 24, cell: (document) => driverText(document) },
  { header: FIELDS.material, width: 24, cell: (document) => document.material_name },
  { header: WORDS.loadingAreaPolygon, width: 26, cell: (document) => loadingAreaAndPolygonText(document) },
  weight(WORDS.gross, (document) => document.full_weight_kg),
  weight(WORDS.tare, (document) => document.vehicle_empty_weight_kg),
  weight(WORDS.net, (document) => document.material_weight_kg),
  { header: FIELDS.weightSource, width: 15, cell: (document, _row, words) => words.weightSources[document.weight_source] },
  { header: WORDS.status, width: 11, cell: (document, _row, words) => words.statuses[document.status] },
  { header: WORDS.type, width: 10, cell: (document, _row, words) => words.weighingTypes[document.weighing_type] },
  { header: WORDS.verificationCode, width: 16, cell: (_document, row) => row.verificationCode },
];

/** The columns in the sheet's language, its weights in the site's unit with its decimals. */
function documentColumns(intl: DocumentIntl, weights: WeightDisplay) {
  const format = weights.decimals > 0 ? `#,##0.${'0'.repeat(weights.decimals)}` : '#,##0';
  return COLUMNS.map(({ header, cell, weight: isWeight, ...column }) => {
    if (!isWeight) return { ...column, header: intl.formatMessage(header), cell };
    return {
      ...column,
      header: intl.formatMessage(header, { unit: weights.unit }),
      format,
      cell: (document: ScaleDocument, row: ExportedRow, words: Words) => {
        const kg = cell(document, row, words);
        return typeof kg === 'number' ? weightInUnit(kg, weights.unit) : kg;
      },
    };
  });
}

/** The sheet of the rows, each turned into cells as it is read. */
export function documentsSheet(rows: AsyncIterable<ExportedRow>, timeZone: string, intl: DocumentIntl, weights: WeightDisplay): Sheet {
  const words = wordsOf(intl, timeZone);
  const columns = documentColumns(intl, weights);
  return {
    name: intl.formatMessage(WORDS.sheet),
    columns,
    rows: (async function* () {
      for await (const row of rows) {
        const document = toScaleDocument(row);
        yield columns.map((column) => column.cell(document, row, words));
      }
    })(),
  };
}
