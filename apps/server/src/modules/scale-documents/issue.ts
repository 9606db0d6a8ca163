/**
 * Issuing a scale document: the next number of the site's year, the next link of the signature chain
 * and the row, all in the caller's transaction. The chain row is locked first, so documents are issued
 * one at a time in one order, and a rolled-back weighing gives its number back (no gaps).
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/database.js';
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

/**
 * The chain's head locked, the year's next number and the document's id, in one round trip: every
 * statement while the chain is locked keeps the other scale houses waiting, so there are as few as can be.
 * The chain is locked before the counter (the CTE is referenced first), as every issuer does.
 */
async function nextLink(tx: Tx, year: number): Promise<{ id: number; sequence: number; previousSignature: string | null }> {
  const [row] = await queryRows<{ id: number; sequence: number; previous_signature: string | null }>(
    tx,
    sql`with head as (select id, last_signature from ${documentChain} where id = 1 for update),
             counter as (
               insert into ${documentCounters} (year, last_sequence) select ${year}, 1 from head
               on conflict (year) do update set last_sequence = ${documentCounters}.last_sequence + 1
               returning last_sequence)
        select head.last_signature as previous_signature, counter.last_sequence as sequence,
               nextval('weighing_id_seq')::integer as id
        from head, counter`,
  );
  if (!row) throw new Error('document_chain has no head row');
  return { id: Number(row.id), sequence: Number(row.sequence), previousSignature: row.previous_signature };
}

export async function issueScaleDocument(tx: Tx, signingKey: string, year: number, values: NewScaleDocument): Promise<IssuedDocument> {
  const link = await nextLink(tx, year);
  const documentNumber = formatDocumentNumber(year, link.sequence);
  const signature = signDocument(
    signingKey,
    {
      documentNumber,
      documentYear: year,
      orderSequence: link.sequence,
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
    link.previousSignature,
  );
  const [document] = await tx
    .insert(scaleDocuments)
    .values({ ...values, id: link.id, documentNumber, documentYear: year, orderSequence: link.sequence, signature, previousSignature: link.previousSignature })
    .returning();
  if (!document) throw new Error('insert into scale_documents returned no row');
  await tx.update(documentChain).set({ lastDocumentId: document.id, lastSignature: signature }).where(eq(documentChain.id, 1));
  return document;
}
