/**
 * Voids and corrections write through here: the document's row changes, and a signed amendment records
 * who, when, why, the fields it set and what they held, as the next link of the site's chain. Called in
 * the transaction that holds the document's row lock (then the chain's head, as every link's writer).
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { insertAmendments, lockDocumentsOfDriver } from './amendment-repository.js';
import { lockChainHead, moveHead } from './chain-head.js';
import type { IssuedDocument } from './issue.js';
import { scaleDocuments } from '../db/tables/scale-documents.js';
import { type AmendmentEntry, CHAINED_AMENDMENT_VERSION, encodeField, signAmendment, type TicketField } from './signature.js';

/** The fields a void or a correction may set; weights, times, number and vehicle are never changed. */
export const AMENDABLE_FIELDS: ReadonlySet<TicketField> = new Set<TicketField>([
  'status',
  'materialId',
  'materialName',
  'loadingAreaId',
  'loadingAreaName',
  'polygonId',
  'polygonCode',
  'unloadingStationId',
  'destinationName',
  'driverId',
  'driverName',
  'driverSurname',
  'notes',
  'voidedAt',
  'voidedBy',
  'voidedByName',
  'voidReason',
]);

type AmendableValues = Partial<Pick<IssuedDocument, TicketField>>;

export type Amendment = {
  kind: 'void' | 'correct';
  at: Date;
  by: { id: number; name: string };
  reason: string | null;
  /** The fields to set, by name; only those among AMENDABLE_FIELDS. */
  changes: AmendableValues;
};

/** Sets the document's fields and records the signed amendment that says so. */
export function amendDocument(tx: Tx, signingKey: string, document: IssuedDocument, amendment: Amendment): Promise<void> {
  return amendDocuments(tx, signingKey, [document], amendment);
}

/** Amendments written per insert statement: each row carries 13 parameters, and a statement holds at most 65,535. */
const AMENDMENTS_PER_STATEMENT = 1000;

/**
 * Sets the same fields on each document and records a signed amendment for each, one link after another,
 * in a few statements however many documents there are: the chain's head, the documents in one update,
 * the amendments in one insert per thousand and the head moved past them.
 */
async function amendDocuments(tx: Tx, signingKey: string, documents: readonly IssuedDocument[], amendment: Amendment): Promise<void> {
  if (documents.length === 0) return;
  const names = Object.keys(amendment.changes) as TicketField[];
  for (const name of names) if (!AMENDABLE_FIELDS.has(name)) throw new Error(`${name} is not a field an amendment may set`);
  const sets = Object.fromEntries(names.map((name) => [name, encodeField(name, amendment.changes[name])]));
  let head = await lockChainHead(tx);
  const rows = documents.map((document) => {
    const entry: AmendmentEntry = {
      documentId: document.id,
      kind: amendment.kind,
      at: amendment.at,
      byUserId: amendment.by.id,
      byName: amendment.by.name,
      reason: amendment.reason,
      sets,
      replaces: Object.fromEntries(names.map((name) => [name, encodeField(name, document[name])])),
    };
    const place = { previousSignature: head.signature!, previousDocumentId: head.documentId };
    const signature = signAmendment(signingKey, CHAINED_AMENDMENT_VERSION, entry, place);
    head = { signature, documentId: document.id, position: head.position + 1 };
    return { ...entry, ...place, signature, signatureVersion: CHAINED_AMENDMENT_VERSION, chainPosition: head.position };
  });
  await tx
    .update(scaleDocuments)
    .set({ ...amendment.changes, updatedAt: amendment.at })
    .where(inArray(scaleDocuments.id, documents.map((document) => document.id)));
  for (let start = 0; start < rows.length; start += AMENDMENTS_PER_STATEMENT) {
    await insertAmendments(tx, rows.slice(start, start + AMENDMENTS_PER_STATEMENT));
  }
  await tx.execute(moveHead(head));
}

/** What a void sets: the document leaves every list and total, with who voided it, when and why. */
export function voidChanges(at: Date, by: { id: number; name: string }, reason: string): AmendableValues {
  return { status: 'cancelled', voidedAt: at, voidedBy: by.id, voidedByName: by.name, voidReason: reason };
}

/**
 * A driver is deleted: the documents that name them keep the name on the ticket and lose the id, each by
 * a signed correction (so that they keep verifying, and the change is on record like any other).
 */
export async function releaseDriverFromDocuments(tx: Tx, signingKey: string, driverId: number, by: Amendment['by'], at: Date): Promise<number> {
  const documents = await lockDocumentsOfDriver(tx, driverId);
  await amendDocuments(tx, signingKey, documents, { kind: 'correct', at, by, reason: DRIVER_DELETED, changes: { driverId: null } });
  return documents.length;
}

const DRIVER_DELETED = 'Driver deleted: the ticket keeps the name';
