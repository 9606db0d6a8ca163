/** Inserting master data several rows by one statement, as the import creates what a file names. */
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

type TableWithId = PgTable & { id: PgColumn };

/**
 * Inserts the rows by one statement and answers their ids in the order of `rows` (the order a VALUES list
 * is inserted in). `toRow` maps a record's values to its row, as the single insert of its module does.
 */
export async function insertReturningIds<TTable extends TableWithId, Values>(
  executor: Executor,
  table: TTable,
  values: readonly Values[],
  toRow: (values: Values) => PgInsertValue<TTable>,
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = (await executor.insert(table).values(values.map(toRow)).returning({ id: table.id })) as { id: number }[];
  if (rows.length !== values.length) throw new Error(`insert into ${getTableName(table)} returned fewer rows`);
  return rows.map((row) => row.id);
}
