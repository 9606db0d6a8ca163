/**
 * Whether stored documents still match their signatures: the one check of the detail answer and of a
 * restore. A document is verified when
 *  - its stored fields, with each amendment undone from the last to the first (each must find the values
 *    it set), give back fields that the document's own signature covers,
 *  - each amendment is signed and chained to the document's signature or the amendment before it, and
 *  - it is chained to the document before it (by id, the order in which the chain was written).
 * Documents of signature version 2 were signed over every ticket field but where the tare came from and the
 * indicator's frames (version 3 adds them). Documents of version 1 were signed over their number, times,
 * vehicle and weights only; their void state is checked only when they have amendments (written from
 * version 2 on): then the fields before the first amendment must be those of a document that was not
 * voided, as a voided one takes no amendment.
 */
import { asc, desc, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { AMENDABLE_FIELDS } from './amendments.js';
import { amendmentsOf, type StoredAmendment } from './amendment-repository.js';
import type { IssuedDocument } from './issue.js';
import { scaleDocuments } from './schema.js';
import { encodeTicket, sameSignature, SIGNATURE_VERSIONS, signAmendment, signTicket, type TicketField } from './signature.js';

export type Integrity = 'verified' | 'altered';

/** The fields as they were issued, or undefined when an amendment does not find the values it set. */
function issuedFields(row: IssuedDocument, amendments: readonly StoredAmendment[]) {
  const fields = encodeTicket(row);
  for (const amendment of [...amendments].reverse()) {
    const names = Object.keys(amendment.sets) as TicketField[];
    const sameNames = names.length === Object.keys(amendment.replaces).length && names.every((name) => name in amendment.replaces);
    if (!sameNames || !names.every((name) => AMENDABLE_FIELDS.has(name) && fields[name] === amendment.sets[name])) return undefined;
    for (const name of names) fields[name] = amendment.replaces[name] as (typeof fields)[TicketField];
  }
  return fields;
}

function amendmentsChained(signingKey: string, row: IssuedDocument, amendments: readonly StoredAmendment[]): boolean {
  let previous = row.signature;
  for (const amendment of amendments) {
    if (amendment.documentId !== row.id || amendment.previousSignature !== previous) return false;
    if (!sameSignature(signAmendment(signingKey, amendment, previous), amendment.signature)) return false;
    previous = amendment.signature;
  }
  return true;
}

/** Whether the document's own signature, with this key, covers the fields it was issued with. */
export function signedWith(signingKey: string, row: IssuedDocument, amendments: readonly StoredAmendment[]): boolean {
  const issued = SIGNATURE_VERSIONS.includes(row.signatureVersion) ? issuedFields(row, amendments) : undefined;
  if (!issued) return false;
  if (row.signatureVersion === 1 && amendments.length > 0 && (issued.voidedAt !== null || issued.status === 'cancelled')) return false;
  return sameSignature(signTicket(signingKey, row.signatureVersion, issued, row.previousSignature), row.signature);
}

/** The check of one document, given its amendments in order and the signature of the document before it. */
export function verifyDocument(signingKey: string, row: IssuedDocument, amendments: readonly StoredAmendment[], previousInChain: string | null): Integrity {
  if (row.previousSignature !== previousInChain || !signedWith(signingKey, row, amendments)) return 'altered';
  return amendmentsChained(signingKey, row, amendments) ? 'verified' : 'altered';
}

export async function documentIntegrity(executor: Executor, signingKey: string, row: IssuedDocument): Promise<Integrity> {
  const [previous] = await executor
    .select({ signature: scaleDocuments.signature })
    .from(scaleDocuments)
    .where(lt(scaleDocuments.id, row.id))
    .orderBy(desc(scaleDocuments.id))
    .limit(1);
  const amendments = (await amendmentsOf(executor, [row.id])).get(row.id) ?? [];
  return verifyDocument(signingKey, row, amendments, previous?.signature ?? null);
}

const PAGE_DOCUMENTS = 1000;

/** Every document that reads 'altered', a page at a time in chain order; the numbers of the first `keep`. */
export async function alteredDocuments(
  executor: Executor,
  signingKey: string,
  keep: number,
): Promise<{ count: number; numbers: string[]; lastSignature: string | null }> {
  const numbers: string[] = [];
  let count = 0;
  let previous: string | null = null;
  let after = 0;
  for (;;) {
    const page = await executor.select().from(scaleDocuments).where(gt(scaleDocuments.id, after)).orderBy(asc(scaleDocuments.id)).limit(PAGE_DOCUMENTS);
    const amendments = await amendmentsOf(executor, page.map((row) => row.id));
    for (const row of page) {
      if (verifyDocument(signingKey, row, amendments.get(row.id) ?? [], previous) === 'altered') {
        count += 1;
        if (numbers.length < keep) numbers.push(row.documentNumber);
      }
      previous = row.signature;
    }
    if (page.length < PAGE_DOCUMENTS) return { count, numbers, lastSignature: previous };
    after = page.at(-1)!.id;
  }
}
