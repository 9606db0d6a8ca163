/** Queries of the printed ticket: its prints, the facts it prints beside the document, and its lookup by number. */
import { and, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database.js';
import type { IssuedDocument } from '../../ledger/issue.js';
import { scaleDocuments } from '../../db/tables/scale-documents.js';
import { scales } from '../../db/tables/scales.js';
import { ticketPrints } from '../../db/tables/tickets.js';

export type NewPrint = Omit<typeof ticketPrints.$inferInsert, 'id' | 'printNumber'>;

/**
 * Records the next print of a document and answers its number: 1 for the original, n for 'COPY n'. The
 * caller holds the document's row lock, so the number read here is not taken by another print meanwhile.
 */
export async function recordPrint(tx: Tx, print: NewPrint): Promise<number> {
  const [last] = await tx.select({ number: max(ticketPrints.printNumber) }).from(ticketPrints).where(eq(ticketPrints.documentId, print.documentId));
  const printNumber = (last?.number ?? 0) + 1;
  await tx.insert(ticketPrints).values({ ...print, printNumber });
  return printNumber;
}

/** The name of the scale a document was weighed on; undefined for an imported document (no scale). */
export async function scaleNameOf(executor: Executor, scaleId: number | null): Promise<string | undefined> {
  if (scaleId === null) return undefined;
  const [row] = await executor.select({ name: scales.name }).from(scales).where(eq(scales.id, scaleId));
  return row?.name;
}

/**
 * Whether a load's tare was a stored one (a preset tare): its tara weighing was already used by an
 * earlier document, so this load is a repeat on it. The first load after a tara weighing is a plain
 * two-pass weighing. Earlier means earlier in the chain (by id), the order documents were issued in.
 * Such a document is the same vehicle's, weighed after the tara: the vehicle's index finds it among a few.
 */
export async function tareWasStored(executor: Executor, document: Pick<IssuedDocument, 'id' | 'taraId' | 'vehicleId' | 'firstWeighAt'>): Promise<boolean> {
  if (document.taraId === null || document.firstWeighAt === null) return false;
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(scaleDocuments)
    .where(
      and(
        eq(scaleDocuments.vehicleId, document.vehicleId),
        gte(scaleDocuments.secondWeighAt, document.firstWeighAt),
        eq(scaleDocuments.taraId, document.taraId),
        lt(scaleDocuments.id, document.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A document by its number, for the public verification. */
export async function documentByNumber(executor: Executor, documentNumber: string) {
  const [row] = await executor.select().from(scaleDocuments).where(eq(scaleDocuments.documentNumber, documentNumber));
  return row;
}
