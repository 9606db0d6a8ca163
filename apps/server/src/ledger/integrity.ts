/**
 * Whether stored documents still match their signatures: the one check of the detail answer, of a restore
 * and of the chain's watch. A document is verified when
 *  - its stored fields, with each amendment undone from the last to the first (each must find the values
 *    it set), give back fields that the document's own signature covers,
 *  - each amendment is signed: version 1 chained to the document's signature or the amendment before it,
 *    version 2 as a link of the site's chain,
 *  - each of its links (the document, its version 2 amendments) follows the link at the place before it,
 *  - and every link that names it as the document before it (signed from document version 4 and amendment
 *    version 2) follows one of its links: a removed or replaced amendment of it breaks that.
 * Documents of signature version 2 were signed over every ticket field but where the tare came from and the
 * indicator's frames (version 3 adds them). Documents of version 1 were signed over their number, times,
 * vehicle and weights only; their void state is checked only when they have amendments (written from
 * version 2 on): then the fields before the first amendment must be those of a document that was not
 * voided, as a voided one takes no amendment.
 */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { AMENDABLE_FIELDS } from './amendments.js';
import { amendmentsOf, type StoredAmendment } from './amendment-repository.js';
import { type ChainLink, followsLink, linksAfter, linksAt, linksNaming } from './chain-links.js';
import type { IssuedDocument } from './issue.js';
import { scaleDocuments } from '../db/tables/scale-documents.js';
import {
  CHAINED_AMENDMENT_VERSION,
  encodeTicket,
  FIRST_SIGNING_PREVIOUS_DOCUMENT,
  sameSignature,
  SIGNATURE_VERSIONS,
  signAmendment,
  signTicket,
  type TicketField,
} from './signature.js';

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

/** Whether each amendment is signed over what it says, version 1 also chained within its document. */
function amendmentsSigned(signingKey: string, row: IssuedDocument, amendments: readonly StoredAmendment[]): boolean {
  let previous = row.signature;
  for (const amendment of amendments) {
    if (amendment.documentId !== row.id) return false;
    const version = amendment.signatureVersion;
    if (version === 1 && amendment.previousSignature !== previous) return false;
    if (version !== 1 && (version !== CHAINED_AMENDMENT_VERSION || amendment.chainPosition === null)) return false;
    if (!sameSignature(signAmendment(signingKey, version, amendment, amendment), amendment.signature)) return false;
    previous = amendment.signature;
  }
  return true;
}

/** Whether the document's own signature, with this key, covers the fields it was issued with. */
export function signedWith(signingKey: string, row: IssuedDocument, amendments: readonly StoredAmendment[]): boolean {
  const issued = SIGNATURE_VERSIONS.includes(row.signatureVersion) ? issuedFields(row, amendments) : undefined;
  if (!issued) return false;
  if (row.signatureVersion === 1 && amendments.length > 0 && (issued.voidedAt !== null || issued.status === 'cancelled')) return false;
  return sameSignature(signTicket(signingKey, row.signatureVersion, issued, row), row.signature);
}

/** The check of a document's own content: its fields and its amendments' signatures, not its place in the chain. */
export function contentVerified(signingKey: string, row: IssuedDocument, amendments: readonly StoredAmendment[]): boolean {
  return signedWith(signingKey, row, amendments) && amendmentsSigned(signingKey, row, amendments);
}

/** The document's own links: itself, then its amendments that are links. */
function linksOf(row: IssuedDocument, amendments: readonly StoredAmendment[]): ChainLink[] {
  const own: ChainLink = { ...row, position: row.chainPosition, documentId: row.id, amendmentId: null, signsPrevious: row.signatureVersion >= FIRST_SIGNING_PREVIOUS_DOCUMENT };
  const chained = amendments.flatMap((amendment) =>
    amendment.chainPosition === null ? [] : [{ ...amendment, position: amendment.chainPosition, amendmentId: amendment.id, signsPrevious: true }],
  );
  return [own, ...chained];
}

export async function documentIntegrity(executor: Executor, signingKey: string, row: IssuedDocument): Promise<Integrity> {
  const amendments = (await amendmentsOf(executor, [row.id])).get(row.id) ?? [];
  if (!contentVerified(signingKey, row, amendments)) return 'altered';
  const own = linksOf(row, amendments);
  const naming = (await linksNaming(executor, row.id)).filter((link) => link.signsPrevious);
  const before = await linksAt(executor, [...own, ...naming].map((link) => link.position - 1));
  // A link that signs the document before it and does not follow it tells of that document's link, not of its own.
  const answersForOwn = (link: ChainLink) => !link.signsPrevious || link.previousDocumentId === row.id;
  if (!own.every((link) => followsLink(link, before.get(link.position - 1)) || !answersForOwn(link))) return 'altered';
  const followsOwn = (link: ChainLink) => before.get(link.position - 1)?.documentId === row.id && followsLink(link, before.get(link.position - 1));
  return naming.every(followsOwn) ? 'verified' : 'altered';
}

/** What a walk of the whole chain found. */
export type ChainCheck = {
  /** The documents that read 'altered', and the numbers of the first `keep` of them in chain order. */
  alteredCount: number;
  altered: string[];
  /** Links that do not follow the link before them: a link removed, replaced or put in between. */
  breaks: number;
  /** The last link read: the chain's head as the links themselves tell it. */
  last: { position: number; signature: string | null; documentId: number | null };
};

const PAGE_LINKS = 1000;

/** A link already walked: a later walk goes on from it while it is still there. */
export type WalkedLink = { position: number; signature: string | null };

/**
 * Every link in chain order, a page at a time: each document's content, each link's place. A link that
 * does not follow the one before it counts against the document it names as the one before it (whose link
 * was removed or replaced) or, where it names none, against its own. Given `from`, the links after it
 * only, as long as the link at its place is still the one walked; else all of them.
 */
export async function checkChain(executor: Executor, signingKey: string, keep: number, from?: WalkedLink): Promise<ChainCheck> {
  const altered = new Set<number>();
  let breaks = 0;
  let before: ChainLink | undefined;
  if (from && from.position > 0) {
    const link = (await linksAt(executor, [from.position])).get(from.position);
    if (link?.signature === from.signature) before = link;
  }
  for (;;) {
    const page = await linksAfter(executor, before?.position ?? 0, PAGE_LINKS);
    const ids = page.filter((link) => link.amendmentId === null).map((link) => link.documentId);
    const rows = ids.length ? await executor.select().from(scaleDocuments).where(inArray(scaleDocuments.id, ids)) : [];
    const documents = new Map(rows.map((row) => [row.id, row]));
    const amendments = await amendmentsOf(executor, ids);
    for (const link of page) {
      if (!followsLink(link, before)) {
        breaks += 1;
        altered.add(link.signsPrevious && link.previousDocumentId !== null ? link.previousDocumentId : link.documentId);
      }
      const document = link.amendmentId === null ? documents.get(link.documentId) : undefined;
      if (document && !contentVerified(signingKey, document, amendments.get(document.id) ?? [])) altered.add(document.id);
      before = link;
    }
    if (page.length < PAGE_LINKS) break;
  }
  // A link blamed on a document whose row is gone counts as a break only: there is no ticket to name.
  const numbers = await numbersInChainOrder(executor, [...altered]);
  return {
    alteredCount: numbers.length,
    altered: numbers.slice(0, keep),
    breaks,
    last: { position: before?.position ?? 0, signature: before?.signature ?? null, documentId: before?.documentId ?? null },
  };
}

async function numbersInChainOrder(executor: Executor, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ number: scaleDocuments.documentNumber, position: scaleDocuments.chainPosition })
    .from(scaleDocuments)
    .where(inArray(scaleDocuments.id, ids));
  return rows.sort((x, y) => x.position - y.position).map((row) => row.number);
}
