/**
 * What a weighing history filter matches, as SQL conditions: load documents (alias d) and tara weighings
 * (alias t, with their vehicle v) are listed together, newest first; voided documents are left out of
 * every list and total, except the list of voided documents (status 'voided'), which holds them alone.
 * The list (list-repository.ts) and its counts (count-repository.ts) both read them from here.
 */
import type { HistoryStatus } from '@weighbridge/contract/scale-documents';
import { type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { withinSiteDays } from '../../db/site-days.js';
import { canBeInDocumentNumber, numbersBeginningWith, type SetFormats } from '../../ledger/number-formats.js';
import { vehicles } from '../../db/tables/vehicles.js';
import { taraNumber, taraSearchText, taraWeighings } from '../../db/tables/weighing.js';
import { countedDocument, documentSearchText, scaleDocuments } from '../../db/tables/scale-documents.js';
import { idIn, likePattern } from './filter-sql.js';
import { vehiclesInSearchTotals } from './search-totals.js';
import { momentWindow, PENDING_DOCUMENT_IDS, rollupKeys, rollupRows } from '../rollups/public.js';
import { canBeInTaraNumber } from '@weighbridge/contract/weighing';

/** The history's tables under the names its statements give them, so that `${d.netWeightKg}` reads `"d"."material_weight_kg"`. */
export const d = alias(scaleDocuments, 'd');
export const t = alias(taraWeighings, 't');
export const v = alias(vehicles, 'v');

/** `from ${DOCUMENTS}`: the load documents, as d. */
export const DOCUMENTS = sql`${scaleDocuments} ${d}`;
/** `from ${TARAS}`: the tara weighings, as t, each with its vehicle, as v. */
export const TARAS = sql`${taraWeighings} ${t} join ${vehicles} ${v} on ${v.id} = ${t.vehicleId}`;

export type DocumentFilter = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** A window of moments (the dashboard's "This shift"), within the days when those are given too. */
  from?: string | undefined;
  to?: string | undefined;
  vehicleIds?: number[] | undefined;
  materialIds?: number[] | undefined;
  loadingAreaIds?: number[] | undefined;
  polygonIds?: number[] | undefined;
  search?: string | undefined;
  /** 'voided': only the voided load documents; else only those not voided, and the taras. */
  status?: HistoryStatus | undefined;
  timeZone: string;
  /** The formats set for the years' numbers (readSetFormats): what a number may look like, for the search. */
  numberFormats: SetFormats;
};

export const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

function dateConditions(column: AnyPgColumn, filter: DocumentFilter): SQL[] {
  const window = momentWindow(filter);
  return [...withinSiteDays(sql`${column}`, filter), ...(window ? [sql`${column} >= ${window.from}`, sql`${column} < ${window.to}`] : [])];
}

/** Conditions on load documents (alias d). */
export function documentConditions(filter: DocumentFilter): SQL[] {
  const voided = filter.status === 'voided' ? sql`${d.voidedAt} is not null` : sql`${d.voidedAt} is null`;
  const conditions = [voided, ...dateConditions(d.secondWeighAt, filter)];
  if (filter.vehicleIds?.length) conditions.push(idIn(d.vehicleId, filter.vehicleIds));
  if (filter.materialIds?.length) conditions.push(idIn(d.materialId, filter.materialIds));
  if (filter.loadingAreaIds?.length) conditions.push(idIn(d.loadingAreaId, filter.loadingAreaIds));
  if (filter.polygonIds?.length) conditions.push(idIn(d.polygonId, filter.polygonIds));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(canBeInDocumentNumber(filter.search, filter.numberFormats) ? sql`(${numberMatch(filter.search, filter.numberFormats)} or ${ticketTextsMatch(pattern)})` : ticketTextsMatch(pattern));
  }
  return conditions;
}

/**
 * The documents whose number contains the searched text. A text that begins like a number ('SD-2026-0001')
 * is found through the numbering's index (year, sequence), in as many steps as it matches: the number's
 * trigram index would read every number of the year. Any other text goes through the trigram index.
 */
export function numberMatch(search: string, formats: SetFormats, documents: typeof d | typeof scaleDocuments = d): SQL {
  const range = numbersBeginningWith(search, formats);
  if (!range) return sql`${documents.documentNumber} ilike ${likePattern(search)}`;
  // The check that the number does begin so, written as no trigram index serves it: the planner would
  // otherwise read the trigram index rather than the range.
  const begins = sql`starts_with(upper(${documents.documentNumber}), ${search.toUpperCase()})`;
  const years = sql`${documents.documentYear} between ${range.years[0]} and ${range.years[1]}`;
  if (!range.sequences) return sql`(${years} and ${begins})`;
  if (!range.sequences.length) return sql`false`;
  const sequences = sql.join(
    range.sequences.map(([low, high]) => sql`${documents.orderSequence} between ${low} and ${high}`),
    sql` or `,
  );
  return sql`(${years} and (${sequences}) and ${begins})`;
}

/**
 * A load's searched texts besides its number: plate, driver, material and card. The search totals
 * (dimension 'search', apps/server/sql/report-totals.sql) keep the same four texts per combination.
 */
export const ticketTextsMatch = (pattern: string) => sql`(${d.registrationNumber} ilike ${pattern}
  or coalesce(${d.driverName}, '') || ' ' || coalesce(${d.driverSurname}, '') ilike ${pattern}
  or ${d.materialName} ilike ${pattern} or coalesce(${d.rfidCardNumber} ilike ${pattern}, false))`;

/** Whether a filter lists taras at all: not with a load-only filter (a material, a place), nor among the voided documents. */
export function listsTaras(filter: DocumentFilter): boolean {
  return !(filter.materialIds?.length || filter.loadingAreaIds?.length || filter.polygonIds?.length || filter.status === 'voided');
}

/** The vehicles whose plate a search pattern matches, as an array for `= any(...)`: a tara is found by its vehicle's plate. */
export const vehiclesWithPlate = (pattern: string) => sql`array(select vehicle_id from vehicles where registration_number ilike ${pattern})`;

/** A tara found by its vehicle's plate or its card, on a tara's row or on the tara totals' (dimension 'tara_search'). */
export const plateOrCardMatch = (pattern: string, vehicle: SQL, card: SQL) =>
  sql`(${vehicle} = any(${vehiclesWithPlate(pattern)}) or coalesce(${card} ilike ${pattern}, false))`;

/** Conditions on tara weighings (alias t, vehicle v); none match when the filter lists no taras. */
export function taraConditions(filter: DocumentFilter): SQL[] {
  if (!listsTaras(filter)) return [sql`false`];
  const conditions = dateConditions(t.weighedAt, filter);
  if (filter.vehicleIds?.length) conditions.push(idIn(t.vehicleId, filter.vehicleIds));
  if (filter.search && canBeInTaraNumber(filter.search)) {
    // The same match as the plate, the card or the TARA- number containing the text, written so that the
    // vehicles' index and the taras' trigram index (tara_weighings_search_idx) can find the rows.
    const pattern = likePattern(filter.search);
    conditions.push(sql`(${t.vehicleId} = any(${vehiclesWithPlate(pattern)})
      or (${taraSearchText(t)} ilike ${pattern} and (${t.rfidCardNumber} ilike ${pattern} or ${taraNumber(t.taraNumber)} ilike ${pattern})))`);
  } else if (filter.search) {
    // No number holds the text: a tara is found by its plate or its card, and only the vehicles the tara
    // totals name (a row per vehicle and card) have such taras, read through the vehicle's index.
    const pattern = likePattern(filter.search);
    const key = rollupKeys('tara_search');
    conditions.push(sql`${t.vehicleId} = any(array(select r.vehicle_id from ${rollupRows('tara_search', {}, { where: [plateOrCardMatch(pattern, key('vehicle_id'), key('card'))] })}))`);
    conditions.push(plateOrCardMatch(pattern, sql`${t.vehicleId}`, sql`${t.rfidCardNumber}`));
  }
  return conditions;
}

/** Whether the trigram index of the fields' joined text finds a search's documents (see listedDocumentConditions). */
const joinedTextServes = (search: string, formats: SetFormats) => [...search].length >= 3 && !numbersBeginningWith(search, formats);

/** The fields' joined text (the trigram index's expression), which holds the search whenever one of the fields does. */
const joinedTextMatch = (search: string) => sql`${documentSearchText(d)} ilike ${likePattern(search)}`;

/**
 * The count's conditions on load documents (count-repository.ts, where no totals hold them: a range, a
 * place): the joined text's too where its index serves, so that the planner may read it; never the list's
 * candidates, which for a common text would be most of the history.
 */
export function countedDocumentConditions(filter: DocumentFilter): SQL[] {
  const conditions = documentConditions(filter);
  if (filter.search && joinedTextServes(filter.search, filter.numberFormats)) conditions.push(joinedTextMatch(filter.search));
  return conditions;
}

/**
 * The list's conditions on load documents, for a page read through the indexes rather than in time order
 * (see searchInTimeOrder): a search also says where its documents can be found. Mostly by the fields'
 * joined text (the trigram index's expression), which matches whenever one of the fields does. That
 * index serves no text of fewer than three characters, and a text that begins like a number shares its
 * trigrams with every number of the year: those are found by their number (numberMatch), by the vehicles
 * of the combinations of texts the search totals say they match, and among the few documents the totals
 * leave out (not completed, or an import's not added yet), each index read as far as its matches go.
 */
export function listedDocumentConditions(filter: DocumentFilter): SQL[] {
  const conditions = documentConditions(filter);
  const search = filter.search;
  if (!search) return conditions;
  // The voided documents are not in the search totals: their list is short anyway.
  if (joinedTextServes(search, filter.numberFormats) || filter.status === 'voided') {
    conditions.push(joinedTextMatch(search));
    return conditions;
  }
  // The candidates' ids first, each part through its own index; the page then reads them by id and sorts
  // the few it gets, where a condition with alternatives would have the planner walk the whole list in order.
  const all = scaleDocuments;
  const parts = [
    ...(canBeInDocumentNumber(search, filter.numberFormats) ? [sql`select ${all.id} from ${all} where ${numberMatch(search, filter.numberFormats, all)}`] : []),
    sql`select ${all.id} from ${all} where ${all.vehicleId} = any(${vehiclesInSearchTotals(search)})`,
    sql`select ${all.id} from ${all} where ${all.voidedAt} is null and not ${countedDocument(all)}`,
    PENDING_DOCUMENT_IDS,
  ];
  conditions.push(sql`${d.id} = any(array(${sql.join(parts, sql` union all `)}))`);
  return conditions;
}
