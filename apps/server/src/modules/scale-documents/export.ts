/**
 * The weighing history's Excel export: every row the list's filters and search match, not only a page,
 * streamed from the database to the response as the client reads it, so that the server's memory stays
 * flat whatever the row count. Counted first: beyond the cap nothing is written and the filters must be
 * narrowed.
 */
import {
  DOCUMENT_EXPORT_MAX_ROWS,
  DOCUMENT_EXPORT_MESSAGES,
  documentExportFileName,
  type documentExportQuerySchema,
} from '@weighbridge/contract/scale-documents';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { documentIntl } from '../../lib/intl.js';
import { xlsxStream } from '../../lib/spreadsheet.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { localeOf, readShiftPattern, readWeightDisplay } from '../site/public.js';
import { inDayBasis } from '../rollups/public.js';
import { countDocuments } from './count-repository.js';
import { EXPORT_BATCH_ROWS, exportedRows } from './export-repository.js';
import { documentsSheet } from './export-sheet.js';
import type { DocumentFilter } from './history-filter.js';
import { searchInTimeOrder } from './list-repository.js';
import { readSetFormats } from '../../ledger/number-formats.js';

type ExportQuery = z.output<typeof documentExportQuerySchema>;

export type DocumentExport = { fileName: string; rows: number; file: Readable };

/**
 * The export of the rows the query matches, audited with who asked, the filters and the row count.
 * `maxRows` is the contract's cap; a test may lower it.
 */
export async function exportDocuments(ctx: WeighingContext, query: ExportQuery, actor: Actor, maxRows = DOCUMENT_EXPORT_MAX_ROWS): Promise<DocumentExport> {
  const numberFormats = await readSetFormats(ctx.db);
  const days = inDayBasis(query, (await readShiftPattern(ctx.db)).dayStart, ctx.siteTimeZone);
  const filter: DocumentFilter = { ...days, timeZone: ctx.siteTimeZone, numberFormats };
  const { total } = await countDocuments(ctx.db, filter);
  if (total > maxRows) throw new AppError('BAD_REQUEST', DOCUMENT_EXPORT_MESSAGES.tooManyRows(total, maxRows));
  // A search is read in the history's order or through its index, whichever reads fewer rows in all.
  const inTimeOrder = Boolean(filter.search) && searchInTimeOrder(EXPORT_BATCH_ROWS, total, (await countDocuments(ctx.db, { timeZone: ctx.siteTimeZone, numberFormats })).total);
  await recordAudit(ctx.db, {
    action: 'scale_document.export',
    outcome: 'success',
    actorUserId: actor.userId,
    actorUsername: actor.username,
    entityType: 'scale_document',
    clientAddress: actor.clientAddress,
    details: { filters: query, rows: total },
  });
  // In the language of the user who asked for it, its weights in the site's unit.
  const intl = documentIntl(await localeOf(ctx.db, actor.userId));
  const file = xlsxStream([documentsSheet(exportedRows(ctx.db, filter, inTimeOrder), ctx.siteTimeZone, intl, await readWeightDisplay(ctx.db))]);
  return { fileName: documentExportFileName(query), rows: total, file };
}
