/**
 * The weighing history's rows as one ordered union of load documents and tara weighings, in the API's
 * fields (document-answer.ts), as the filter (history-filter.ts) matches them: the statement behind the
 * list's page (list-repository.ts) and the export's batches (export-repository.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { HISTORY_FIELDS, type HistoryField } from '../../ledger/document-answer.js';
import { d, DOCUMENTS, type DocumentFilter, documentConditions, listedDocumentConditions, t, TARAS, taraConditions, v, where } from './history-filter.js';

/** A tara weighing as a history row: its own fields, its vehicle's texts, and no load fields. */
const TARA_FIELDS: Record<HistoryField, SQL> = {
  id: sql`${t.id}`,
  documentNumber: sql`null::text`,
  // A tara's own number, which the page writes 'TARA-000042'.
  orderSequence: sql`${t.taraNumber}`,
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

export type ListedRow = Record<HistoryField, unknown>;

/** A column a caller adds to the history's fields, as each side of the union writes it. */
export type ExtraColumn = { name: string; document: SQL; tara: SQL };

/** The last row read, by the history's order (listed at desc, weighing type, id desc): the next read starts after it. */
export type HistoryCursor = {
  /** The moment exactly as the database wrote it as text, so that no microsecond is lost to a Date. */
  listedAt: string;
  weighingType: string;
  id: number;
};

export type HistoryWindow = {
  /** The most rows each side reads, newest first, before they are merged: the window's end. */
  reach: number;
  limit: number;
  offset?: number;
  /** Only the rows after this one (keyset), instead of an offset that reads the rows it skips. */
  after?: HistoryCursor;
  /** Leaves out the joined search text, so that the documents are read newest first (see searchInTimeOrder). */
  inTimeOrder?: boolean;
  /** The fields read, all by default: fewer make a long read faster (the rest answer null). */
  fields?: readonly HistoryField[];
};

/** The history row's columns, each named by its field, and the moment the row is listed at. */
const rowColumns = (fields: readonly HistoryField[], field: (name: HistoryField) => SQL, listedAt: SQL, extra: SQL[]) =>
  sql.join([...fields.map((name) => sql`${field(name)} as ${sql.identifier(name)}`), sql`${listedAt} as "listedAt"`, ...extra], sql`, `);

/**
 * Rows after the cursor in the history's order. The first condition alone bounds the index's range, so
 * each batch starts where the last one stopped instead of reading its rows again; the rest drops the rows
 * of the same moment that were already read.
 */
function afterCursor(listedAt: SQL, weighingType: SQL, id: SQL, cursor: HistoryCursor): SQL {
  const at = sql`${cursor.listedAt}::timestamptz`;
  return sql`${listedAt} <= ${at} and (${listedAt} < ${at} or ${weighingType} > ${cursor.weighingType}
    or (${weighingType} = ${cursor.weighingType} and ${id} < ${cursor.id}))`;
}

/**
 * The window's rows as one ordered union. Each side is cut to the rows up to the window's end before they
 * are merged, so that each reads its newest rows from an index in the history's order instead of sorting
 * all of them; the window's rows are among each side's first `reach` rows, so the answer is the same. A tara
 * is never without its time; nulls last only lets the taras' indexes (weighed_at desc nulls last) deliver
 * the order.
 */
export function historyRows(filter: DocumentFilter, window: HistoryWindow, extra: readonly ExtraColumn[] = []): SQL {
  const documents = window.inTimeOrder ? documentConditions(filter) : listedDocumentConditions(filter);
  const taras = taraConditions(filter);
  if (window.after) {
    documents.push(afterCursor(sql`${d.secondWeighAt}`, sql`${d.weighingType}`, sql`${d.id}`, window.after));
    taras.push(afterCursor(sql`${t.weighedAt}`, sql`'tare'::text`, sql`${t.id}`, window.after));
  }
  const named = (side: 'document' | 'tara') => extra.map((column) => sql`${column[side]} as ${sql.identifier(column.name)}`);
  const fields = window.fields ?? HISTORY_FIELDS;
  const documentColumns = rowColumns(fields, (name) => sql`${d[name]}`, sql`${d.secondWeighAt}`, named('document'));
  const taraColumns = rowColumns(fields, (name) => TARA_FIELDS[name], sql`${t.weighedAt}`, named('tara'));
  return sql`(select * from (select ${documentColumns} from ${DOCUMENTS} ${where(documents)}
        order by ${d.secondWeighAt} desc, ${d.weighingType}, ${d.id} desc limit ${window.reach}) documents)
      union all
      (select * from (select ${taraColumns} from ${TARAS} ${where(taras)}
        order by ${t.weighedAt} desc nulls last, ${t.id} desc limit ${window.reach}) taras)
      order by "listedAt" desc, "weighingType", "id" desc
      limit ${window.limit} offset ${window.offset ?? 0}`;
}
