/**
 * Queries of the weighing history. Load documents and tara weighings are listed together, newest
 * first; voided documents are left out of every list and total, except the list of voided documents
 * (status 'voided'), which holds them alone and totals no weight.
 */
import type { HistoryStatus, ScaleDocument } from '@weighbridge/contract/scale-documents';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { addDays, type RollupPeriod, rollupRows } from '../rollups/buckets.js';
import { withQuietEnd } from '../rollups/quiet-end.js';
import type { RollupDimension } from '../rollups/schema.js';

export type DocumentFilter = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  vehicleIds?: number[] | undefined;
  materialIds?: number[] | undefined;
  loadingAreaIds?: number[] | undefined;
  polygonIds?: number[] | undefined;
  search?: string | undefined;
  /** 'voided': only the voided load documents; else only those not voided, and the taras. */
  status?: HistoryStatus | undefined;
  timeZone: string;
};

/** A load document (alias d) as the list and the weighing answers show it. */
export const DOCUMENT_COLUMNS = sql`
  d.document_id, d.document_number, d.order_sequence, d.second_weigh_timestamp as "timestamp", d.status,
  d.weighing_type, d.first_weigh_timestamp, d.second_weigh_timestamp, d.vehicle_id,
  d.registration_number as vehicle_reg, d.registration_number, d.brand, d.model, d.driver_id, d.driver_name,
  d.driver_surname, d.rfid_card_number, d.vehicle_empty_weight_kg, d.full_weight_kg, d.material_weight_kg,
  d.material_id, d.material_name, d.polygon_id, d.polygon_code, d.loaded_area_id,
  d.loaded_area_name as loaded_from, d.loaded_area_name as loaded_area, d.unloading_station_id,
  d.destination_name as destination, d.destination_name as destination_area, d.scale_id, d.reader_id,
  d.operator_name, d.notes, d.weight_source, d.overloaded, d.overload_kg`;

const TARA_COLUMNS = sql`
  t.tara_id as document_id, null::text as document_number, null::int as order_sequence,
  t.weighed_at as "timestamp", 'completed'::text as status, 'tare'::text as weighing_type,
  t.weighed_at as first_weigh_timestamp, null::timestamptz as second_weigh_timestamp, t.vehicle_id,
  v.registration_number as vehicle_reg, v.registration_number, v.brand, v.model, null::int as driver_id,
  null::text as driver_name, null::text as driver_surname, t.rfid_card_number,
  t.tare_weight_kg as vehicle_empty_weight_kg, null::numeric as full_weight_kg, null::numeric as material_weight_kg,
  null::int as material_id, null::text as material_name, null::int as polygon_id, null::text as polygon_code,
  null::int as loaded_area_id, null::text as loaded_from, null::text as loaded_area, null::int as unloading_station_id,
  null::text as destination, null::text as destination_area, t.scale_id, null::int as reader_id, t.operator_name,
  t.notes, t.weight_source, false as overloaded, null::numeric as overload_kg`;

const idIn = (column: SQL, ids: number[]) => sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;

/** Local midnight of a YYYY-MM-DD day at the site, as a moment. */
export const siteMidnight = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

function dateConditions(column: SQL, filter: DocumentFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.startDate) conditions.push(sql`${column} >= ${siteMidnight(filter.startDate, filter.timeZone)}`);
  if (filter.endDate) conditions.push(sql`${column} < ${siteMidnight(filter.endDate, filter.timeZone)} + interval '1 day'`);
  return conditions;
}

/** Conditions on load documents (alias d). */
export function documentConditions(filter: DocumentFilter): SQL[] {
  const voided = filter.status === 'voided' ? sql`d.voided_at is not null` : sql`d.voided_at is null`;
  const conditions = [voided, ...dateConditions(sql`d.second_weigh_timestamp`, filter)];
  if (filter.vehicleIds?.length) conditions.push(idIn(sql`d.vehicle_id`, filter.vehicleIds));
  if (filter.materialIds?.length) conditions.push(idIn(sql`d.material_id`, filter.materialIds));
  if (filter.loadingAreaIds?.length) conditions.push(idIn(sql`d.loaded_area_id`, filter.loadingAreaIds));
  if (filter.polygonIds?.length) conditions.push(idIn(sql`d.polygon_id`, filter.polygonIds));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(sql`(d.document_number ilike ${pattern} or ${ticketTextsMatch(pattern)})`);
  }
  return conditions;
}

/**
 * A load's searched texts besides its number: plate, driver, material and card. The search totals
 * (dimension 'search', migration 0012) keep the same four texts per combination.
 */
const ticketTextsMatch = (pattern: string) => sql`(d.registration_number ilike ${pattern}
  or coalesce(d.driver_name, '') || ' ' || coalesce(d.driver_surname, '') ilike ${pattern}
  or d.material_name ilike ${pattern} or coalesce(d.rfid_card_number ilike ${pattern}, false))`;

/** Conditions on tara weighings (alias t, vehicle v); none match when a load-only filter is set, or for voided documents. */
function taraConditions(filter: DocumentFilter): SQL[] {
  if (filter.materialIds?.length || filter.loadingAreaIds?.length || filter.polygonIds?.length) return [sql`false`];
  if (filter.status === 'voided') return [sql`false`];
  const conditions = dateConditions(sql`t.weighed_at`, filter);
  if (filter.vehicleIds?.length) conditions.push(idIn(sql`t.vehicle_id`, filter.vehicleIds));
  if (filter.search) {
    // The same match as the plate, the card or the TARA- number containing the text, written so that the
    // vehicles' index and the taras' trigram index (tara_weighings_search_idx) can find the rows.
    const pattern = likePattern(filter.search);
    conditions.push(sql`(t.vehicle_id = any(array(select vehicle_id from vehicles where registration_number ilike ${pattern}))
      or (${TARA_SEARCH_TEXT} ilike ${pattern} and (t.rfid_card_number ilike ${pattern} or 'TARA-' || lpad(t.tara_id::text, 6, '0') ilike ${pattern})))`);
  }
  return conditions;
}

/** A tara's own searched fields as one text: the expression of tara_weighings_search_idx (weighing/schema.ts). */
const TARA_SEARCH_TEXT = sql`(coalesce(t.rfid_card_number, '') || ' ' || 'TARA-' || lpad(t.tara_id::text, 6, '0'))`;

/**
 * Every field the search looks in, as one text: the expression of the trigram index
 * scale_documents_search_idx (schema.ts), which must stay written the same way for the index to serve it.
 */
const SEARCH_TEXT = sql`(d.document_number || ' ' || d.registration_number || ' ' || (coalesce(d.driver_name, '') || ' ' || coalesce(d.driver_surname, '')) || ' ' || d.material_name || ' ' || coalesce(d.rfid_card_number, ''))`;

/**
 * The list's conditions on load documents. A search also asks the fields' joined text, which matches
 * whenever one of the fields does, so the answer is the same and the trigram index can find the rows.
 */
function listedDocumentConditions(filter: DocumentFilter): SQL[] {
  const conditions = documentConditions(filter);
  if (filter.search) conditions.push(sql`${SEARCH_TEXT} ilike ${likePattern(filter.search)}`);
  return conditions;
}

const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

export type DocumentRow = Record<keyof ScaleDocument, unknown>;

const NUMERIC_FIELDS = ['vehicle_empty_weight_kg', 'full_weight_kg', 'material_weight_kg', 'overload_kg'] as const;
const TIME_FIELDS = ['timestamp', 'first_weigh_timestamp', 'second_weigh_timestamp'] as const;

/** Both engines answer numeric as text and timestamptz as Date; the API speaks numbers and ISO text. */
export function toScaleDocument(row: DocumentRow): ScaleDocument {
  const item = { ...row } as Record<string, unknown>;
  for (const field of NUMERIC_FIELDS) item[field] = row[field] === null ? null : Number(row[field]);
  for (const field of TIME_FIELDS) item[field] = row[field] === null ? null : new Date(row[field] as string).toISOString();
  return item as ScaleDocument;
}

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
  const rows = await queryRows<DocumentRow>(
    executor,
    sql`(select * from (select ${DOCUMENT_COLUMNS} from scale_documents d ${where(documents)}
          order by d.second_weigh_timestamp desc, d.weighing_type, d.document_id desc limit ${reach}) documents)
        union all
        (select * from (select ${TARA_COLUMNS} from tara_weighings t join vehicles v on v.vehicle_id = t.vehicle_id ${where(taraConditions(filter))}
          order by t.weighed_at desc nulls last, t.tara_id desc limit ${reach}) taras)
        order by "timestamp" desc, weighing_type, document_id desc
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  return rows.map(toScaleDocument);
}

/**
 * Where the rows a filter matches are counted from. The running totals hold the completed, not voided loads
 * and the taras by whole site day, per vehicle, material, loading area and polygon; a document that is
 * neither completed nor voided, and the last day of a range with an end (counted with the list's own
 * bounds), are read from the tables. A search has totals of its own (searchSource); vehicles together with
 * materials have none.
 */
type TotalsSource = { dimension: RollupDimension; keys: SQL[]; search?: string };

const rollupKey = (column: string, ids: number[] | undefined) => (ids?.length ? [idIn(sql.raw(`r.${column}`), ids)] : []);
/** Key 0 of a polygon is "no polygon", which no polygon filter matches. */
const somePolygon = (column: string, ids: number[] | undefined) => (ids?.length ? [sql`${sql.raw(`r.${column}`)} <> 0`] : []);

function totalsSource(filter: DocumentFilter): TotalsSource | undefined {
  const { vehicleIds: vehicles, materialIds: materials, loadingAreaIds: areas, polygonIds: polygons } = filter;
  const byPlace = Boolean(areas?.length || polygons?.length);
  // The totals hold no voided document: the few there are are counted from the table.
  if (filter.status === 'voided') return undefined;
  if (filter.search) return searchSource(filter);
  if (materials?.length && vehicles?.length) return undefined;
  if (materials?.length && !byPlace) return { dimension: 'material', keys: rollupKey('key_a', materials) };
  if (materials?.length) {
    return {
      dimension: 'material_area_polygon',
      keys: [...rollupKey('key_a', materials), ...rollupKey('key_b', areas), ...rollupKey('key_c', polygons), ...somePolygon('key_c', polygons)],
    };
  }
  if (byPlace) {
    return {
      dimension: 'area_polygon_vehicle',
      keys: [...rollupKey('key_a', areas), ...rollupKey('key_b', polygons), ...somePolygon('key_b', polygons), ...rollupKey('key_c', vehicles)],
    };
  }
  return vehicles?.length ? { dimension: 'vehicle', keys: rollupKey('key_a', vehicles) } : { dimension: 'total', keys: [] };
}

/**
 * A search over the whole history (a vehicle or a material may be chosen too) reads the all-time totals
 * of each combination of plate, driver, material and card that it matches (dimension 'search': key_text
 * is a JSON array of the four texts as the tickets wrote them); a range or a place is counted from the
 * documents. The documents matched by their number alone are counted by searchScanned.
 */
// eslint-disable-next-line no-control-regex -- the characters JSON escapes in a string
const JSON_ESCAPED = /["\\\u0000-\u001f]/;

function searchSource(filter: DocumentFilter): TotalsSource | undefined {
  const search = filter.search!;
  if (filter.startDate || filter.endDate || filter.loadingAreaIds?.length || filter.polygonIds?.length) return undefined;
  const pattern = likePattern(search);
  const matches = [sql`exists (select from jsonb_array_elements_text(r.key_text::jsonb) field where field ilike ${pattern})`];
  // A text that JSON writes as it is can only be in a field if it is in the array's text: a cheap first cut.
  if (!JSON_ESCAPED.test(search)) matches.unshift(sql`r.key_text ilike ${pattern}`);
  return { dimension: 'search', keys: [...rollupKey('key_a', filter.vehicleIds), ...rollupKey('key_b', filter.materialIds), ...matches], search };
}

/**
 * What the search totals leave out: completed documents that match by their number and by nothing else,
 * the documents that are not completed, and the taras. Written without the joined search text, so that
 * the documents are found through the number's trigram index and the unsettled documents' index.
 */
function searchScanned(filter: DocumentFilter, search: string): SQL {
  const pattern = likePattern(search);
  const byNumberAlone = [
    ...documentConditions(filter),
    sql`d.status = 'completed'`,
    sql`d.document_number ilike ${pattern}`,
    sql`not ${ticketTextsMatch(pattern)}`,
  ];
  return sql`select
      (select count(*) from scale_documents d ${where(byNumberAlone)})
        + (select count(*) from scale_documents d ${where([...documentConditions(filter), sql`d.status <> 'completed'`])}) as documents,
      (select coalesce(sum(d.material_weight_kg), 0) from scale_documents d ${where(byNumberAlone)}) as weight,
      (select count(*) from tara_weighings t join vehicles v on v.vehicle_id = t.vehicle_id ${where(taraConditions(filter))}) as taras`;
}

/** The site days before the range's last day, or the whole range when it has no end. */
const rolledUpPeriod = (filter: DocumentFilter): RollupPeriod => ({ startDate: filter.startDate, endDate: filter.endDate && addDays(filter.endDate, -1) });

/** The totals of the rolled-up period (see withQuietEnd for `period.quietAfter`). */
function rolledUp(period: RollupPeriod, source: TotalsSource): SQL {
  const keys = source.keys.length ? sql` and ${sql.join(source.keys, sql` and `)}` : sql``;
  return sql`select coalesce(sum(r.loads), 0) as loads, coalesce(sum(r.weight_kg), 0) as weight, coalesce(sum(r.taras), 0) as taras
             from ${rollupRows(source.dimension, period)}${keys}`;
}

/** The rows the totals do not hold: every row without totals; else the range's last day and the unsettled documents. */
function scanned(filter: DocumentFilter, source: TotalsSource | undefined): SQL {
  if (source?.search) return searchScanned(filter, source.search);
  const documents = listedDocumentConditions(filter);
  const taras = taraConditions(filter);
  if (!source) {
    // One pass over the matching documents for both their count and their weight.
    return sql`select matched.documents, matched.weight,
        (select count(*) from tara_weighings t join vehicles v on v.vehicle_id = t.vehicle_id ${where(taras)}) as taras
        from (select count(*) as documents, coalesce(sum(d.material_weight_kg) filter (where d.status = 'completed' and d.voided_at is null), 0) as weight
              from scale_documents d ${where(documents)}) matched`;
  }
  const lastDay = filter.endDate ? siteMidnight(filter.endDate, filter.timeZone) : undefined;
  const onLastDay = (column: SQL) => (lastDay ? sql`${column} >= ${lastDay}` : sql`false`);
  const completedLastDay = [...documents, sql`d.status = 'completed'`, onLastDay(sql`d.second_weigh_timestamp`)];
  return sql`select
      (select count(*) from scale_documents d ${where(completedLastDay)})
        + (select count(*) from scale_documents d ${where([...documents, sql`d.status <> 'completed'`])}) as documents,
      (select coalesce(sum(d.material_weight_kg), 0) from scale_documents d ${where(completedLastDay)}) as weight,
      (select count(*) from tara_weighings t join vehicles v on v.vehicle_id = t.vehicle_id ${where([...taras, onLastDay(sql`t.weighed_at`)])}) as taras`;
}

/** The rows a filter matches and the net kg of its completed loads, exactly as the list shows them. */
export async function countDocuments(executor: Executor, filter: DocumentFilter): Promise<{ total: number; totalWeight: number }> {
  const source = totalsSource(filter);
  const totals = source ? rolledUp(await withQuietEnd(executor, rolledUpPeriod(filter)), source) : sql`select 0 as loads, 0 as weight, 0 as taras`;
  const [row] = await queryRows<{ documents: string; taras: string; weight: string }>(
    executor,
    sql`select totals.loads + scanned.documents as documents, totals.taras + scanned.taras as taras, totals.weight + scanned.weight as weight
        from (${totals}) totals, (${scanned(filter, source)}) scanned`,
  );
  return { total: Number(row?.documents ?? 0) + Number(row?.taras ?? 0), totalWeight: Number(row?.weight ?? 0) };
}

export async function findDocumentItem(executor: Executor, documentId: number): Promise<ScaleDocument | undefined> {
  const [row] = await queryRows<DocumentRow>(executor, sql`select ${DOCUMENT_COLUMNS} from scale_documents d where d.document_id = ${documentId}`);
  return row ? toScaleDocument(row) : undefined;
}
