/**
 * How the rest of the server reacts to a document the ledger issues: a reaction is called with the
 * document, inside the transaction that issues it, and answers the writes that go with it (its audit row,
 * the request's stored answer, a capture's time on its scale). The ledger sends them in the document's own
 * insert: a load holds the numbering from its number to its commit, and every round trip in between keeps
 * the other scale houses waiting. A reaction reads nothing back; what it writes commits or rolls back with
 * the document.
 */
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import type { SQL } from 'drizzle-orm';
import { weighingAudit } from '../db/audit-log.js';
import type { Executor } from '../db/database.js';
import type { Operator } from '../lib/actor.js';

/** A document being issued, as the documents list will show it. */
export type DocumentIssued = { document: ScaleDocument };

export type IssueReaction = (issued: DocumentIssued) => SQL[];

/** The audit row of an issued document, under the operator who issued it. */
export function auditIssue(executor: Executor, operator: Operator, action: 'scale_document.create' | 'scale_document.create_manual'): IssueReaction {
  return ({ document }) => [
    weighingAudit(executor, operator, { action, entityType: 'scale_document', entityId: document.document_id, details: { after: document } }),
  ];
}
