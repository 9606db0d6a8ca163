/** Queries of the database settings: statistics, and the business tables read, emptied and filled as a whole. */
import { and, asc, desc, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { DatabaseStats } from '@weighbridge/contract/database';
import { BACKUP_FILE_REFUSALS } from '@weighbridge/contract/backups';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import { auditLog, users } from '../../db/schema.js';
import { drivers } from '../../db/tables/drivers.js';
import { idempotencyKeys } from '../../db/tables/idempotency.js';
import { loadingAreas } from '../../db/tables/loading-areas.js';
import { materials } from '../../db/tables/materials.js';
import { documentChain, scaleDocuments } from '../../db/tables/scale-documents.js';
import { unloadingStations } from '../../db/tables/unloading-stations.js';
import { vehicles } from '../../db/tables/vehicles.js';
import { BackupFileError } from './backup-file.js';
import { BUSINESS_TABLES, type BusinessTable, CHAIN_HEAD } from './business-tables.js';

export async function countStats(executor: Executor): Promise<DatabaseStats> {
  const counted = { scaleDocuments, vehicles, drivers, materials, loadingAreas, unloadingStations };
  const [row] = await queryRows<DatabaseStats>(
    executor,
    sql`select ${sql.join(
      Object.values(counted).map((table) => sql`(select count(*)::int from ${table}) as ${sql.identifier(getTableName(table))}`),
      sql`, `,
    )}`,
  );
  return row!;
}

/** Rows of each business table, by table name. */
export async function countBusinessRows(executor: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name, table } of BUSINESS_TABLES) {
    const [row] = await queryRows<{ count: number }>(executor, sql`select count(*)::int as count from ${table}`);
    counts[name] = row!.count;
  }
  return counts;
}

/**
 * Whether the site holds a record of its own yet (a document, a tara, a vehicle, a material...): a fresh
 * install, or a database just cleared, holds none. Each table is asked whether it has a row, not counted.
 */
export async function holdsBusinessRecords(executor: Executor): Promise<boolean> {
  const tables = BUSINESS_TABLES.filter((entry) => entry.records);
  const [row] = await queryRows<{ holds: boolean }>(
    executor,
    sql`select ${sql.join(
      tables.map(({ table }) => sql`exists (select 1 from ${table})`),
      sql` or `,
    )} as holds`,
  );
  return row!.holds;
}

/** Keeps every writer out of the business tables until the transaction ends; readers may go on. */
export async function lockBusinessTables(tx: Tx): Promise<void> {
  const tables = [...BUSINESS_TABLES.map((entry) => entry.table), CHAIN_HEAD.table, idempotencyKeys];
  await tx.execute(sql`lock table ${sql.join(tables, sql`, `)} in exclusive mode`);
}

/** One page of a table's rows as PostgreSQL's JSON text, in key order after `after`. */
export async function pageOfRows(executor: Executor, entry: BusinessTable | typeof CHAIN_HEAD, after: unknown, limit: number) {
  const { table, key } = entry;
  const from = after === undefined ? sql`` : sql`where ${key} > ${after}`;
  return queryRows<{ key: unknown; line: string }>(
    executor,
    sql`select ${key} as key, row_to_json(${table})::text as line from ${table} ${from} order by ${key} limit ${limit}`,
  );
}

/** Deletes every business row and answers how many each table held; the chain head starts again. */
export async function deleteBusinessRows(tx: Tx): Promise<Record<string, number>> {
  await tx.delete(idempotencyKeys);
  // The report totals go as a whole: taking each deleted document off them one by one would cost minutes
  // on a big site, for totals that end at nothing anyway.
  await tx.execute(sql`select set_config('weighbridge.rollups', 'paused', true)`);
  // The documents' amendments are append-only, except to a clear, which says so for its own transaction.
  await tx.execute(sql`select set_config('weighbridge.clearing', 'on', true)`);
  await tx.execute(sql`delete from weighing_rollups`);
  await tx.execute(sql`delete from rollup_pending_documents`);
  const deleted: Record<string, number> = {};
  for (const { name, table } of [...BUSINESS_TABLES].reverse()) {
    const [row] = await queryRows<{ count: number }>(tx, sql`with gone as (delete from ${table} returning 1) select count(*)::int as count from gone`);
    deleted[name] = row!.count;
  }
  await tx.update(documentChain).set({ lastDocumentId: null, lastSignature: null, lastPosition: 0 }).where(eq(documentChain.id, 1));
  await tx.execute(sql`select set_config('weighbridge.rollups', '', true)`);
  await tx.execute(sql`select set_config('weighbridge.clearing', '', true)`);
  return deleted;
}

/** Inserts rows of a backup; columns the backup lacks take their defaults, columns this database lacks are refused. */
export async function insertRows(tx: Tx, entry: BusinessTable, lines: readonly string[]): Promise<void> {
  const tableColumns = Object.values(getTableColumns(entry.table));
  const known = new Set(tableColumns.map((column) => column.name));
  // A generated column (a stop's machine key) is computed again from the row, never inserted.
  const generated = new Set(tableColumns.filter((column) => column.generated).map((column) => column.name));
  const columns = Object.keys(JSON.parse(lines[0]!) as object).filter((column) => !generated.has(column));
  const unknown = columns.find((column) => !known.has(column));
  if (unknown) throw new BackupFileError(BACKUP_FILE_REFUSALS.unknownColumn(entry.name, unknown));
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const json = `[${lines.join(',')}]`;
  const filled = Object.entries(entry.filled ?? {}).filter(([column]) => !columns.includes(column));
  const into = sql.join([list, ...filled.map(([column]) => sql.identifier(column))], sql`, `);
  const values = sql.join([list, ...filled.map(([, value]) => value)], sql`, `);
  await tx.execute(sql`insert into ${entry.table} (${into}) select ${values} from json_populate_recordset(null::${entry.table}, ${json}::json)`);
}

/** Sets the head of the signature chain to a backup's; one written before the head had a place takes the last document's. */
export async function setChainHead(tx: Tx, line: string): Promise<void> {
  const head = JSON.parse(line) as { last_document_id: number | null; last_signature: string | null; last_position?: number };
  await tx
    .update(documentChain)
    .set({
      lastDocumentId: head.last_document_id,
      lastSignature: head.last_signature,
      lastPosition: head.last_position ?? sql`(select coalesce(max(${scaleDocuments.chainPosition}), 0) from ${scaleDocuments})`,
    })
    .where(eq(documentChain.id, 1));
}

/**
 * Moves each id sequence past the highest id restored, so that new records do not collide with them.
 * A sequence is never moved back: ids used before a clear stay unused, so the audit trail's ids stay unique.
 */
export async function raiseIdSequences(tx: Tx): Promise<void> {
  const highest = (entry: BusinessTable) => sql`(select max(${entry.key}) from ${entry.table})`;
  for (const entry of BUSINESS_TABLES.filter((candidate) => candidate.ids === 'serial')) {
    await raiseSequence(tx, sql`pg_get_serial_sequence(${entry.name}, ${entry.key.name})::regclass`, highest(entry));
  }
  const weighings = BUSINESS_TABLES.filter((candidate) => candidate.ids === 'weighing_id_seq');
  await raiseSequence(tx, sql`${'weighing_id_seq'}::regclass`, sql`greatest(${sql.join(weighings.map(highest), sql`, `)})`);
}

async function raiseSequence(tx: Tx, sequence: SQL, highestId: SQL): Promise<void> {
  await tx.execute(sql`
    select setval(s.seq, m.highest)
    from (select ${sequence} as seq) s, (select ${highestId} as highest) m
    where m.highest > coalesce(
      (select p.last_value from pg_sequences p where format('%I.%I', p.schemaname, p.sequencename)::regclass = s.seq), 0)`);
}

export function listUsers(executor: Executor): Promise<{ id: number; username: string }[]> {
  return executor.select({ id: users.id, username: users.username }).from(users).orderBy(asc(users.id));
}

/**
 * The audit trail records each scheduled backup against the time it was due (entity 'scheduled_backup',
 * id that time in ISO form, which sorts as time does): whichever server took it, every server reads it.
 */
export const SCHEDULED_BACKUP_ENTITY = 'scheduled_backup';

export type ScheduledBackupRecord = { slot: string; at: Date; outcome: string; details: unknown };

export async function scheduledBackupRecorded(executor: Executor, slot: Date): Promise<boolean> {
  const rows = await executor
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, SCHEDULED_BACKUP_ENTITY), eq(auditLog.entityId, slot.toISOString())))
    .limit(1);
  return rows.length > 0;
}

/** The schedule's last attempt, or its last success. */
export async function lastScheduledBackup(executor: Executor, outcome?: 'success'): Promise<ScheduledBackupRecord | undefined> {
  const [row] = await executor
    .select({ slot: auditLog.entityId, at: auditLog.occurredAt, outcome: auditLog.outcome, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, SCHEDULED_BACKUP_ENTITY), outcome ? eq(auditLog.outcome, outcome) : undefined))
    .orderBy(desc(auditLog.entityId))
    .limit(1);
  return row ? { ...row, slot: row.slot! } : undefined;
}
