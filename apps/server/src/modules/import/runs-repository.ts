/** Queries of accepted imports: their runs and the documents staged for them (see schema.ts). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import type { NewScaleDocument } from '../scale-documents/public.js';
import { importNamedRecords, importRuns, importStagedBatches } from './schema.js';

export type ImportRun = typeof importRuns.$inferSelect;
export type NewImportRun = Omit<typeof importRuns.$inferInsert, 'id' | 'startedAt' | 'rowsWritten' | 'finishedAt'>;

/** A document of a run as staged: its year, and everything it is issued with. */
export type StagedDocument = { year: number; document: NewScaleDocument };

/** Batches sent by one statement: each batch travels as one JSON parameter. */
const BATCHES_PER_STAGING_STATEMENT = 5;

export async function insertRun(tx: Tx, run: NewImportRun): Promise<number> {
  const [row] = await tx.insert(importRuns).values(run).returning({ id: importRuns.id });
  return row!.id;
}

/** Stages the run's documents in their order, `batchSize` to a batch. */
export async function stageDocuments(tx: Tx, runId: number, documents: readonly StagedDocument[], batchSize: number, afterEach: () => Promise<void>) {
  const batches: { run_id: number; position: number; documents: readonly StagedDocument[] }[] = [];
  for (let start = 0; start < documents.length; start += batchSize) {
    batches.push({ run_id: runId, position: batches.length, documents: documents.slice(start, start + batchSize) });
  }
  for (let start = 0; start < batches.length; start += BATCHES_PER_STAGING_STATEMENT) {
    const json = JSON.stringify(batches.slice(start, start + BATCHES_PER_STAGING_STATEMENT));
    await tx.execute(sql`insert into ${importStagedBatches} select * from json_populate_recordset(null::import_staged_batches, ${json}::json)`);
    await afterEach();
  }
}

/**
 * Names the run's master data, refusing their deletion until the run is written. Sent last in the
 * acceptance: the foreign keys' checks lock the records until the commit, and a weighing locks its vehicle.
 */
export async function nameRecords(tx: Tx, runId: number, documents: readonly StagedDocument[]): Promise<void> {
  const named = new Map<string, Record<string, number | null>>();
  const name = (column: string, id: number | null | undefined) => {
    if (id !== null && id !== undefined) named.set(`${column}|${id}`, { run_id: runId, [column]: id });
  };
  for (const { document } of documents) {
    name('vehicle_id', document.vehicleId);
    name('driver_id', document.driverId);
    name('material_id', document.materialId);
    name('loaded_area_id', document.loadingAreaId);
    name('polygon_id', document.polygonId);
    name('unloading_station_id', document.unloadingStationId);
  }
  if (named.size === 0) return;
  const json = JSON.stringify([...named.values()]);
  await tx.execute(sql`insert into ${importNamedRecords} select * from json_populate_recordset(null::import_named_records, ${json}::json)`);
}

/** Ids of the runs not yet finished, oldest first. */
export async function unfinishedRunIds(executor: Executor): Promise<number[]> {
  const rows = await executor.select({ id: importRuns.id }).from(importRuns).where(isNull(importRuns.finishedAt)).orderBy(asc(importRuns.id));
  return rows.map((row) => row.id);
}

/** The run, locked: whoever writes its next batch holds it, so that two writers of one run never take the same rows. */
export async function lockRun(tx: Tx, runId: number): Promise<ImportRun | undefined> {
  const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, runId)).for('update');
  return run;
}

export async function findRun(executor: Executor, runId: number): Promise<ImportRun | undefined> {
  const [run] = await executor.select().from(importRuns).where(eq(importRuns.id, runId));
  return run;
}

/** The run's next batch in its order: its place and its documents, as they are issued. */
export async function nextStagedBatch(tx: Tx, runId: number): Promise<{ position: number; documents: StagedDocument[] } | undefined> {
  const [row] = await tx
    .select()
    .from(importStagedBatches)
    .where(eq(importStagedBatches.runId, runId))
    .orderBy(asc(importStagedBatches.position))
    .limit(1);
  if (!row) return undefined;
  type AsStaged = { year: number; document: NewScaleDocument & { secondWeighAt: string; firstWeighAt: string | null } };
  const documents = (row.documents as AsStaged[]).map(({ year, document }) => {
    document.secondWeighAt = new Date(document.secondWeighAt) as never;
    document.firstWeighAt = document.firstWeighAt === null ? null : (new Date(document.firstWeighAt) as never);
    return { year, document: document as NewScaleDocument };
  });
  return { position: row.position, documents };
}

/**
 * Deletes a batch once written and counts it on the run; a finished run lets go of the records it named.
 */
export async function recordBatchWritten(tx: Tx, run: ImportRun, written: { position: number; numbers: readonly string[] }, finishedAt: Date | null) {
  await tx.delete(importStagedBatches).where(and(eq(importStagedBatches.runId, run.id), eq(importStagedBatches.position, written.position)));
  if (finishedAt) await tx.delete(importNamedRecords).where(eq(importNamedRecords.runId, run.id));
  await tx
    .update(importRuns)
    .set({
      rowsWritten: run.rowsWritten + written.numbers.length,
      firstDocumentNumber: run.firstDocumentNumber ?? written.numbers[0] ?? null,
      lastDocumentNumber: written.numbers.at(-1) ?? run.lastDocumentNumber,
      finishedAt,
    })
    .where(eq(importRuns.id, run.id));
}

/** Whether any run has documents left to write; a clear of the data waits until none has. */
export async function anImportIsUnwritten(executor: Executor): Promise<boolean> {
  const rows = await queryRows<{ unwritten: boolean }>(executor, sql`select exists (select 1 from ${importRuns} where ${importRuns.finishedAt} is null) as unwritten`);
  return Boolean(rows[0]?.unwritten);
}
