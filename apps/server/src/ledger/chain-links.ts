/**
 * The links of the site's signature chain, read across the two tables that hold them: each document, and
 * each amendment made since amendments are links (version 2). A link is found by its place, by the
 * document it names as the one before it, or a page at a time in chain order.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/database.js';
import { documentAmendments as a, scaleDocuments as d } from '../db/tables/scale-documents.js';
import { CHAINED_AMENDMENT_VERSION, FIRST_SIGNING_PREVIOUS_DOCUMENT } from './signature.js';

export type ChainLink = {
  position: number;
  documentId: number;
  /** The amendment the link is, or null for the document itself. */
  amendmentId: number | null;
  signature: string;
  previousSignature: string | null;
  previousDocumentId: number | null;
  /** Whether its signature covers `previousDocumentId` (documents from version 4, chained amendments). */
  signsPrevious: boolean;
};

type LinkRow = {
  position: string | number;
  document_id: number;
  amendment_id: number | null;
  signature: string;
  previous_signature: string | null;
  previous_document_id: number | null;
  signs_previous: boolean;
};

/** Both tables' links matching `documents` and `amendments` (each a condition on its own table), in chain order, at most `limit`. */
function linksWhere(documents: SQL, amendments: SQL, limit: number): SQL {
  return sql`(select ${d.chainPosition} as position, ${d.id} as document_id, null::integer as amendment_id, ${d.signature} as signature,
                     ${d.previousSignature} as previous_signature, ${d.previousDocumentId} as previous_document_id,
                     ${d.signatureVersion} >= ${FIRST_SIGNING_PREVIOUS_DOCUMENT} as signs_previous
              from ${d} where ${documents} order by ${d.chainPosition} limit ${limit})
             union all
             (select ${a.chainPosition}, ${a.documentId}, ${a.id}, ${a.signature}, ${a.previousSignature}, ${a.previousDocumentId},
                     ${a.signatureVersion} = ${CHAINED_AMENDMENT_VERSION}
              from ${a} where ${a.chainPosition} is not null and ${amendments} order by ${a.chainPosition} limit ${limit})
             order by position limit ${limit}`;
}

async function readLinks(executor: Executor, query: SQL): Promise<ChainLink[]> {
  const rows = await queryRows<LinkRow>(executor, query);
  return rows.map((row) => ({
    position: Number(row.position),
    documentId: row.document_id,
    amendmentId: row.amendment_id,
    signature: row.signature,
    previousSignature: row.previous_signature,
    previousDocumentId: row.previous_document_id,
    signsPrevious: row.signs_previous,
  }));
}

const NO_LIMIT = 2_147_483_647;

/** The links at these places, by place. */
export async function linksAt(executor: Executor, positions: readonly number[]): Promise<Map<number, ChainLink>> {
  if (positions.length === 0) return new Map();
  const list = sql`(${sql.join(
    positions.map((position) => sql`${position}`),
    sql`, `,
  )})`;
  const links = await readLinks(executor, linksWhere(sql`${d.chainPosition} in ${list}`, sql`${a.chainPosition} in ${list}`, NO_LIMIT));
  return new Map(links.map((link) => [link.position, link]));
}

/** The links that name a document as the one of the link before them. */
export function linksNaming(executor: Executor, documentId: number): Promise<ChainLink[]> {
  return readLinks(executor, linksWhere(sql`${d.previousDocumentId} = ${documentId}`, sql`${a.previousDocumentId} = ${documentId}`, NO_LIMIT));
}

/** The next `limit` links after the place `after`, in chain order. */
export function linksAfter(executor: Executor, after: number, limit: number): Promise<ChainLink[]> {
  return readLinks(executor, linksWhere(sql`${d.chainPosition} > ${after}`, sql`${a.chainPosition} > ${after}`, limit));
}

/**
 * Whether a link follows `before`, the link read at the place before its own: the first link follows
 * nothing, every other one the signature (and, where it signs it, the document) of the link before it.
 */
export function followsLink(link: ChainLink, before: ChainLink | undefined): boolean {
  if (link.position === 1) return before === undefined && link.previousSignature === null;
  if (!before || before.position !== link.position - 1 || before.signature !== link.previousSignature) return false;
  return !link.signsPrevious || before.documentId === link.previousDocumentId;
}
