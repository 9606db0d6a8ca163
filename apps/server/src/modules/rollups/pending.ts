/**
 * An import's totals, added once it has been written. Its batches defer theirs (deferTotals): the documents
 * wait in rollup_pending_documents, which the documents list counts from the documents themselves, and the
 * whole import's totals are then added a chunk at a time (settlePendingTotals). The SQL side is in
 * apps/server/sql/report-totals.sql (weighing_rollups_settle).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, queryRows, type Tx } from '../../db/database.js';
import { rollupPendingDocuments } from '../../db/tables/rollups.js';

/**
 * Documents whose totals one transaction adds. Each transaction holds the row locks of the totals it adds
 * to (the month, year and all-time rows a weighing adds to as well) until it commits, and on the embedded
 * engine its one connection: a weighing beside the settling waits for one chunk. On a busy two-core machine
 * this many documents take about half a second there (10,000 took up to 1.4 s), and a tenth on PostgreSQL.
 */
const SETTLE_CHUNK = 5_000;

/** For the rest of the transaction, documents inserted wait for settlePendingTotals instead of adding to the totals. */
export async function deferTotals(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('weighbridge.rollups', 'deferred', true)`);
}

/**
 * Adds the totals of every pending document, a chunk per transaction; answers how many it added. Between
 * two chunks `between` lets others go first (an import's writer gives way to weighings in progress, which on
 * the embedded engine would otherwise wait for every chunk queued on its one connection before them).
 */
export async function settlePendingTotals(db: Db, between: () => Promise<void> = async () => {}): Promise<number> {
  let settled = 0;
  for (;;) {
    const [row] = await queryRows<{ settled: number }>(db, sql`select weighing_rollups_settle(${SETTLE_CHUNK}) as settled`);
    if (!row?.settled) return settled;
    settled += row.settled;
    await between();
  }
}

/** The ids of the documents still pending (their totals not added yet), as a statement for `in` or `union`. */
export const PENDING_DOCUMENT_IDS = sql`select ${rollupPendingDocuments.documentId} from ${rollupPendingDocuments}`;

/** A document still pending, for `where`: the few pending ids read first, then the documents by their key. */
export const pendingDocument = (id: AnyPgColumn | SQL): SQL => sql`${id} = any(array(${PENDING_DOCUMENT_IDS}))`;
