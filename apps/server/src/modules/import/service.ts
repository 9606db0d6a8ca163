/**
 * Imports historical weighings from a workbook. Every valid row, the master data it needs and one audit
 * event are written in one transaction, so a failure or a crash part-way leaves the database as it was.
 * Each row becomes a scale document numbered and signed like any other (weight source 'import'); the
 * number the file gave it is kept in its notes. A check (dry run) answers the same result and writes nothing.
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
import { lockDocumentIssuing } from './repository.js';
import { type ImportRow, mapRow } from './row-mapping.js';
import { siteYear } from '../../lib/site-time.js';
import { readImportSheet } from './workbook.js';

export type Upload = { fileName: string; content: Buffer };

type Outcome = Awaited<ReturnType<typeof importRows>>;

/**
 * Documents per insert statement. The report totals' triggers run once per statement and add to every
 * total its documents touch, so a few large statements cost far less than many small ones; each
 * statement's documents are built while the one before is written, and let go once written.
 */
export const DOCUMENTS_PER_STATEMENT = 25_000;

export async function importWorkbook(
  ctx: WeighingContext,
  upload: Upload,
  dryRun: boolean,
  actor: Actor,
  documentsPerStatement = DOCUMENTS_PER_STATEMENT,
): Promise<ImportResult> {
  const { totalRows, valid, errorDetails } = await readRows(ctx, upload);
  const outcome = dryRun
    ? await importRows(ctx, ctx.db, valid, null, documentsPerStatement)
    : await ctx.db.transaction(async (tx) => {
        await lockDocumentIssuing(tx);
        const written = await importRows(ctx, tx, valid, tx, documentsPerStatement);
        await auditImport(tx, actor, upload.fileName, totalRows, errorDetails.length, written);
        return written;
      });

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

/** The file's rows, mapped; the sheet as read is let go before anything is written. */
async function readRows(ctx: WeighingContext, upload: Upload) {
  const sheetRows = await readImportSheet(upload.fileName, upload.content);
  const rules = { timeZone: ctx.siteTimeZone, now: ctx.clock.now(), scaleCapacityKg: ctx.scaleCapacityKg };
  const valid: ImportRow[] = [];
  const errorDetails: { row: number; error: string }[] = [];
  for (const sheetRow of sheetRows) {
    const result = mapRow(sheetRow, rules);
    if (result.ok) valid.push(result.row);
    else errorDetails.push({ row: result.rowNumber, error: result.error });
  }
  return { totalRows: sheetRows.length, valid, errorDetails };
}

/**
 * Resolves every new row's master data and, given a transaction, writes its documents; in time order, so
 * numbers follow time, each year's documents issued together.
 */
async function importRows(ctx: WeighingContext, executor: Executor, rows: readonly ImportRow[], tx: Tx | null, documentsPerStatement: number) {
  const { fresh, skipped } = await leaveOutRecorded(executor, rows);
  const masterData = await masterDataOf(executor, fresh, tx !== null);
  const inTimeOrder = [...fresh].sort((a, b) => a.loadAt.getTime() - b.loadAt.getTime() || a.rowNumber - b.rowNumber);
  const byYear = new Map<number, ImportRow[]>();
  for (const row of inTimeOrder) {
    const year = siteYear(row.loadAt, ctx.siteTimeZone);
    const yearRows = byYear.get(year) ?? [];
    yearRows.push(row);
    byYear.set(year, yearRows);
  }
  const imported: string[] = [];
  const writer = new DocumentWriter(imported);
  for (const [year, yearRows] of byYear) {
    // A year's first document follows the last one written in the chain.
    await writer.finish();
    const issue = tx ? await BulkIssue.reserve(tx, ctx.signingKey, year, yearRows.length) : null;
    for (let start = 0; start < yearRows.length; start += documentsPerStatement) {
      const documents: NewScaleDocument[] = [];
      try {
        for (const row of yearRows.slice(start, start + documentsPerStatement)) documents.push(importedDocument(row, await masterData.of(row)));
      } catch (error) {
        // A statement that failed first aborted the transaction: its error is the one that tells why.
        await writer.finish();
        throw error;
      }
      if (issue) await writer.write(issue, issue.prepare(documents));
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
