/**
 * How many rows the weighing history lists for a filter, and the net kg of its completed loads, exactly
 * as the list (list-repository.ts) shows them: from the running totals where they hold the rows, and from
 * the tables for the rest.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { siteMidnight } from '../../db/site-days.js';
import { addDays, momentWindow, pendingDocument, rollupKeys, type RollupPeriod, rollupRows, withQuietEnd } from '../rollups/public.js';
import type { RollupDimension } from '../../db/tables/rollups.js';
import {
  d,
  countedDocumentConditions,
  DOCUMENTS,
  type DocumentFilter,
  documentConditions,
  t,
  listsTaras,
  numberMatch,
  TARAS,
  taraConditions,
  ticketTextsMatch,
  plateOrCardMatch,
  where,
} from './history-filter.js';
import { taraNumber, taraSearchText } from '../../db/tables/weighing.js';
import { canBeInTaraNumber } from '@weighbridge/contract/weighing';
import { keyIn, likePattern } from './filter-sql.js';
import { searchTotalsWhere } from './search-totals.js';
import { countedDocument } from '../../db/tables/scale-documents.js';
import { canBeInDocumentNumber } from '../../ledger/number-formats.js';

/**
 * Where the rows a filter matches are counted from. The running totals hold the completed, not voided loads
 * and the taras by whole site day, per vehicle, material, loading area and polygon; a document that is
 * neither completed nor voided, and the last day of a range with an end (counted with the list's own
 * bounds), are read from the tables. A search has totals of its own (searchSource); vehicles together with
 * materials have none.
 */
type TotalsSource = { dimension: RollupDimension; where: SQL[]; search?: string };

/** Key 0 of a polygon is "no polygon", which no polygon filter matches. */
const somePolygon = (key: SQL, ids: number[] | undefined) => (ids?.length ? [sql`${key} <> 0`] : []);

function totalsSource(filter: DocumentFilter): TotalsSource | undefined {
  const { vehicleIds: vehicles, materialIds: materials, loadingAreaIds: areas, polygonIds: polygons } = filter;
  const byPlace = Boolean(areas?.length || polygons?.length);
  // The totals hold no voided document: the few there are are counted from the table. A window of moments
  // (a shift) is within a day or two: its documents are counted from the table too.
  if (filter.status === 'voided' || momentWindow(filter)) return undefined;
  if (filter.search) return searchSource(filter);
  if (materials?.length && vehicles?.length) return undefined;
  if (materials?.length && !byPlace) return { dimension: 'material', where: keyIn(rollupKeys('material')('material_id'), materials) };
  if (materials?.length) {
    const key = rollupKeys('material_area_polygon');
    return {
      dimension: 'material_area_polygon',
      where: [...keyIn(key('material_id'), materials), ...keyIn(key('loading_area_id'), areas), ...keyIn(key('polygon_id'), polygons), ...somePolygon(key('polygon_id'), polygons)],
    };
  }
  if (byPlace) {
    const key = rollupKeys('area_polygon_vehicle');
    return {
      dimension: 'area_polygon_vehicle',
      where: [...keyIn(key('loading_area_id'), areas), ...keyIn(key('polygon_id'), polygons), ...somePolygon(key('polygon_id'), polygons), ...keyIn(key('vehicle_id'), vehicles)],
    };
  }
  return vehicles?.length ? { dimension: 'vehicle', where: keyIn(rollupKeys('vehicle')('vehicle_id'), vehicles) } : { dimension: 'total', where: [] };
}

/**
 * A search over the whole history (a vehicle or a material may be chosen too) reads the all-time totals
 * of each combination of plate, driver, material and card that it matches (dimension 'search': ticket_texts
 * is a JSON array of the four texts as the tickets wrote them); a range or a place is counted from the
 * documents. The documents matched by their number alone are counted by searchScanned.
 */
function searchSource(filter: DocumentFilter): TotalsSource | undefined {
  const search = filter.search!;
  if (filter.startDate || filter.endDate || filter.loadingAreaIds?.length || filter.polygonIds?.length) return undefined;
  return { dimension: 'search', where: searchTotalsWhere(search, filter), search };
}

/** The taras a filter matches, counted. */
const taraCount = (conditions: SQL[]) => sql`(select count(*) from ${TARAS} ${where(conditions)})`;

/**
 * The taras a search over the whole history matches: those found by their vehicle's plate or their card
 * from the totals (dimension 'tara_search', a row per vehicle and card), and those found by their number
 * alone from the table (none when the text cannot be part of a tara number), through the trigram index.
 */
function searchedTaras(filter: DocumentFilter, search: string): SQL {
  if (!listsTaras(filter)) return sql`0`;
  const pattern = likePattern(search);
  const key = rollupKeys('tara_search');
  const byPlateOrCard = [...keyIn(key('vehicle_id'), filter.vehicleIds), plateOrCardMatch(pattern, key('vehicle_id'), key('card'))];
  const fromTotals = sql`(select coalesce(sum(r.taras), 0) from ${rollupRows('tara_search', {}, { where: byPlateOrCard })})`;
  if (!canBeInTaraNumber(search)) return fromTotals;
  const byNumberAlone = taraCount([
    ...taraConditions({ ...filter, search: undefined }),
    sql`${taraSearchText(t)} ilike ${pattern}`,
    sql`${taraNumber(t.taraNumber)} ilike ${pattern}`,
    sql`not ${plateOrCardMatch(pattern, sql`${t.vehicleId}`, sql`${t.rfidCardNumber}`)}`,
  ]);
  return sql`${fromTotals} + ${byNumberAlone}`;
}

/** How many completed documents match, and their net kg, in one pass. */
const completedOutsideTotals = (conditions: SQL[]) =>
  sql`select count(*) as documents, coalesce(sum(${d.netWeightKg}), 0) as weight from ${DOCUMENTS} ${where([...conditions, countedDocument(d)])}`;

/**
 * What the search totals leave out: completed documents that match by their number and by nothing else
 * (none when the text cannot be part of a number), those an import has not added to the totals yet, and
 * the documents that are not completed; and the taras. Written without the joined search text, so that the
 * documents are found through the number's trigram index and the unsettled and pending documents' keys.
 */
function searchScanned(filter: DocumentFilter, search: string): SQL {
  const pattern = likePattern(search);
  const byNumberAlone = canBeInDocumentNumber(search, filter.numberFormats)
    ? completedOutsideTotals([...documentConditions(filter), numberMatch(search, filter.numberFormats), sql`not ${ticketTextsMatch(pattern)}`])
    : sql`select 0 as documents, 0 as weight`;
  const pending = completedOutsideTotals([...documentConditions(filter), pendingDocument(d.id), ticketTextsMatch(pattern)]);
  return sql`select
      numbered.documents + pending.documents + (select count(*) from ${DOCUMENTS} ${where([...documentConditions(filter), sql`not ${countedDocument(d)}`])}) as documents,
      numbered.weight + pending.weight as weight, ${searchedTaras(filter, search)} as taras
    from (${byNumberAlone}) numbered, (${pending}) pending`;
}

/** The site days before the range's last day, or the whole range when it has no end. */
const rolledUpPeriod = (filter: DocumentFilter): RollupPeriod => ({ startDate: filter.startDate, endDate: filter.endDate && addDays(filter.endDate, -1) });

/** The totals of the rolled-up period (see withQuietEnd for `period.quietAfter`). */
function rolledUp(period: RollupPeriod, source: TotalsSource): SQL {
  return sql`select coalesce(sum(r.loads), 0) as loads, coalesce(sum(r.weight_kg), 0) as weight, coalesce(sum(r.taras), 0) as taras
             from ${rollupRows(source.dimension, period, { where: source.where })}`;
}

/**
 * The rows the totals do not hold: every row without totals; else the range's last day, the documents an
 * import has not added to the totals yet (before the last day) and the unsettled documents.
 */
function scanned(filter: DocumentFilter, source: TotalsSource | undefined): SQL {
  if (source?.search) return searchScanned(filter, source.search);
  const documents = countedDocumentConditions(filter);
  const taras = taraConditions(filter);
  if (!source) {
    // One pass over the matching documents for both their count and their weight.
    return sql`select matched.documents, matched.weight, ${taraCount(taras)} as taras
        from (select count(*) as documents, coalesce(sum(${d.netWeightKg}) filter (where ${countedDocument(d)}), 0) as weight
              from ${DOCUMENTS} ${where(documents)}) matched`;
  }
  const lastDay = filter.endDate ? siteMidnight(filter.endDate, filter.timeZone) : undefined;
  const onLastDay = (column: SQL) => (lastDay ? sql`${column} >= ${lastDay}` : sql`false`);
  const pendingBefore = [...documents, pendingDocument(d.id), sql`not ${onLastDay(sql`${d.secondWeighAt}`)}`];
  return sql`select
      last_day.documents + pending.documents
        + (select count(*) from ${DOCUMENTS} ${where([...documents, sql`not ${countedDocument(d)}`])}) as documents,
      last_day.weight + pending.weight as weight,
      ${taraCount([...taras, onLastDay(sql`${t.weighedAt}`)])} as taras
    from (${completedOutsideTotals([...documents, onLastDay(sql`${d.secondWeighAt}`)])}) last_day, (${completedOutsideTotals(pendingBefore)}) pending`;
}

/** The rows a filter matches (load documents and taras, and both together) and the net kg of its completed loads, exactly as the list shows them. */
export async function countDocuments(executor: Executor, filter: DocumentFilter): Promise<{ total: number; documents: number; taras: number; totalWeight: number }> {
  const source = totalsSource(filter);
  const totals = source ? rolledUp(await withQuietEnd(executor, rolledUpPeriod(filter)), source) : sql`select 0 as loads, 0 as weight, 0 as taras`;
  const [row] = await queryRows<{ documents: string; taras: string; weight: string }>(
    executor,
    sql`select totals.loads + scanned.documents as documents, totals.taras + scanned.taras as taras, totals.weight + scanned.weight as weight
        from (${totals}) totals, (${scanned(filter, source)}) scanned`,
  );
  const documents = Number(row?.documents ?? 0);
  const taras = Number(row?.taras ?? 0);
  return { total: documents + taras, documents, taras, totalWeight: Number(row?.weight ?? 0) };
}
