/** Queries of the amendments (voids and corrections) of scale documents. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../db/database.js';
import type { IssuedDocument } from './issue.js';
import { documentAmendments, scaleDocuments } from '../db/tables/scale-documents.js';

export type StoredAmendment = typeof documentAmendments.$inferSelect;

export async function insertAmendments(tx: Tx, amendments: (typeof documentAmendments.$inferInsert)[]): Promise<void> {
  await tx.insert(documentAmendments).values(amendments);
}

/** The amendments of the documents, each document's in the order they were made. */
export async function amendmentsOf(executor: Executor, documentIds: readonly number[]): Promise<Map<number, StoredAmendment[]>> {
  const byDocument = new Map<number, StoredAmendment[]>();
  if (documentIds.length === 0) return byDocument;
  const rows = await executor
    .select()
    .from(documentAmendments)
    .where(inArray(documentAmendments.documentId, [...documentIds]))
    .orderBy(asc(documentAmendments.documentId), asc(documentAmendments.id));
  for (const row of rows) {
    const amendments = byDocument.get(row.documentId);
    if (amendments) amendments.push(row);
    else byDocument.set(row.documentId, [row]);
  }
  return byDocument;
}

/** The documents that name a driver, locked until the transaction ends. */
export function lockDocumentsOfDriver(tx: Tx, driverId: number): Promise<IssuedDocument[]> {
  return tx.select().from(scaleDocuments).where(eq(scaleDocuments.driverId, driverId)).orderBy(asc(scaleDocuments.id)).for('update');
}
