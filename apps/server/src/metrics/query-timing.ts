/**
 * Times every database query in one place. Each query Drizzle runs, on either engine, inside a
 * transaction or not, goes through its prepared query's `queryWithCache(sql, params, run)`, where `run`
 * is the driver call; wrapping that method measures the database's answer without touching a repository.
 * The method is Drizzle's internal, so starting without it fails loudly (and the monitoring tests check
 * that queries are counted) rather than the metric silently going flat after an upgrade.
 */
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { observeQuery } from './live-figures.js';

type RunQuery = () => Promise<unknown>;
type PreparedQueryInternals = {
  queryWithCache: (statement: string, params: unknown[], run: RunQuery) => Promise<unknown>;
};

let installed = false;

export function timeDatabaseQueries(): void {
  if (installed) return;
  const prototype = PgPreparedQuery.prototype as unknown as PreparedQueryInternals;
  const original = prototype.queryWithCache;
  if (typeof original !== 'function') throw new Error('drizzle-orm changed: PgPreparedQuery.queryWithCache is gone; update query-timing.ts');
  prototype.queryWithCache = function timedQuery(this: unknown, statement, params, run) {
    return original.call(this, statement, params, async () => {
      const started = performance.now();
      try {
        return await run();
      } finally {
        observeQuery(statement, performance.now() - started);
      }
    });
  };
  installed = true;
}
