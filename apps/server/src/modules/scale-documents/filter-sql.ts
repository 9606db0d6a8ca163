/** Pieces of a history filter's SQL that the filter, its counts and the search totals all use. */
import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';

/** The ilike pattern of a text searched anywhere in a field, its own % and _ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

export const idIn = (column: AnyPgColumn | SQL, ids: number[]) => sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;

/** The rows whose key is one of the chosen ids; every row when none is chosen. */
export const keyIn = (key: SQL, ids: number[] | undefined) => (ids?.length ? [idIn(key, ids)] : []);
