/**
 * The weighing history's page and a document's row, in the API's shape (document-answer.ts): load
 * documents and tara weighings together, newest first, as the filter (history-filter.ts) matches them.
 */
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { HISTORY_FIELDS, type HistoryField, readHistoryRow, toScaleDocument } from './document-answer.js';
import { d, DOCUMENTS, type DocumentFilter, documentConditions, listedDocumentConditions, t, TARAS, taraConditions, v, where } from './history-filter.js';
import { scaleDocuments } from './schema.js';

/** A tara weighing as a history row: its own fields, its vehicle's texts, and no load fields. */
const TARA_FIELDS: Record<HistoryField, SQL> = {
  id: sql`${t.id}`,
  documentNumber: sql`null::text`,
  orderSequence: sql`null::int`,
  status: sql`'completed'::text`,
  weighingType: sql`'tare'::text`,
  firstWeighAt: sql`${t.weighedAt}`,
  secondWeighAt: sql`null::timestamptz`,
  vehicleId: sql`${t.vehicleId}`,
  registrationNumber: sql`${v.registrationNumber}`,
  brand: sql`${v.brand}`,
  model: sql`${v.model}`,
  driverId: sql`null::int`,
  driverName: sql`null::text`,
  driverSurname: sql`null::text`,
  rfidCardNumber: sql`${t.rfidCardNumber}`,
  tareWeightKg: sql`${t.tareWeightKg}`,
  grossWeightKg: sql`null::numeric`,
  netWeightKg: sql`null::numeric`,
  materialId: sql`null::int`,
  materialName: sql`null::text`,
  polygonId: sql`null::int`,
  polygonCode: sql`null::text`,
  loadingAreaId: sql`null::int`,
  loadingAreaName: sql`null::text`,
  unloadingStationId: sql`null::int`,
  destinationName: sql`null::text`,
  scaleId: sql`${t.scaleId}`,
  readerId: sql`null::int`,
  operatorName: sql`${t.operatorName}`,
  notes: sql`${t.notes}`,
  weightSource: sql`${t.weightSource}`,
  tareWeightSource: sql`${t.weightSource}`,
  manualReason: sql`${t.manualReason}`,
  overloaded: sql`false`,
  overloadKg: sql`null::numeric`,
};

/** The history row's columns, each named by its field, and the moment the row is listed at. */
const rowColumns = (field: (name: HistoryField) => SQL, listedAt: SQL) =>
  sql.join([...HISTORY_FIELDS.map((name) => sql`${field(name)} as ${sql.identifier(name)}`), sql`${listedAt} as "listedAt"`], sql`, `);

const DOCUMENT_COLUMNS = rowColumns((name) => sql`${d[name]}`, sql`${d.secondWeighAt}`);
const TARA_COLUMNS = rowColumns((name) => TARA_FIELDS[name], sql`${t.weighedAt}`);

type ListedRow = Record<HistoryField, unknown>;

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

/**
 * The page as one ordered union. Each side is cut to the rows up to the page's end before they are merged,
 * so that each reads its newest rows from an index in the history's order instead of sorting all of them;
 * the page's rows are among each side's first page * limit rows, so the answer is the same. A tara is never
 * without its time; nulls last only lets the taras' indexes (weighed_at desc nulls last) deliver the order.
 * `inTimeOrder` leaves out the joined search text, so that the documents are read newest first through
 * the list's index rather than through the trigram index (see searchInTimeOrder).
 */
export async function listDocumentPage(executor: Executor, filter: DocumentFilter, page: number, limit: number, inTimeOrder = false) {
  const reach = page * limit;
  const documents = inTimeOrder ? documentConditions(filter) : listedDocumentConditions(filter);
  const rows = await queryRows<ListedRow>(
    executor,
    sql`(select * from (select ${DOCUMENT_COLUMNS} from ${DOCUMENTS} ${where(documents)}
          order by ${d.secondWeighAt} desc, ${d.weighingType}, ${d.id} desc limit ${reach}) documents)
        union all
        (select * from (select ${TARA_COLUMNS} from ${TARAS} ${where(taraConditions(filter))}
          order by ${t.weighedAt} desc nulls last, ${t.id} desc limit ${reach}) taras)
        order by "listedAt" desc, "weighingType", "id" desc
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  return rows.map((row) => toScaleDocument(readHistoryRow(row)));
}

/** One load document as the list shows it. */
export async function findDocumentItem(executor: Executor, documentId: number): Promise<ScaleDocument | undefined> {
  const [row] = await executor.select().from(scaleDocuments).where(eq(scaleDocuments.id, documentId));
  return row ? toScaleDocument(row) : undefined;
}
