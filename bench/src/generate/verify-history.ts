/**
 * Checks a generated history the way the server would judge it: every document's signature matches its
 * fields and its predecessor's signature, the chain head and the year counters point at the last ones,
 * numbers run 1..n in each year, and every load's tara exists, belongs to its vehicle and gives its net.
 */
import { type Executor, queryRows } from '@weighbridge/server/src/db/database.js';
import { encodeTicket, sameSignature, signTicket } from '@weighbridge/server/src/ledger/signature.js';
import { sql } from 'drizzle-orm';

type StoredDocument = {
  document_id: number; document_number: string; document_year: number; order_sequence: number; vehicle_id: number; registration_number: string;
  first_weigh_timestamp: Date | string; second_weigh_timestamp: Date | string; vehicle_empty_weight_kg: string; full_weight_kg: string;
  material_weight_kg: string; weight_source: string; scale_id: number | null; signature: string; previous_signature: string | null;
};

export type HistoryProblems = { badSignatures: number; brokenLinks: number; headMismatch: boolean; counterMismatches: number; badTaras: number };

export async function verifyHistory(executor: Executor, signingKey: string): Promise<HistoryProblems> {
  const rows = await queryRows<StoredDocument>(executor, sql`select * from scale_documents order by document_id`);
  let badSignatures = 0;
  let brokenLinks = 0;
  let previous: string | null = null;
  for (const row of rows) {
    const fields = {
      documentNumber: row.document_number, documentYear: Number(row.document_year), orderSequence: Number(row.order_sequence),
      vehicleId: Number(row.vehicle_id), registrationNumber: row.registration_number,
      firstWeighAt: new Date(row.first_weigh_timestamp), secondWeighAt: new Date(row.second_weigh_timestamp),
      tareWeightKg: Number(row.vehicle_empty_weight_kg), grossWeightKg: Number(row.full_weight_kg), netWeightKg: Number(row.material_weight_kg),
      weightSource: row.weight_source, scaleId: row.scale_id === null ? null : Number(row.scale_id),
    };
    if (!sameSignature(signTicket(signingKey, 1, encodeTicket(fields), { previousSignature: row.previous_signature, previousDocumentId: null }), row.signature)) badSignatures += 1;
    if (row.previous_signature !== previous) brokenLinks += 1;
    previous = row.signature;
  }
  const [head] = await queryRows<{ last_document_id: number | null; last_signature: string | null }>(executor, sql`select * from document_chain where id = 1`);
  const last = rows.at(-1);
  const [counters] = await queryRows<{ mismatches: string }>(
    executor,
    sql`select count(*) as mismatches from (select document_year, max(order_sequence) as top, count(*) as n from scale_documents group by document_year) y
        full join document_counters c on c.year = y.document_year
        where c.last_sequence is distinct from y.top or y.top is distinct from y.n`,
  );
  const [taras] = await queryRows<{ bad: string }>(
    executor,
    sql`select count(*) as bad from scale_documents d left join tara_weighings t on t.tara_id = d.tara_id
        where t.tara_id is null or t.vehicle_id <> d.vehicle_id or t.tare_weight_kg <> d.vehicle_empty_weight_kg
          or t.weighed_at <> d.first_weigh_timestamp or t.weighed_at >= d.second_weigh_timestamp
          or exists (select 1 from tara_weighings later where later.vehicle_id = d.vehicle_id
                     and later.weighed_at > t.weighed_at and later.weighed_at < d.second_weigh_timestamp)`,
  );
  return {
    badSignatures,
    brokenLinks,
    headMismatch: (head?.last_signature ?? null) !== (last?.signature ?? null) || Number(head?.last_document_id ?? 0) !== Number(last?.document_id ?? 0),
    counterMismatches: Number(counters!.mismatches),
    badTaras: Number(taras!.bad),
  };
}
