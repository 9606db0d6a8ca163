/** The audit trail as the Security page reads it: a page of the filtered rows with their count, and its export. */
import {
  AUDIT_EXPORT_HEADERS,
  auditActionLabel,
  auditDetailParts,
  auditRecordIdText,
  auditExportFileName,
  type AuditEntry,
  type auditLogExportQuerySchema,
  type AuditLogResponse,
  type auditLogQuerySchema,
} from '@weighbridge/contract/audit-log';
import { EXPORT_MAX_ROWS, EXPORT_MESSAGES } from '@weighbridge/contract/spreadsheet-exports';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit-log.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { type Sheet, type SheetColumn, type SheetRow, siteDateCell, xlsxStream } from '../../lib/spreadsheet.js';
import { type AuditFilter, type AuditRow, auditRows, countAuditRows, cursorAfter, everyAuditRow, lastAuditId, readCursor } from './repository.js';

export type AuditLogContext = { db: Db; siteTimeZone: string };

type ListQuery = z.output<typeof auditLogQuerySchema>;
type ExportQuery = z.output<typeof auditLogExportQuerySchema>;

const filterOf = (ctx: AuditLogContext, query: ExportQuery): AuditFilter => ({ ...query, timeZone: ctx.siteTimeZone });

function toEntry(row: AuditRow): AuditEntry {
  const { id, occurredAt, userName, username, action, outcome, recordType, recordId, clientAddress, details } = row;
  return { id, occurredAt: occurredAt.toISOString(), userName, username, action, outcome, recordType, recordId, clientAddress, details };
}

export async function listAuditLog(ctx: AuditLogContext, query: ListQuery): Promise<AuditLogResponse> {
  const { after, limit, ...filters } = query;
  const filter = filterOf(ctx, filters);
  // One more row than the page says whether there is a page after it.
  const rows = await auditRows(ctx.db, filter, limit + 1, after ? readCursor(after) : undefined);
  const page = rows.slice(0, limit);
  const total = await countAuditRows(ctx.db, filter);
  return { data: page.map(toEntry), pagination: { limit, total, nextCursor: rows.length > limit ? cursorAfter(page.at(-1)!) : null } };
}

/** JSON of a part of the details, or no cell when the event recorded none. */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

type AuditColumn = SheetColumn & { cell: (row: AuditRow, timeZone: string) => SheetRow[number] };

const COLUMN_CELLS: Record<(typeof AUDIT_EXPORT_HEADERS)[number], Omit<AuditColumn, 'header'>> = {
  When: { width: 17, cell: (row, timeZone) => siteDateCell(row.occurredAt, timeZone, 'yyyy-mm-dd hh:mm:ss') },
  Name: { width: 20, cell: (row) => row.userName },
  Username: { width: 16, cell: (row) => row.username },
  Event: { width: 26, cell: (row) => auditActionLabel(row.action) },
  'Event key': { width: 24, cell: (row) => row.action },
  Outcome: { width: 9, cell: (row) => row.outcome },
  Address: { width: 16, cell: (row) => row.clientAddress },
  'Record type': { width: 16, cell: (row) => row.recordType },
  'Record ID': { width: 10, cell: (row, timeZone) => row.recordId && auditRecordIdText(row.recordType, row.recordId, timeZone) },
  Before: { width: 40, cell: (row) => json(auditDetailParts(row.details).before) },
  After: { width: 40, cell: (row) => json(auditDetailParts(row.details).after) },
  Details: { width: 40, cell: (row) => json(auditDetailParts(row.details).other) },
};

export const AUDIT_EXPORT_COLUMNS: readonly AuditColumn[] = AUDIT_EXPORT_HEADERS.map((header) => ({ header, ...COLUMN_CELLS[header] }));

function auditSheet(rows: AsyncIterable<AuditRow>, timeZone: string): Sheet {
  return {
    name: 'Audit trail',
    columns: AUDIT_EXPORT_COLUMNS,
    rows: (async function* () {
      for await (const row of rows) yield AUDIT_EXPORT_COLUMNS.map((column) => column.cell(row, timeZone));
    })(),
  };
}

export type AuditExport = { fileName: string; rows: number; file: Readable };

/**
 * Every row the filters match when it is asked for, as an Excel file streamed a batch at a time: the rows
 * written while it streams (its own audit row among them) are left out, so it holds the count it records.
 * `maxRows` is the contract's cap; a test may lower it.
 */
export async function exportAuditLog(ctx: AuditLogContext, query: ExportQuery, actor: Actor, maxRows = EXPORT_MAX_ROWS): Promise<AuditExport> {
  const filter = { ...filterOf(ctx, query), throughId: await lastAuditId(ctx.db) };
  const total = await countAuditRows(ctx.db, filter);
  if (total > maxRows) throw new AppError('BAD_REQUEST', EXPORT_MESSAGES.tooManyRows(total, maxRows));
  await recordAudit(ctx.db, {
    action: 'audit_log.export',
    outcome: 'success',
    actorUserId: actor.userId,
    actorUsername: actor.username,
    entityType: 'audit_log',
    clientAddress: actor.clientAddress,
    details: { filters: query, rows: total },
  });
  return { fileName: auditExportFileName(query), rows: total, file: xlsxStream([auditSheet(everyAuditRow(ctx.db, filter), ctx.siteTimeZone)]) };
}
