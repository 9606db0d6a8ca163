/**
 * The head of the site's signature chain: the last link written (a document or an amendment), which the
 * next one follows. Every writer of a link locks it first, so that the chain has one order.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/database.js';
import { documentChain, scaleDocuments } from '../db/tables/scale-documents.js';

/** The last link: its signature, its document and its place (0 and nulls before the first). */
export type ChainHead = { signature: string | null; documentId: number | null; position: number };

const HEAD_COLUMNS = { signature: documentChain.lastSignature, documentId: documentChain.lastDocumentId, position: documentChain.lastPosition };

/** The head, locked until the transaction ends. */
export async function lockChainHead(tx: Tx): Promise<ChainHead> {
  const [head] = await tx.select(HEAD_COLUMNS).from(documentChain).where(eq(documentChain.id, 1)).for('update');
  if (!head) throw new Error('document_chain has no head row');
  return head;
}

/** The head as stored, unlocked. */
export async function readChainHead(executor: Executor): Promise<ChainHead> {
  const [head] = await executor.select(HEAD_COLUMNS).from(documentChain).where(eq(documentChain.id, 1));
  if (!head) throw new Error('document_chain has no head row');
  return head;
}

/** The statement that moves the head to a link just written. */
export const moveHead = (head: ChainHead) =>
  sql`update ${documentChain} set last_document_id = ${head.documentId}, last_signature = ${head.signature}, last_position = ${head.position} where id = 1`;

/** The number of the ticket the head's link is of (the ticket itself or its amendment). */
export async function headDocumentNumber(executor: Executor, head: ChainHead): Promise<string | null> {
  if (head.documentId === null) return null;
  const [row] = await executor.select({ number: scaleDocuments.documentNumber }).from(scaleDocuments).where(eq(scaleDocuments.id, head.documentId));
  return row?.number ?? null;
}
