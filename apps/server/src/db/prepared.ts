/**
 * Statements of the hot paths, built once per database rather than on every request: the query builder
 * does its work once, and a named statement is parsed and planned by the PostgreSQL server once per
 * connection (node-postgres prepares it on first use). Only for statements on the database itself: a
 * transaction's statements run on its own connection.
 */
import type { Db } from './database.js';

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
