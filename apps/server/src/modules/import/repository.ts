/** Queries of the import: what the history already holds, looked up for a whole file at once. */
import { asc, inArray, sql } from 'drizzle-orm';
import { IMPORT_LOCK_ID } from '../../db/advisory-locks.js';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import { vehicles } from '../../db/tables/vehicles.js';

/** The numbers among these that documents already carry. A list travels as one JSON parameter, however long. */
export async function takenDocumentNumbers(executor: Executor, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await queryRows<{ document_number: string }>(
    executor,
    sql`select document_number from scale_documents
        where document_number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`,
  );
  return new Set(rows.map((row) => row.document_number));
}

export type RecordedWeighing = { documentNumber: string; registrationNumber: string; loadAt: Date; grossWeightKg: number };

/** Documents in force weighed at any of these moments, to recognise a row imported before. */
export async function weighingsAt(executor: Executor, moments: readonly Date[]): Promise<RecordedWeighing[]> {
  if (moments.length === 0) return [];
  const rows = await queryRows<{ document_number: string; registration_number: string; second_weigh_timestamp: string | Date; full_weight_kg: string | number }>(
    executor,
    sql`select document_number, registration_number, second_weigh_timestamp, full_weight_kg from scale_documents
        where voided_at is null
          and second_weigh_timestamp in (select jsonb_array_elements_text(${JSON.stringify(moments.map((moment) => moment.toISOString()))}::jsonb)::timestamptz)`,
  );
  return rows.map((row) => ({
    documentNumber: row.document_number,
    registrationNumber: row.registration_number,
    loadAt: new Date(row.second_weigh_timestamp),
    grossWeightKg: Number(row.full_weight_kg),
  }));
}

/**
 * Held by an import's acceptance from its start to its commit: imports are accepted one after the other,
 * and each once those accepted before it are written, so that it finds what they wrote.
 */
export async function lockImports(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
}

/** Vehicles locked by one statement: well within the parameters a statement may carry. */
const VEHICLES_PER_LOCK = 5000;

/**
 * Locks the vehicles a batch of the import's documents names as their foreign keys would (key share),
 * before the numbering lock. A weighing locks its vehicle and then the numbering; a batch that met a
 * weighing's vehicle only in its documents' foreign-key checks, holding the numbering, would deadlock with it.
 */
export async function lockNamedVehicles(tx: Tx, vehicleIds: readonly number[]): Promise<void> {
  const ids = [...new Set(vehicleIds)].filter((id) => id > 0);
  for (let start = 0; start < ids.length; start += VEHICLES_PER_LOCK) {
    const slice = ids.slice(start, start + VEHICLES_PER_LOCK);
    await tx.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, slice)).orderBy(asc(vehicles.id)).for('key share');
  }
}

/**
 * Whether another transaction waits for the chain's head, the numbering's lock, which the caller holds:
 * a weighing of any server on this PostgreSQL server. A waiter for a row lock holds a lock on the row's
 * tuple while it waits, and only then; pg_locks lists it. PostgreSQL only: the embedded engine has one
 * connection, on which nothing waits for a lock.
 */
export async function chainHasWaiters(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ waiting: boolean }>(
    tx,
    sql`select exists (select 1 from pg_locks where locktype = 'tuple' and relation = 'document_chain'::regclass and pid <> pg_backend_pid()) as waiting`,
  );
  return Boolean(row?.waiting);
}
