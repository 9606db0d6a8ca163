/**
 * Many documents fast: copies of one weighed through the API, inserted by one statement with every trigger
 * in force, so that the list's counts and the report totals hold them as they would real ones. Each copy
 * gets an id, a number in a year no real document of the test has (2019 unless told), and a time `step`
 * further back than the one before ('0 seconds': all at the same moment), and the chain's next place; with
 * `deferTotals`, written as an import's batch writes its documents.
 */
import { sql } from 'drizzle-orm';
import { deferTotals } from '../modules/rollups/public.js';
import type { TestApp } from './test-app.js';

export async function copyDocument(
  t: TestApp,
  documentId: number,
  copies: number,
  options: { step?: string; year?: number; deferTotals?: boolean } = {},
): Promise<void> {
  const { step = '1 minute', year = 2019 } = options;
  await t.database.db.transaction(async (tx) => {
    // As an import's batch writes them: their totals wait for settlePendingTotals.
    if (options.deferTotals) await deferTotals(tx);
    // The record is built once per copy (lateral): `(f(...)).*` would call f once per column.
    await tx.execute(sql`insert into scale_documents
      select copy.* from scale_documents s
      cross join generate_series(1, ${copies}) n
      cross join document_chain head
      cross join lateral jsonb_populate_record(null::scale_documents, to_jsonb(s) || jsonb_build_object(
        'document_id', nextval('weighing_id_seq'),
        'document_number', 'SD-' || ${year}::int || '-' || lpad(n::text, 6, '0'),
        'document_year', ${year}::int,
        'order_sequence', n,
        'chain_position', head.last_position + n,
        'first_weigh_timestamp', s.second_weigh_timestamp - n * ${step}::interval - interval '20 minutes',
        'second_weigh_timestamp', s.second_weigh_timestamp - n * ${step}::interval,
        'notes', 'Generated load ' || n)) copy
      where s.document_id = ${documentId}`);
    // The copies take the chain's next places (they follow no link: they are no tickets anyone signed).
    await tx.execute(sql`update document_chain set last_position = last_position + ${copies}`);
  });
}
