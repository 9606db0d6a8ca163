/**
 * A report's long table read a page at a time (Driver Activity's pairs, Drilling's blasts): the rows of the page
 * asked for, and which page the answer holds. Without a page a table is read whole, as the report's files are.
 */
import { type SQL, sql } from 'drizzle-orm';

/** The rows of a page: `limit` rows after the first `offset`. */
export type TablePage = { limit: number; offset: number };

/** Page `page` (from 1) of `size` rows; none when no page is asked for. */
export function tablePage(page: number | undefined, size: number): TablePage | undefined {
  return page === undefined ? undefined : { limit: size, offset: (page - 1) * size };
}

/** A query's `limit ... offset ...` for the page, or nothing for the whole table. */
export const pageClause = (page: TablePage | undefined): SQL => (page ? sql`limit ${page.limit} offset ${page.offset}` : sql``);

/** Which page an answer holds, of how many, of `total` rows; the whole table reads as its one page. */
export function pagesOf(page: TablePage | undefined, total: number): { page: number; limit: number; pages: number; total: number } {
  const limit = page?.limit ?? Math.max(total, 1);
  return { page: page ? page.offset / page.limit + 1 : 1, limit, pages: Math.ceil(total / limit), total };
}
