/** Queries of accepted imports: their runs and the documents staged for them (see db/tables/import.ts). */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import type { NewScaleDocument } from '../../ledger/issue.js';
import { importNamedRecords, importRuns, importStagedBatches } from '../../db/tables/import.js';

export type ImportRun = typeof importRuns.$inferSelect;
export type NewImportRun = Omit<typeof importRuns.$inferInsert, 'id' | 'startedAt' | 'rowsWritten' | 'finishedAt'>;

/** A document of a run as staged: its year, and everything it is issued with. */
export type StagedDocument = { year: number; document: NewScaleDocument };

/** Documents staged by one statement, in whole batches: each batch travels as one JSON parameter. */
const DOCUMENTS_PER_STAGING_STATEMENT = 2500;

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
  const perStatement = Math.max(1, Math.floor(DOCUMENTS_PER_STAGING_STATEMENT / batchSize));
  for (let start = 0; start < batches.length; start += perStatement) {
    const json = JSON.stringify(batches.slice(start, start + perStatement));
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

/** The unfinished runs with how many documents each has written so far, oldest first. */
export function unfinishedRunProgress(executor: Executor): Promise<{ id: number; rowsWritten: number }[]> {
  return executor
    .select({ id: importRuns.id, rowsWritten: importRuns.rowsWritten })
    .from(importRuns)
    .where(isNull(importRuns.finishedAt))
    .orderBy(asc(importRuns.id));
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

/**
 * The run's next staged batches in their order, as many as hold `documents` (at least one batch): the
 * place of the last, and their documents as they are issued.
 */
export async function nextStagedDocuments(
  tx: Tx,
  runId: number,
  batches: number,
  documents: number,
): Promise<{ lastPosition: number; documents: StagedDocument[] } | undefined> {
  const rows = await tx
    .select()
    .from(importStagedBatches)
    .where(eq(importStagedBatches.runId, runId))
    .orderBy(asc(importStagedBatches.position))
    .limit(batches);
  if (rows.length === 0) return undefined;
  type AsStaged = { year: number; document: NewScaleDocument & { secondWeighAt: string; firstWeighAt: string | null } };
  const staged: StagedDocument[] = [];
  let lastPosition = rows[0]!.position;
  // Batches staged larger than this writer's are taken whole, one at a time.
  for (const row of rows) {
    if (staged.length > 0 && staged.length + (row.documents as unknown[]).length > documents) break;
    lastPosition = row.position;
    for (const { year, document } of row.documents as AsStaged[]) {
      document.secondWeighAt = new Date(document.secondWeighAt) as never;
      document.firstWeighAt = document.firstWeighAt === null ? null : (new Date(document.firstWeighAt) as never);
      staged.push({ year, document: document as NewScaleDocument });
    }
  }
  return { lastPosition, documents: staged };
}

/**
 * Deletes the staged batches written (those up to `lastPosition`, as earlier ones are gone) and counts
 * them on the run; a finished run lets go of the records it named.
 */
export async function recordBatchWritten(tx: Tx, run: ImportRun, written: { lastPosition: number; numbers: readonly string[] }, finishedAt: Date | null) {
  await tx.delete(importStagedBatches).where(and(eq(importStagedBatches.runId, run.id), lte(importStagedBatches.position, written.lastPosition)));
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
