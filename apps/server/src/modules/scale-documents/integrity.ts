/** Whether a stored document still matches its signature and its place in the chain. */
import { desc, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { IssuedDocument } from './issue.js';
import { scaleDocuments } from './schema.js';
import { signatureMatches } from './signature.js';

export async function documentIntegrity(executor: Executor, signingKey: string, row: IssuedDocument): Promise<'verified' | 'altered'> {
  const fields = {
    documentNumber: row.documentNumber,
    documentYear: row.documentYear,
    orderSequence: row.orderSequence,
    vehicleId: row.vehicleId,
    registrationNumber: row.registrationNumber,
    firstWeighAt: row.firstWeighAt,
    secondWeighAt: row.secondWeighAt,
    tareWeightKg: row.tareWeightKg,
    fullWeightKg: row.fullWeightKg,
    netWeightKg: row.netWeightKg,
    weightSource: row.weightSource,
    scaleId: row.scaleId,
  };
  if (!signatureMatches(signingKey, fields, row.previousSignature, row.signature)) return 'altered';
  const [previous] = await executor
    .select({ signature: scaleDocuments.signature })
    .from(scaleDocuments)
    .where(lt(scaleDocuments.id, row.id))
    .orderBy(desc(scaleDocuments.id))
    .limit(1);
  return (previous?.signature ?? null) === row.previousSignature ? 'verified' : 'altered';
}
