/**
 * A document's row, locked until the transaction ends: a void, a correction and a print of one document
 * take turns, and each reads the row as the one before it left it (two voids cannot both find it not
 * voided; two prints cannot take the same print number).
 */
import { REFUSALS } from '@weighbridge/contract/refusals';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { AppError } from '../lib/errors.js';
import { taraWeighings } from '../db/tables/weighing.js';
import type { IssuedDocument } from './issue.js';
import { scaleDocuments } from '../db/tables/scale-documents.js';

/** The id of a tara weighing is refused with `taraMessage` (400): a tara row of the history is no document. */
export async function lockedDocument(tx: Tx, documentId: number, taraMessage: string): Promise<IssuedDocument> {
  const [row] = await tx.select().from(scaleDocuments).where(eq(scaleDocuments.id, documentId)).for('update');
  if (row) return row;
  const [tara] = await tx.select({ id: taraWeighings.id }).from(taraWeighings).where(eq(taraWeighings.id, documentId));
  if (tara) throw new AppError('BAD_REQUEST', taraMessage);
  throw new AppError('NOT_FOUND', REFUSALS.scaleDocumentNotFound);
}
