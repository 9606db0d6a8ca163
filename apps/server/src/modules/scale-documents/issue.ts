/**
 * Issuing a scale document: the next number of the site's year, the next link of the signature chain
 * and the row, all in the caller's transaction. The chain row is locked first, so documents are issued
 * one at a time in one order, and a rolled-back weighing gives its number back (no gaps).
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { documentChain, documentCounters, scaleDocuments } from './schema.js';
import { signDocument } from './signature.js';

export type NewScaleDocument = Omit<
  typeof scaleDocuments.$inferInsert,
  'id' | 'documentNumber' | 'documentYear' | 'orderSequence' | 'signature' | 'previousSignature' | 'createdAt' | 'updatedAt'
>;

export type IssuedDocument = typeof scaleDocuments.$inferSelect;

export function formatDocumentNumber(year: number, sequence: number): string {
  return `SD-${year}-${String(sequence).padStart(6, '0')}`;
}

export async function issueScaleDocument(tx: Tx, signingKey: string, year: number, values: NewScaleDocument): Promise<IssuedDocument> {
  const [chain] = await tx.select().from(documentChain).where(eq(documentChain.id, 1)).for('update');
  if (!chain) throw new Error('document_chain has no head row');
  const [counter] = await tx
    .insert(documentCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: documentCounters.year, set: { lastSequence: sql`${documentCounters.lastSequence} + 1` } })
    .returning();
  if (!counter) throw new Error('document counter returned no row');
  const documentNumber = formatDocumentNumber(year, counter.lastSequence);
  const signature = signDocument(
    signingKey,
    {
      documentNumber,
      documentYear: year,
      orderSequence: counter.lastSequence,
      vehicleId: values.vehicleId,
      registrationNumber: values.registrationNumber,
      firstWeighAt: values.firstWeighAt ?? null,
      secondWeighAt: values.secondWeighAt,
      tareWeightKg: values.tareWeightKg,
      fullWeightKg: values.fullWeightKg,
      netWeightKg: values.netWeightKg,
      weightSource: values.weightSource,
      scaleId: values.scaleId ?? null,
    },
    chain.lastSignature,
  );
  const [document] = await tx
    .insert(scaleDocuments)
    .values({
      ...values,
      documentNumber,
      documentYear: year,
      orderSequence: counter.lastSequence,
      signature,
      previousSignature: chain.lastSignature,
    })
    .returning();
  if (!document) throw new Error('insert into scale_documents returned no row');
  await tx.update(documentChain).set({ lastDocumentId: document.id, lastSignature: signature }).where(eq(documentChain.id, 1));
  return document;
}
