/**
 * Voids and corrections write through here: the document's row changes, and a signed amendment records
 * who, when, why, the fields it set and what they held, chained to the document's last signature. Called
 * in the transaction that holds the document's row lock, so that a document's amendments have one order.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { insertAmendment, lastLinkOf, lockDocumentsOfDriver } from './amendment-repository.js';
import type { IssuedDocument } from './issue.js';
import { scaleDocuments } from './schema.js';
import { type AmendmentEntry, encodeField, signAmendment, type TicketField } from './signature.js';

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
export async function amendDocument(tx: Tx, signingKey: string, document: IssuedDocument, amendment: Amendment): Promise<void> {
  const sets: Record<string, unknown> = {};
  const replaces: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(amendment.changes) as [TicketField, unknown][]) {
    if (!AMENDABLE_FIELDS.has(name)) throw new Error(`${name} is not a field an amendment may set`);
    sets[name] = encodeField(name, value);
    replaces[name] = encodeField(name, document[name]);
  }
  const entry: AmendmentEntry = {
    documentId: document.id,
    kind: amendment.kind,
    at: amendment.at,
    byUserId: amendment.by.id,
    byName: amendment.by.name,
    reason: amendment.reason,
    sets,
    replaces,
  };
  const previousSignature = await lastLinkOf(tx, document.id, document.signature);
  await tx
    .update(scaleDocuments)
    .set({ ...amendment.changes, updatedAt: amendment.at })
    .where(eq(scaleDocuments.id, document.id));
  await insertAmendment(tx, { ...entry, signature: signAmendment(signingKey, entry, previousSignature), previousSignature });
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
  for (const document of documents) {
    await amendDocument(tx, signingKey, document, { kind: 'correct', at, by, reason: DRIVER_DELETED, changes: { driverId: null } });
  }
  return documents.length;
}

const DRIVER_DELETED = 'Driver deleted: the ticket keeps the name';
