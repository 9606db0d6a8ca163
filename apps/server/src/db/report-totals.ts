/**
 * Applies the report totals' one file (apps/server/sql/report-totals.sql) after the versioned migrations, at
 * every start: in one transaction, under the migrations' lock (the caller holds it). When the definitions the
 * database held differ from the file's afterwards, every total is recomputed from the documents in the same
 * transaction, so that a changed total never lives beside totals counted the old way.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { definedFunctions, splitStatements, sqlFilePath } from './sql-files.js';

export const REPORT_TOTALS_PATH = sqlFilePath('report-totals.sql');

export type ReportTotalsFile = {
  statements: string[];
  /** The functions the file defines, by name, with each one's body (the text between its $$ quotes). */
  functions: Map<string, string>;
  triggers: string[];
};

export function readReportTotals(): ReportTotalsFile {
  const text = readFileSync(REPORT_TOTALS_PATH, 'utf8');
  const triggers = [...text.matchAll(/^CREATE OR REPLACE TRIGGER (\w+) /gm)].map((match) => match[1]!);
  return { statements: splitStatements(text, 'report-totals.sql'), functions: definedFunctions(text), triggers };
}

type Executor = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
type Tx = Parameters<Parameters<Executor['transaction']>[0]>[0];

/**
 * What the database holds of the file's functions and triggers, as one text: every overload of each
 * function name (so that an earlier version's leftover counts) and each trigger's definition.
 */
async function definitions(tx: Tx, file: ReportTotalsFile): Promise<string> {
  const functions = [...file.functions.keys()];
  const result = (await tx.execute(
    sql`select coalesce((select string_agg(pg_get_functiondef(p.oid), E'\n' order by p.proname, pg_get_function_identity_arguments(p.oid))
                         from pg_proc p
                         where p.pronamespace = current_schema()::regnamespace and p.proname = any(string_to_array(${functions.join(',')}, ','))), '')
            || coalesce((select string_agg(pg_get_triggerdef(t.oid), E'\n' order by t.tgname)
                         from pg_trigger t where not t.tgisinternal and t.tgname = any(string_to_array(${file.triggers.join(',')}, ','))), '') as text`,
  )) as unknown as { rows: { text: string }[] };
  return result.rows[0]!.text;
}

/**
 * Keeps every writer of the totals out until the transaction ends (a weighing, a void, an import's batch or
 * its settling, on this server or another), so that a recount sees every document and misses no change.
 */
export async function lockTotalsWriters(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table scale_documents, tara_weighings, rollup_settings, rollup_pending_documents in share row exclusive mode`);
}

export type ReportTotalsOutcome = 'kept' | 'installed' | 'recomputed';

export async function applyReportTotals(db: Executor): Promise<ReportTotalsOutcome> {
  const file = readReportTotals();
  return db.transaction(async (tx) => {
    // Writers of servers already running wait.
    await lockTotalsWriters(tx);
    const before = await definitions(tx, file);
    for (const statement of file.statements) await tx.execute(sql.raw(statement));
    if ((await definitions(tx, file)) === before) return 'kept';
    const zones = (await tx.execute(sql`select time_zone from rollup_settings where id = 1 and time_zone <> ''`)) as unknown as {
      rows: { time_zone: string }[];
    };
    const zone = zones.rows[0]?.time_zone;
    if (zone !== undefined) await tx.execute(sql`select weighing_rollups_rebuild(${zone})`);
    return before === '' ? 'installed' : 'recomputed';
  });
}
