/**
 * Applies the site calendar's file (apps/server/sql/site-calendar.sql) after the versioned migrations, at
 * every start, in one transaction under the migrations' lock (the caller holds it), before the report totals'
 * file so that a total may use it. Its functions hold no data: replacing them is all there is to do.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { definedFunctions, splitStatements, sqlFilePath } from './sql-files.js';

const FILE_NAME = 'site-calendar.sql';

export type SiteCalendarFile = {
  statements: string[];
  /** The functions the file defines, by name, with each one's body. */
  functions: Map<string, string>;
};

export function readSiteCalendar(): SiteCalendarFile {
  const text = readFileSync(sqlFilePath(FILE_NAME), 'utf8');
  return { statements: splitStatements(text, FILE_NAME), functions: definedFunctions(text) };
}

type Executor = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export async function applySiteCalendar(db: Executor): Promise<void> {
  const file = readSiteCalendar();
  await db.transaction(async (tx) => {
    for (const statement of file.statements) await tx.execute(sql.raw(statement));
  });
}
