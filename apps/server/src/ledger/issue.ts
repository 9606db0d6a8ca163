/**
 * Issuing a scale document: the next number of the site's year, the next link of the signature chain
 * and the row, all in the caller's transaction. The chain row is locked first, so documents are issued
 * one at a time in one order, and a rolled-back weighing gives its number back (no gaps).
 */
import { documentNumberOf, type NumberFormat } from '@weighbridge/contract/document-numbers';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { getTableColumns, sql } from 'drizzle-orm';
import { queryRows, type Tx, withWrites } from '../db/database.js';
import { toScaleDocument } from './document-answer.js';
import { type ChainHead, moveHead } from './chain-head.js';
import { documentChain, documentCounters, scaleDocuments } from '../db/tables/scale-documents.js';
import { lastSetFormat, yearFormat } from './number-formats.js';
import type { IssueReaction } from './reactions.js';
import { encodeTicket, SIGNATURE_VERSION, signTicket } from './signature.js';

export type NewScaleDocument = Omit<
  typeof scaleDocuments.$inferInsert,
  | 'id'
  | 'documentNumber'
  | 'documentYear'
  | 'orderSequence'
  | 'signature'
  | 'previousSignature'
  | 'chainPosition'
  | 'previousDocumentId'
  | 'signatureVersion'
  | 'voidedAt'
  | 'voidedBy'
  | 'voidedByName'
  | 'voidReason'
  | 'createdAt'
  | 'updatedAt'
>;

/** The numbers a year issues next: its first sequence and the format they are written in. */
type YearNumbers = { year: number; firstSequence: number; format: NumberFormat };

/**
 * The chain's head locked, the year's next `count` numbers, their format and as many ids, in one round trip:
 * every statement while the chain is locked keeps the other scale houses waiting, so there are as few as can
 * be. The chain is locked before the counter (the CTE is referenced first), as every issuer does; the
 * format is read from the counter's row as the lock leaves it (see number-formats.ts).
 */
async function nextLinks(tx: Tx, year: number, count: number): Promise<{ ids: number[]; numbers: YearNumbers; after: ChainHead }> {
  const rows = await queryRows<{
    id: number;
    last_sequence: number;
    last_signature: string | null;
    last_document_id: number | null;
    last_position: number;
    counter_prefix: string | null;
    counter_digits: number | null;
    set_prefix: string | null;
    set_digits: number | null;
  }>(
    tx,
    sql`with head as (select id, last_signature, last_document_id, last_position from ${documentChain} where id = 1 for update),
             counter as (
               insert into ${documentCounters} (year, last_sequence) select ${year}, ${count} from head
               on conflict (year) do update set last_sequence = ${documentCounters}.last_sequence + ${count}
               returning last_sequence, prefix, digits)
        select head.last_signature, head.last_document_id, head.last_position, counter.last_sequence,
               counter.prefix as counter_prefix, counter.digits as counter_digits, f.prefix as set_prefix, f.digits as set_digits,
               nextval('weighing_id_seq')::integer as id
        from head cross join counter left join lateral ${lastSetFormat(year)} f on true cross join generate_series(1, ${count})`,
  );
  if (rows.length !== count) throw new Error('document_chain has no head row');
  const first = rows[0]!;
  return {
    ids: rows.map((row) => Number(row.id)),
    numbers: { year, firstSequence: Number(first.last_sequence) - count + 1, format: yearFormat(year, first) },
    after: { signature: first.last_signature, documentId: first.last_document_id, position: Number(first.last_position) },
  };
}

/**
 * The document at `sequence` numbered, signed and placed after the chain's last link: every writer of
 * documents (a load, a document entered by hand, an import) signs here.
 */
function linkOf(signingKey: string, id: number, numbers: YearNumbers, sequence: number, values: NewScaleDocument, after: ChainHead) {
  const { year } = numbers;
  const documentNumber = documentNumberOf(numbers.format, sequence);
  const ticket = encodeTicket({ ...values, documentNumber, documentYear: year, orderSequence: sequence });
  const place = { previousSignature: after.signature, previousDocumentId: after.documentId };
  const signature = signTicket(signingKey, SIGNATURE_VERSION, ticket, place);
  return { id, documentNumber, documentYear: year, orderSequence: sequence, signature, ...place, chainPosition: after.position + 1, signatureVersion: SIGNATURE_VERSION };
}

/** The chain's head after a link. */
const headAt = (link: { id: number; signature: string; chainPosition: number }): ChainHead => ({
  signature: link.signature,
  documentId: link.id,
  position: link.chainPosition,
});

/**
 * One document, answered as the documents list shows it. Its insert also moves the chain's head and
 * carries the writes of the `reactions` to it, so that a weighing holds the numbering for two round trips
 * (its number, then this statement) and its commit.
 */
export async function issueScaleDocument(
  tx: Tx,
  signingKey: string,
  year: number,
  values: NewScaleDocument,
  reactions: readonly IssueReaction[] = [],
): Promise<ScaleDocument> {
  const links = await nextLinks(tx, year, 1);
  const row = { ...values, ...linkOf(signingKey, links.ids[0]!, links.numbers, links.numbers.firstSequence, values, links.after) };
  const document = toScaleDocument(row);
  const writes = reactions.flatMap((react) => react({ document }));
  await tx.execute(withWrites([moveHead(headAt(row)), ...writes], tx.insert(scaleDocuments).values(row).getSQL()));
  return document;
}

/** A stored document row, as the integrity check reads it. */
export type IssuedDocument = typeof scaleDocuments.$inferSelect;

/** The documents' columns by property, to write a document as a JSON object keyed by column name. */
const COLUMNS = Object.entries(getTableColumns(scaleDocuments));

type DocumentLink = ReturnType<typeof linkOf>;

/**
 * A document and its link in the chain as the JSON object `json_populate_recordset` reads: each value as
 * the driver takes it, by column name. Read from both parts rather than from one object spread together
 * from them, which at 100,000 documents costs V8 seconds.
 */
function jsonRow(values: NewScaleDocument, link: DocumentLink, names: Set<string>): Record<string, unknown> {
  const byName: Record<string, unknown> = {};
  for (const [key, column] of COLUMNS) {
    const value = key in link ? link[key as keyof DocumentLink] : values[key as keyof NewScaleDocument];
    if (value === undefined) continue;
    byName[column.name] = value === null ? null : column.mapToDriverValue(value);
    names.add(column.name);
  }
  return byName;
}

/** Documents numbered, signed and encoded for one statement, not yet written. */
export type PreparedDocuments = { numbers: string[]; columns: string[]; json: string; head: ChainHead };

/**
 * Many documents of one year, numbered and chained exactly as `issueScaleDocument` issues one, but
 * written by few statements, each carrying its documents as one JSON parameter instead of 37 parameters
 * each and reading nothing back: an import of history. `reserve` takes the year's numbers and ids for all
 * of them in one round trip; `prepare` numbers, chains and encodes the next ones without the database, so
 * it may run while the statement before is written; `write` writes them and moves the chain's head. Prepared documents are written in the order they were prepared, and all that
 * were reserved are written (or the transaction rolled back), so that the year's numbers have no gap.
 * @example
 * const issue = await BulkIssue.reserve(tx, signingKey, 2025, rows.length);
 * for (const batch of batches) await issue.write(issue.prepare(batch));
 */
export class BulkIssue {
  private issued = 0;
  private head: ChainHead;

  private constructor(
    private readonly tx: Tx,
    private readonly signingKey: string,
    private readonly links: Awaited<ReturnType<typeof nextLinks>>,
  ) {
    this.head = links.after;
  }

  static async reserve(tx: Tx, signingKey: string, year: number, count: number): Promise<BulkIssue> {
    return new BulkIssue(tx, signingKey, await nextLinks(tx, year, count));
  }

  prepare(items: readonly NewScaleDocument[]): PreparedDocuments {
    if (this.issued + items.length > this.links.ids.length) throw new Error('more documents than were reserved');
    const numbers: string[] = [];
    const names = new Set<string>();
    const rows = items.map((values) => {
      const link = linkOf(this.signingKey, this.links.ids[this.issued]!, this.links.numbers, this.links.numbers.firstSequence + this.issued, values, this.head);
      this.issued += 1;
      this.head = headAt(link);
      numbers.push(link.documentNumber);
      return jsonRow(values, link, names);
    });
    return { numbers, columns: [...names], json: JSON.stringify(rows), head: this.head };
  }

  async write(prepared: PreparedDocuments): Promise<string[]> {
    if (!prepared.numbers.length) return [];
    const columns = sql.join(
      prepared.columns.map((name) => sql.identifier(name)),
      sql`, `,
    );
    const [written] = await queryRows<{ count: number }>(
      this.tx,
      sql`with issued as (
            insert into ${scaleDocuments} (${columns})
            select ${columns} from json_populate_recordset(null::scale_documents, ${prepared.json}::json)
            returning 1),
          head as (${moveHead(prepared.head)})
          select count(*)::integer as count from issued`,
    );
    if (Number(written?.count) !== prepared.numbers.length) throw new Error('insert into scale_documents wrote fewer rows');
    return prepared.numbers;
  }
}
