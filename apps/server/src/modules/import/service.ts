/**
 * Imports historical weighings from a workbook. Each valid row becomes a scale document numbered and
 * signed like any other (weight source 'import'); the number the file gave it is kept in its notes. A
 * check (dry run) answers the same result and writes nothing.
 *
 * The file is read and mapped in a worker thread (sheet-reader.ts). Accepting it is one transaction: the
 * import lock (imports are accepted one after the other, each once the one before is written, so that it
 * finds what that one wrote), the rows the history already holds left out, the master data resolved or
 * created, and every new row's document staged in time order with a run that counts them and an audit
 * event. From that commit the import is durable: it is written completely, exactly once, in batches of
 * short transactions between which weighings go on (run-writing.ts), and resumed at the next start if the
 * server stops or dies first. The answer comes when the last batch is written, and the last batch writes
 * the import's audit event with its first and last document number. A failure before the acceptance's
 * commit leaves the database as it was.
 */
import type { ImportResult } from '@weighbridge/contract/import';
import { IMPORT_WRITING_STOPPED } from '@weighbridge/contract/import-refusals';
import type { Executor, Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { siteYear } from '../../lib/site-time.js';
import type { Actor } from '../../lib/actor.js';
import { recordAudit } from '../../db/audit-log.js';
import type { NewScaleDocument } from '../../ledger/issue.js';
import { ticketTexts } from '../../ledger/load-places.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { leaveOutRecorded, type SkippedRow } from './known-rows.js';
import type { BatchPlan } from './batch-size.js';
import { type CreatedCounts, masterDataOf, type RowMasterData } from './master-data.js';
import { lockImports } from './repository.js';
import type { ImportRow } from './row-mapping.js';
import { ImportInterruptedError, writeRun, writeUnfinishedRuns } from './run-writing.js';
import { findRun, insertRun, nameRecords, stageDocuments, unfinishedRunIds } from './runs-repository.js';
import { readWorkbookRows } from './sheet-reader.js';
import { nextTurn, whileImportWrites } from './writing.js';

export type Upload = { fileName: string; content: Buffer };

/** What an import does with the file's valid rows: documents written (or that a check would write), rows skipped, records created. */
type Outcome = { documents: number; skipped: SkippedRow[]; created: CreatedCounts };

/** The file's counts besides its valid rows, which the import's audit events repeat. */
type FileCounts = { fileName: string; totalRows: number; errors: number };

/** Rows whose master data is resolved between two turns of the event loop. */
const ROWS_PER_TURN = 2000;

export async function importWorkbook(
  ctx: WeighingContext,
  upload: Upload,
  dryRun: boolean,
  actor: Actor,
  /** BATCH_PLANS of the database's engine. */
  plan: BatchPlan,
): Promise<ImportResult> {
  const rules = { timeZone: ctx.siteTimeZone, now: ctx.clock.now(), scaleCapacityKg: ctx.scaleCapacityKg };
  const { totalRows, valid, errorDetails } = await readWorkbookRows(upload.fileName, upload.content, rules);
  const file = { fileName: upload.fileName, totalRows, errors: errorDetails.length };
  const outcome = dryRun ? await checkRows(ctx, valid) : await acceptAndWrite(ctx, file, valid, actor, plan);

  return {
    success: errorDetails.length === 0,
    dryRun,
    stats: {
      totalRows,
      successfulImports: outcome.documents,
      skippedRows: outcome.skipped.length,
      errors: errorDetails.length,
      ...outcome.created,
      errorDetails,
      skippedDetails: outcome.skipped,
    },
  };
}

/** New rows in time order (numbers follow time), each with its master data; created only when `write`. */
async function prepareRows(executor: Executor, rows: readonly ImportRow[], write: boolean) {
  const { fresh, skipped } = await leaveOutRecorded(executor, rows);
  await nextTurn();
  const inTimeOrder = [...fresh].sort((a, b) => a.loadAt.getTime() - b.loadAt.getTime() || a.rowNumber - b.rowNumber);
  const masterData = await masterDataOf(executor, fresh, write);
  const drafted: RowMasterData[] = [];
  for (const row of inTimeOrder) {
    drafted.push(masterData.of(row));
    if (drafted.length % ROWS_PER_TURN === 0) await nextTurn();
  }
  const records = await masterData.settle(drafted);
  return { inTimeOrder, records, skipped: skipped.sort((a, b) => a.row - b.row), created: masterData.counts };
}

async function checkRows(ctx: WeighingContext, rows: readonly ImportRow[]): Promise<Outcome> {
  const { inTimeOrder, skipped, created } = await prepareRows(ctx.db, rows, false);
  return { documents: inTimeOrder.length, skipped, created };
}

/**
 * Accepts the rows once every import accepted before is written, then writes them. Imports accepted
 * together wait for one another rather than being refused: the second finds what the first wrote and
 * skips those rows, as a second import of one file does.
 */
async function acceptAndWrite(ctx: WeighingContext, file: FileCounts, rows: readonly ImportRow[], actor: Actor, plan: BatchPlan): Promise<Outcome> {
  for (;;) {
    await writeWritten(ctx, () => writeUnfinishedRuns(ctx, plan));
    const accepted = await whileImportWrites(() => ctx.db.transaction((tx) => acceptRows(ctx, tx, file, rows, actor, plan)));
    if (!accepted) continue;
    await writeWritten(ctx, () => writeRun(ctx, accepted.runId, plan), accepted.runId);
    return accepted.outcome;
  }
}

/** Writes accepted documents; a failure is answered with how far the writing came and when it goes on. */
async function writeWritten(ctx: WeighingContext, write: () => Promise<void>, runId?: number): Promise<void> {
  try {
    await write();
  } catch (error) {
    const run = runId === undefined ? undefined : await findRun(ctx.db, runId).catch(() => undefined);
    const reason = error instanceof ImportInterruptedError ? IMPORT_WRITING_STOPPED.serverStopping : IMPORT_WRITING_STOPPED.batchRefused;
    const message = run ? IMPORT_WRITING_STOPPED.stoppedPartway(reason, run.rowsWritten, run.rowsToWrite) : IMPORT_WRITING_STOPPED.stopped(reason);
    // The cause goes to the server's log (routes.ts); the answer says what it means for the import.
    throw Object.assign(new AppError('SERVICE_UNAVAILABLE', message), { cause: error });
  }
}

/**
 * The acceptance, in the caller's transaction: null when an import accepted before is not yet written
 * (the caller writes it and tries again).
 */
async function acceptRows(ctx: WeighingContext, tx: Tx, file: FileCounts, rows: readonly ImportRow[], actor: Actor, plan: BatchPlan) {
  await lockImports(tx);
  if ((await unfinishedRunIds(tx)).length > 0) return null;
  const { inTimeOrder, records, skipped, created } = await prepareRows(tx, rows, true);
  const summary = { totalRows: file.totalRows, successfulImports: inTimeOrder.length, skippedRows: skipped.length, errors: file.errors, ...created };
  const runId = await insertRun(tx, {
    fileName: file.fileName,
    actorUserId: actor.userId,
    actorUsername: actor.username,
    clientAddress: actor.clientAddress,
    rowsToWrite: inTimeOrder.length,
    summary,
  });
  const documents = inTimeOrder.map((row, index) => ({
    year: siteYear(row.loadAt, ctx.siteTimeZone),
    document: importedDocument(row, records[index]!),
  }));
  await stageDocuments(tx, runId, documents, plan.whileWeighing, nextTurn);
  // A file with nothing new is written at once: its one audit event is the one its (empty) writing ends with.
  if (documents.length > 0) {
    await recordAudit(tx, {
      action: 'scale_document.import_accepted',
      outcome: 'success',
      actorUserId: actor.userId,
      actorUsername: actor.username,
      entityType: 'scale_document',
      clientAddress: actor.clientAddress,
      details: { fileName: file.fileName, importRun: runId, ...summary },
    });
  }
  await nameRecords(tx, runId, documents);
  return { runId, outcome: { documents: documents.length, skipped, created } satisfies Outcome };
}

function importedDocument(row: ImportRow, records: RowMasterData): NewScaleDocument {
  const notes = [row.documentNumber && `Original number: ${row.documentNumber}`, row.notes].filter(Boolean).join(' — ');
  // The ticket's texts come last, as they share no field with the rest: an object that spreads first and
  // then adds a dozen fields costs V8 some 30 times more, which at 100,000 rows is seconds.
  return {
    status: 'completed',
    // The row holds both weights, as a document entered by hand does; there is no tara weighing behind it.
    weighingType: 'combined',
    firstWeighAt: null,
    secondWeighAt: row.loadAt,
    rfidCardNumber: row.rfidCardNumber,
    tareWeightKg: row.tareWeightKg,
    grossWeightKg: row.grossWeightKg,
    netWeightKg: row.netWeightKg,
    scaleId: null,
    readerId: null,
    operatorId: null,
    operatorName: row.operatorName,
    notes: notes || null,
    weightSource: 'import',
    tareWeightSource: 'import',
    ...ticketTexts(records.vehicle, records, row.netWeightKg),
  };
}
