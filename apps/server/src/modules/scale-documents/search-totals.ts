/**
 * The combinations of plate, driver, material and card a search matches, as the search totals keep them
 * (dimension 'search', all time: ticket_texts is a JSON array of the four texts as the tickets wrote them).
 * The count adds up their loads (count-repository.ts); the list finds a rare text's documents through their
 * vehicles (history-filter.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { rollupKeys, rollupRows } from '../rollups/public.js';
import { keyIn, likePattern } from './filter-sql.js';

// eslint-disable-next-line no-control-regex -- the characters JSON escapes in a string
const JSON_ESCAPED = /["\\\u0000-\u001f]/;
/** What the array's own text has besides its fields: brackets, and a comma between quotes. */
const JSON_SYNTAX = /[[\],]/;

/**
 * Whether the search is in one of the four texts of a combination's JSON array. Reading the array is
 * what costs, and a history holds tens of thousands of combinations: a text that JSON writes as it is and
 * that holds none of the array's own characters is in a field exactly when it is in the array's text, as
 * long as no field was escaped (no backslash in the text); only the others are read as an array.
 */
export function ticketTextsIn(texts: SQL, search: string): SQL {
  const pattern = likePattern(search);
  const inAField = sql`exists (select from jsonb_array_elements_text(${texts}::jsonb) field where field ilike ${pattern})`;
  if (JSON_ESCAPED.test(search)) return inAField;
  if (JSON_SYNTAX.test(search)) return sql`(${texts} ilike ${pattern} and ${inAField})`;
  return sql`(${texts} ilike ${pattern} and (strpos(${texts}, '\\') = 0 or ${inAField}))`;
}

/** The search totals' conditions for a search: its text, and the vehicles and materials chosen with it. */
export function searchTotalsWhere(search: string, chosen: { vehicleIds?: number[] | undefined; materialIds?: number[] | undefined }): SQL[] {
  const key = rollupKeys('search');
  return [...keyIn(key('vehicle_id'), chosen.vehicleIds), ...keyIn(key('material_id'), chosen.materialIds), ticketTextsIn(key('ticket_texts'), search)];
}

/** The vehicles of the combinations a search matches, as an array for `= any(...)`. */
export function vehiclesInSearchTotals(search: string): SQL {
  return sql`array(select distinct r.vehicle_id from ${rollupRows('search', {}, { where: searchTotalsWhere(search, {}) })})`;
}
