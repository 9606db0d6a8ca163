/**
 * What an attacker with the database does, for the tests of what the application then notices: the
 * statements run with the amendments' append-only guard switched off (and on again, whatever happens).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';

export async function withoutAppendOnly(db: Executor, statements: readonly SQL[]): Promise<void> {
  await db.execute(sql`alter table document_amendments disable trigger document_amendments_append_only`);
  try {
    for (const statement of statements) await db.execute(statement);
  } finally {
    await db.execute(sql`alter table document_amendments enable trigger document_amendments_append_only`);
  }
}

/** A void taken back: its amendment deleted, the ticket's row put back as it was before it. */
export const takeBackVoid = (documentId: number): SQL[] => [
  sql`delete from document_amendments where document_id = ${documentId} and kind = 'void'`,
  sql`update scale_documents set status = 'completed', voided_at = null, voided_by = null, voided_by_name = null, void_reason = null
      where document_id = ${documentId}`,
];
