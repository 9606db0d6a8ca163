/**
 * Statements of the hot paths, built once rather than on every request: the query builder does its work
 * once, and a named statement is parsed and planned by the PostgreSQL server once per connection
 * (node-postgres prepares it on first use on each connection).
 */
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './database.js';

/** A statement of the query builder, prepared on the database itself (a transaction's run on its own connection: see namedStatement). */
export function preparedPerDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * Plain SQL with named placeholders (`sql.placeholder('vehicleId')`), its text built at the first call and
 * sent under `name`, on the database or inside a transaction: on the connection a transaction holds, the
 * server plans it once too. Rows come as the driver gives them (timestamps and numerics as text).
 * @example const statement = namedStatement<{ id: number }>('vehicle_ids', sql`select ... where id = ${sql.placeholder('id')}`);
 *          const rows = await statement(tx, { id: 7 });
 */
export function namedStatement<Row>(name: string, statement: SQL): (executor: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (executor, values) => {
    query ??= dialect.sqlToQuery(statement);
    const result = await executor._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
