/**
 * Every row of the weighing history a filter matches, in the list's order, read in batches by keyset: each
 * batch is one short statement that starts after the last row of the one before, so no row is read twice,
 * none is held after it is handed on, and no transaction or cursor stays open between batches (the
 * embedded engine runs one statement at a time, and weighings go on between them).
 */
import { VERIFICATION_CODE_LENGTH } from '@weighbridge/contract/tickets';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { type HistoryField, type HistoryRow, readHistoryRow } from '../../ledger/document-answer.js';
import { d, type DocumentFilter, t } from './history-filter.js';
import { type ExtraColumn, type HistoryCursor, historyRows, type ListedRow } from './history-rows.js';

/** The rows one statement reads: enough to keep the statements few, few enough to keep each one short. */
export const EXPORT_BATCH_ROWS = 2000;

export type ExportedRow = HistoryRow & { verificationCode: string | null };

/**
 * The fields the export's cells read (export-sheet.ts), and no more: half the columns of a history row
 * read a batch in two thirds of the time on the embedded engine. The rest answer null.
 */
export const EXPORTED_FIELDS = [
  'id',
  'documentNumber',
  'status',
  'weighingType',
  'firstWeighAt',
  'secondWeighAt',
  'registrationNumber',
  'driverName',
  'driverSurname',
  'materialName',
  'loadingAreaName',
  'polygonCode',
  'tareWeightKg',
  'grossWeightKg',
  'netWeightKg',
  'weightSource',
] as const satisfies readonly HistoryField[];

/** The export's columns besides the history's: the ticket's verification code, and the keyset's moment as text. */
const EXPORT_COLUMNS: ExtraColumn[] = [
  { name: 'verificationCode', document: sql`left(${d.signature}, ${VERIFICATION_CODE_LENGTH})`, tara: sql`null::text` },
  { name: 'cursorAt', document: sql`${d.secondWeighAt}::text`, tara: sql`${t.weighedAt}::text` },
];

type ExportRecord = ListedRow & { verificationCode: string | null; cursorAt: string };

/** `inTimeOrder` as for historyRows: chosen once for the whole export (see searchInTimeOrder). */
export async function* exportedRows(executor: Executor, filter: DocumentFilter, inTimeOrder: boolean, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<ExportedRow> {
  let after: HistoryCursor | undefined;
  for (;;) {
    const window = { reach: batchRows, limit: batchRows, after, inTimeOrder, fields: EXPORTED_FIELDS };
    const batch = await queryRows<ExportRecord>(executor, historyRows(filter, window, EXPORT_COLUMNS));
    for (const record of batch) yield { ...readHistoryRow(record), verificationCode: record.verificationCode };
    if (batch.length < batchRows) return;
    const last = batch.at(-1)!;
    after = { listedAt: last.cursorAt, weighingType: String(last.weighingType), id: Number(last.id) };
  }
}
