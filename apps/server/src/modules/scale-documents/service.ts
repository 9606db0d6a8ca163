/** The weighing history: listing, detail with the tamper check, statistics, corrections and voiding. */
import type { correctDocumentRequestSchema, DateFilter, documentListQuerySchema, ScaleDocumentDetail } from '@weighbridge/contract/scale-documents';
import { DOCUMENT_MESSAGES } from '@weighbridge/contract/scale-documents';
import { REFUSALS, REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { choiceTexts, resolveLoadChoices } from '../../ledger/load-places.js';
import { auditWeighing } from '../../db/audit-log.js';
import type { Operator } from '../../lib/actor.js';
import { amendDocument, voidChanges } from '../../ledger/amendments.js';
import { documentIntegrity } from '../../ledger/integrity.js';
import { lockedDocument } from '../../ledger/locked-document.js';
import { countDocuments } from './count-repository.js';
import { toScaleDocument } from '../../ledger/document-answer.js';
import type { DocumentFilter } from './history-filter.js';
import { findDocumentItem, listDocumentPage, searchInTimeOrder } from './list-repository.js';
import { periodStats } from './stats-repository.js';
import { ticketPrintCount } from './ticket-prints-repository.js';
import { equipmentNames } from './equipment-names.js';
import { countedPeriod, inDayBasis, withQuietEnd } from '../rollups/public.js';
import { readShiftPattern } from '../site/public.js';
import { scaleDocuments } from '../../db/tables/scale-documents.js';
import { readSetFormats } from '../../ledger/number-formats.js';

type ListQuery = z.output<typeof documentListQuerySchema>;
type Correction = z.output<typeof correctDocumentRequestSchema>;

export async function listDocuments(ctx: WeighingContext, query: ListQuery) {
  const numberFormats = await readSetFormats(ctx.db);
  const days = inDayBasis(query, (await readShiftPattern(ctx.db)).dayStart, ctx.siteTimeZone);
  const filter: DocumentFilter = { ...days, timeZone: ctx.siteTimeZone, numberFormats };
  const counts = Promise.all([countDocuments(ctx.db, filter), countDocuments(ctx.db, { timeZone: ctx.siteTimeZone, numberFormats })]);
  // A search's page is read after its count, which tells how it is found fastest.
  const page = filter.search
    ? counts.then(([filtered, unfiltered]) =>
        listDocumentPage(ctx.db, filter, query.page, query.limit, searchInTimeOrder(query.page * query.limit, filtered.total, unfiltered.total)),
      )
    : listDocumentPage(ctx.db, filter, query.page, query.limit);
  const [data, [filtered, unfiltered]] = await Promise.all([page, counts]);
  return {
    data,
    pagination: {
      page: query.page,
      limit: query.limit,
      pages: Math.ceil(filtered.total / query.limit),
      total: filtered.total,
      totalUnfiltered: unfiltered.total,
      documentsUnfiltered: unfiltered.documents,
      tarasUnfiltered: unfiltered.taras,
      totalWeight: filtered.totalWeight,
    },
  };
}

export async function statistics(ctx: WeighingContext, range: DateFilter) {
  return periodStats(ctx.db, await withQuietEnd(ctx.db, countedPeriod(range, (await readShiftPattern(ctx.db)).dayStart, ctx.siteTimeZone)));
}

export async function documentDetail(ctx: WeighingContext, documentId: number): Promise<{ data: ScaleDocumentDetail }> {
  const [row] = await ctx.db.select().from(scaleDocuments).where(eq(scaleDocuments.id, documentId));
  if (!row) throw new AppError('NOT_FOUND', REFUSALS.scaleDocumentNotFound);
  const names = await equipmentNames(ctx.db, row.scaleId, row.readerId);
  return {
    data: {
      ...toScaleDocument(row),
      gross_raw_frame: row.grossRawFrame,
      tare_raw_frame: row.tareRawFrame,
      integrity: await documentIntegrity(ctx.db, ctx.signingKey, row),
      voided_at: row.voidedAt?.toISOString() ?? null,
      voided_by_name: row.voidedByName,
      void_reason: row.voidReason,
      ticket_prints: await ticketPrintCount(ctx.db, documentId),
      scale_name: names.scale,
      reader_name: names.reader,
    },
  };
}

/** Voiding takes a document out of every list, total and report; the row stays with who, when and why. */
export async function voidDocument(ctx: WeighingContext, documentId: number, reason: string, operator: Operator) {
  return ctx.db.transaction(async (tx) => {
    const stored = await lockedDocument(tx, documentId, DOCUMENT_MESSAGES.taraNotDeletable);
    if (stored.voidedAt) throw new AppError('CONFLICT', REFUSALS_WITH_VALUES.alreadyVoided(stored.documentNumber));
    const before = toScaleDocument(stored);
    const at = ctx.clock.now();
    const by = { id: operator.user.id, name: operator.user.name };
    await amendDocument(tx, ctx.signingKey, stored, { kind: 'void', at, by, reason, changes: voidChanges(at, by, reason) });
    await auditWeighing(tx, operator, {
      action: 'scale_document.void',
      entityType: 'scale_document',
      entityId: documentId,
      details: { before, reason },
    });
    return { message: DOCUMENT_MESSAGES.voided(stored.documentNumber) };
  });
}

/** Corrects what was chosen at the scale; weights are never edited (a wrong weight is voided and weighed again). */
export async function correctDocument(ctx: WeighingContext, documentId: number, correction: Correction, operator: Operator) {
  return ctx.db.transaction(async (tx) => {
    const stored = await lockedDocument(tx, documentId, DOCUMENT_MESSAGES.taraNotDeletable);
    if (stored.voidedAt) throw new AppError('CONFLICT', REFUSALS_WITH_VALUES.voidedNotCorrectable(stored.documentNumber));
    const before = toScaleDocument(stored);
    const chosen = await resolveLoadChoices(
      tx,
      {
        materialId: correction.materialId ?? stored.materialId,
        loadingAreaId: correction.loadedAreaId ?? stored.loadingAreaId,
        polygonId: correction.polygonId === undefined ? stored.polygonId : correction.polygonId,
        unloadingStationId: correction.unloadingStationId === undefined ? stored.unloadingStationId : correction.unloadingStationId,
        driverId: correction.driverId === undefined ? stored.driverId : correction.driverId,
      },
      null,
    );
    const changes = {
      ...choiceTexts(chosen),
      notes: correction.notes === undefined ? stored.notes : correction.notes,
      status: correction.status ?? stored.status,
    };
    const by = { id: operator.user.id, name: operator.user.name };
    await amendDocument(tx, ctx.signingKey, stored, { kind: 'correct', at: ctx.clock.now(), by, reason: correction.reason ?? null, changes });
    const after = await findDocumentItem(tx, documentId);
    await auditWeighing(tx, operator, {
      action: 'scale_document.correct',
      entityType: 'scale_document',
      entityId: documentId,
      details: { before, after, reason: correction.reason ?? null },
    });
    return { message: DOCUMENT_MESSAGES.corrected(stored.documentNumber), data: after! };
  });
}
