/**
 * Imports historical weighings from a workbook. Every valid row, the master data it needs and one audit
 * event are written in one transaction, so a failure or a crash part-way leaves the database as it was.
 * Each row becomes a scale document numbered and signed like any other (weight source 'import'); the
 * number the file gave it is kept in its notes. A check (dry run) answers the same result and writes nothing.
 *
 * The file is read and mapped in a worker thread (sheet-reader.ts). The transaction takes the import lock
 * first, so that imports run one after the other and each finds what the one before wrote; then it looks
 * at the history and resolves every row's master data, and only then takes the lock every new document
 * takes, for the documents' own statements and the commit. Between statements it lets the event loop
 * answer other requests.
 */
import type { ImportResult } from '@weighbridge/contract/import';
import type { Executor, Tx } from '../../db/database.js';
import type { Actor } from '../audit/change.js';
import { recordAudit } from '../audit/repository.js';
import { BulkIssue, type NewScaleDocument, type PreparedDocuments } from '../scale-documents/issue.js';
import type { WeighingContext } from '../weighing/context.js';
import { ticketTexts } from '../weighing/load-places.js';
import { leaveOutRecorded } from './known-rows.js';
import { masterDataOf, type RowMasterData } from './master-data.js';
import { lockDocumentIssuing, lockImports, lockNamedVehicles } from './repository.js';
import type { ImportRow } from './row-mapping.js';
import { siteYear } from '../../lib/site-time.js';
import { readWorkbookRows } from './sheet-reader.js';
import { nextTurn, whileImportWrites } from './writing.js';

export type Upload = { fileName: string; content: Buffer };

type Outcome = Awaited<ReturnType<typeof importRows>>;

/**
 * Documents per insert statement. The report totals' triggers run once per statement and add to every
 * total its documents touch, so few large statements cost less than many small ones; each statement's
 * documents are built while the one before is written, and let go once written. The embedded engine runs
 * a statement on the server's own thread, which answers nothing else meanwhile: its statements are kept
 * to a fraction of a second.
 */
export const DOCUMENTS_PER_STATEMENT = 2_000;

/** Rows whose master data is resolved between two turns of the event loop. */
const ROWS_PER_TURN = 2000;

export async function importWorkbook(
  ctx: WeighingContext,
  upload: Upload,
  dryRun: boolean,
  actor: Actor,
  documentsPerStatement = DOCUMENTS_PER_STATEMENT,
): Promise<ImportResult> {
  const rules = { timeZone: ctx.siteTimeZone, now: ctx.clock.now(), scaleCapacityKg: ctx.scaleCapacityKg };
  const { totalRows, valid, errorDetails } = await readWorkbookRows(upload.fileName, upload.content, rules);
  const outcome = dryRun
    ? await importRows(ctx, ctx.db, valid, null, documentsPerStatement)
    : await whileImportWrites(() =>
        ctx.db.transaction(async (tx) => {
          await lockImports(tx);
          const written = await importRows(ctx, tx, valid, tx, documentsPerStatement);
          await auditImport(tx, actor, upload.fileName, totalRows, errorDetails.length, written);
          return written;
        }),
      );

  return {
    success: errorDetails.length === 0,
    dryRun,
    stats: {
      totalRows,
      successfulImports: outcome.imported.length,
      skippedRows: outcome.skipped.length,
      errors: errorDetails.length,
      ...outcome.created,
      errorDetails,
      skippedDetails: outcome.skipped,
    },
  };
}

/**
 * Resolves every new row's master data and, given a transaction, writes its documents; in time order, so
 * numbers follow time, each year's documents issued together. Everything but the documents' own writes
 * is done before the documents' lock is taken, so that weighings wait for as little as can be.
 */
async function importRows(ctx: WeighingContext, executor: Executor, rows: readonly ImportRow[], tx: Tx | null, documentsPerStatement: number) {
  const { fresh, skipped } = await leaveOutRecorded(executor, rows);
  await nextTurn();
  const inTimeOrder = [...fresh].sort((a, b) => a.loadAt.getTime() - b.loadAt.getTime() || a.rowNumber - b.rowNumber);
  const masterData = await masterDataOf(executor, fresh, tx !== null);
  const records: RowMasterData[] = [];
  for (const row of inTimeOrder) {
    records.push(await masterData.of(row));
    if (records.length % ROWS_PER_TURN === 0) await nextTurn();
  }
  const byYear = new Map<number, number[]>();
  inTimeOrder.forEach((row, index) => {
    const year = siteYear(row.loadAt, ctx.siteTimeZone);
    const yearRows = byYear.get(year) ?? [];
    yearRows.push(index);
    byYear.set(year, yearRows);
  });
  if (tx) {
    await lockNamedVehicles(tx, records.map((record) => record.vehicle.vehicle_id));
    await lockDocumentIssuing(tx);
  }
  const imported: string[] = [];
  const writer = new DocumentWriter(imported);
  for (const [year, yearRows] of byYear) {
    // A year's first document follows the last one written in the chain.
    await writer.finish();
    const issue = tx ? await BulkIssue.reserve(tx, ctx.signingKey, year, yearRows.length) : null;
    for (let start = 0; start < yearRows.length; start += documentsPerStatement) {
      const documents = yearRows.slice(start, start + documentsPerStatement).map((index) => importedDocument(inTimeOrder[index]!, records[index]!));
      if (issue) await writer.write(issue, issue.prepare(documents));
      await nextTurn();
    }
  }
  await writer.finish();
  if (!tx) imported.push(...inTimeOrder.map((row) => row.documentNumber ?? ''));
  return { imported, skipped: skipped.sort((a, b) => a.row - b.row), created: masterData.counts };
}

/** Writes one statement's documents at a time, while the caller builds and prepares the next. */
class DocumentWriter {
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly imported: string[]) {}

  /** Waits for the statement before, then starts this one without waiting for it. */
  async write(issue: BulkIssue, prepared: PreparedDocuments): Promise<void> {
    await this.writing;
    this.writing = issue.write(prepared).then((numbers) => {
      for (const number of numbers) this.imported.push(number);
    });
    // Awaited by the next write or by finish; until then a failure must not count as unhandled.
    this.writing.catch(() => undefined);
  }

  finish(): Promise<void> {
    return this.writing;
  }
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
    fullWeightKg: row.grossWeightKg,
    netWeightKg: row.netWeightKg,
    scaleId: null,
    readerId: null,
    operatorId: null,
    operatorName: row.operatorName,
    notes: notes || null,
    weightSource: 'import',
    ...ticketTexts(records.vehicle, records, row.netWeightKg),
  };
}

async function auditImport(tx: Tx, actor: Actor, fileName: string, totalRows: number, errors: number, outcome: Outcome) {
  await recordAudit(tx, {
    action: 'scale_document.import',
    outcome: 'success',
    actorUserId: actor.userId,
    actorUsername: actor.username,
    entityType: 'scale_document',
    clientAddress: actor.clientAddress,
    details: {
      fileName,
      totalRows,
      successfulImports: outcome.imported.length,
      skippedRows: outcome.skipped.length,
      errors,
      ...outcome.created,
      documentNumbers: outcome.imported.length > 0 ? { first: outcome.imported[0], last: outcome.imported.at(-1) } : null,
    },
  });
}
