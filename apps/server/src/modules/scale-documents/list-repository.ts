/**
 * The weighing history's page and a document's row, in the API's shape (document-answer.ts): load
 * documents and tara weighings together, newest first (history-rows.ts), as the filter matches them.
 */
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { eq } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { readHistoryRow, toScaleDocument } from '../../ledger/document-answer.js';
import type { DocumentFilter } from './history-filter.js';
import { historyRows, type ListedRow } from './history-rows.js';
import { scaleDocuments } from '../../db/tables/scale-documents.js';

/**
 * Whether a search's page is found faster by reading the history newest first until the page is full
 * (about reach × all / matches rows) than through the trigram index, which reads every match and sorts
 * them: a plate matches thousands of documents, a document number a few. The database cannot tell, as it
 * cannot guess how many rows a text search matches; the counts, read first, can.
 * @example searchInTimeOrder(20, 33_000, 2_100_000) // true: about 1,300 rows read instead of 33,000
 */
export function searchInTimeOrder(reach: number, matches: number, all: number): boolean {
  return reach * all < matches * matches;
}

/** The page's rows; `inTimeOrder` as for historyRows. */
export async function listDocumentPage(executor: Executor, filter: DocumentFilter, page: number, limit: number, inTimeOrder = false) {
  const rows = await queryRows<ListedRow>(executor, historyRows(filter, { reach: page * limit, limit, offset: (page - 1) * limit, inTimeOrder }));
  return rows.map((row) => toScaleDocument(readHistoryRow(row)));
}

/** One load document as the list shows it. */
export async function findDocumentItem(executor: Executor, documentId: number): Promise<ScaleDocument | undefined> {
  const [row] = await executor.select().from(scaleDocuments).where(eq(scaleDocuments.id, documentId));
  return row ? toScaleDocument(row) : undefined;
}
