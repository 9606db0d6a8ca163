/** Queries of accepted imports: their runs and the documents staged for them (see schema.ts). */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import type { NewScaleDocument } from '../scale-documents/issue.js';
import { importRuns, importStagedDocuments } from './schema.js';

export type ImportRun = typeof importRuns.$inferSelect;
export type NewImportRun = Omit<typeof importRuns.$inferInsert, 'id' | 'startedAt' | 'rowsWritten' | 'finishedAt'>;

/** A document of a run as staged: its place, its year, and everything it is issued with. */
export type StagedDocument = { position: number; year: number; document: NewScaleDocument };

/** Staged documents sent by one statement, as one JSON parameter. */
const DOCUMENTS_PER_STAGING_STATEMENT = 5000;

export async function insertRun(tx: Tx, run: NewImportRun & { finishedAt?: Date }): Promise<number> {
  const [row] = await tx.insert(importRuns).values(run).returning({ id: importRuns.id });
  return row!.id;
}

/** The foreign keys live in columns of their own; the rest of the document travels as JSON. */
function stagedRow(runId: number, { position, year, document }: StagedDocument) {
  const { vehicleId, driverId, materialId, loadingAreaId, polygonId, unloadingStationId, ...rest } = document;
  return {
    run_id: runId,
    position,
    document_year: year,
    vehicle_id: vehicleId,
    driver_id: driverId ?? null,
    material_id: materialId,
    loaded_area_id: loadingAreaId,
    polygon_id: polygonId ?? null,
    unloading_station_id: unloadingStationId ?? null,
    document: rest,
  };
}

export async function stageDocuments(tx: Tx, runId: number, documents: readonly StagedDocument[], afterEach: () => Promise<void>): Promise<void> {
  for (let start = 0; start < documents.length; start += DOCUMENTS_PER_STAGING_STATEMENT) {
    const json = JSON.stringify(documents.slice(start, start + DOCUMENTS_PER_STAGING_STATEMENT).map((staged) => stagedRow(runId, staged)));
    await tx.execute(
      sql`insert into ${importStagedDocuments} select * from json_populate_recordset(null::import_staged_documents, ${json}::json)`,
    );
    await afterEach();
  }
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

type StagedRow = Omit<typeof importStagedDocuments.$inferSelect, 'document'> & { document: Record<string, unknown> };

/** The run's next documents in their order, as they are issued. */
export async function nextStagedDocuments(tx: Tx, runId: number, limit: number): Promise<StagedDocument[]> {
  const rows = (await tx
    .select()
    .from(importStagedDocuments)
    .where(eq(importStagedDocuments.runId, runId))
    .orderBy(asc(importStagedDocuments.position))
    .limit(limit)) as StagedRow[];
  return rows.map((row) => {
    const document = row.document as Omit<NewScaleDocument, 'secondWeighAt' | 'firstWeighAt'> & { secondWeighAt: string; firstWeighAt: string | null };
    return {
      position: row.position,
      year: row.documentYear,
      document: {
        ...document,
        firstWeighAt: document.firstWeighAt === null ? null : new Date(document.firstWeighAt),
        secondWeighAt: new Date(document.secondWeighAt),
        vehicleId: row.vehicleId,
        driverId: row.driverId,
        materialId: row.materialId,
        loadingAreaId: row.loadingAreaId,
        polygonId: row.polygonId,
        unloadingStationId: row.unloadingStationId,
      },
    };
  });
}

/** Deletes the run's documents up to `position`, once written, and counts them on the run. */
export async function recordBatchWritten(
  tx: Tx,
  run: ImportRun,
  written: { lastPosition: number; count: number; numbers: readonly string[] },
  finishedAt: Date | null,
): Promise<void> {
  await tx.delete(importStagedDocuments).where(and(eq(importStagedDocuments.runId, run.id), lte(importStagedDocuments.position, written.lastPosition)));
  await tx
    .update(importRuns)
    .set({
      rowsWritten: run.rowsWritten + written.count,
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
