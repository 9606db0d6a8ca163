/** Queries of the import: what the history already holds, looked up for a whole file at once. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import { documentChain } from '../scale-documents/schema.js';
import { vehicles } from '../vehicles/schema.js';

/**
 * Takes the lock every new document takes (the chain's head), for the import's own documents: weighings
 * wait from here until the import commits.
 */
export async function lockDocumentIssuing(tx: Tx): Promise<void> {
  await tx.select({ id: documentChain.id }).from(documentChain).where(eq(documentChain.id, 1)).for('update');
}

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

/** Any number that stands for the import in PostgreSQL's advisory locks; no other lock of the application uses it. */
const IMPORT_LOCK_ID = 0x696d706f;

/**
 * Held by an import's transaction from its start to its commit: two imports of one file run one after the
 * other, and the second finds what the first wrote, while weighings go on until the import's documents
 * are written (lockDocumentIssuing).
 */
export async function lockImports(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
}

/** Vehicles locked by one statement: well within the parameters a statement may carry. */
const VEHICLES_PER_LOCK = 5000;

/**
 * Locks the vehicles the import's documents name as their foreign keys would (key share), before the
 * numbering lock. A weighing locks its vehicle and then the numbering; an import that met a weighing's
 * vehicle only in its documents' foreign-key checks, holding the numbering, would deadlock with it.
 */
export async function lockNamedVehicles(tx: Tx, vehicleIds: readonly number[]): Promise<void> {
  const ids = [...new Set(vehicleIds)].filter((id) => id > 0);
  for (let start = 0; start < ids.length; start += VEHICLES_PER_LOCK) {
    const slice = ids.slice(start, start + VEHICLES_PER_LOCK);
    await tx.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, slice)).orderBy(asc(vehicles.id)).for('key share');
  }
}
