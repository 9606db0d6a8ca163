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
import { issueScaleDocuments, type NewScaleDocument } from '../scale-documents/issue.js';
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

export async function importWorkbook(ctx: WeighingContext, upload: Upload, dryRun: boolean, actor: Actor): Promise<ImportResult> {
  const sheetRows = await readImportSheet(upload.fileName, upload.content);
  const rules = { timeZone: ctx.siteTimeZone, now: ctx.clock.now(), scaleCapacityKg: ctx.scaleCapacityKg };
  const mapped = sheetRows.map((row) => mapRow(row, rules));
  const valid = mapped.flatMap((result) => (result.ok ? [result.row] : []));
  const errorDetails = mapped.flatMap((result) => (result.ok ? [] : [{ row: result.rowNumber, error: result.error }]));

  const outcome = dryRun
    ? await importRows(ctx, ctx.db, valid, null)
    : await ctx.db.transaction(async (tx) => {
        await lockDocumentIssuing(tx);
        const written = await importRows(ctx, tx, valid, tx);
        await auditImport(tx, actor, upload.fileName, sheetRows.length, errorDetails.length, written);
        return written;
      });

  return {
    success: errorDetails.length === 0,
    dryRun,
    stats: {
      totalRows: sheetRows.length,
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
 * numbers follow time, each year's documents issued together.
 */
async function importRows(ctx: WeighingContext, executor: Executor, rows: readonly ImportRow[], tx: Tx | null) {
  const { fresh, skipped } = await leaveOutRecorded(executor, rows);
  const masterData = await masterDataOf(executor, fresh, tx !== null);
  const inTimeOrder = [...fresh].sort((a, b) => a.loadAt.getTime() - b.loadAt.getTime() || a.rowNumber - b.rowNumber);
  const byYear = new Map<number, NewScaleDocument[]>();
  for (const row of inTimeOrder) {
    const records = await masterData.of(row);
    const year = siteYear(row.loadAt, ctx.siteTimeZone);
    const documents = byYear.get(year) ?? [];
    documents.push(importedDocument(row, records));
    byYear.set(year, documents);
  }
  const imported: string[] = [];
  if (tx) {
    for (const [year, documents] of byYear) {
      imported.push(...(await issueScaleDocuments(tx, ctx.signingKey, year, documents)).map((document) => document.document_number ?? ''));
    }
  } else {
    imported.push(...inTimeOrder.map((row) => row.documentNumber ?? ''));
  }
  return { imported, skipped: skipped.sort((a, b) => a.row - b.row), created: masterData.counts };
}

function importedDocument(row: ImportRow, records: RowMasterData): NewScaleDocument {
  const notes = [row.documentNumber && `Original number: ${row.documentNumber}`, row.notes].filter(Boolean).join(' — ');
  return {
    ...ticketTexts(records.vehicle, records, row.netWeightKg),
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
