/**
 * Writes the planned history in large batches: one INSERT ... SELECT FROM json_populate_recordset per
 * table per batch (one parameter however many rows), each batch in its own transaction. Plain inserts,
 * with every trigger and constraint of the schema in force, so that whatever the server keeps up to date
 * from its tables (rollups, indexes) is kept up to date here exactly as by real weighings.
 */
import type { Db } from '@weighbridge/server/src/db/database.js';
import { sql } from 'drizzle-orm';
import type { DocumentRow, PlanEnd, TaraRow } from './plan.js';

export async function insertBatch(db: Db, taras: TaraRow[], documents: DocumentRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (taras.length) {
      await tx.execute(sql`insert into tara_weighings select * from json_populate_recordset(null::tara_weighings, ${JSON.stringify(taras)}::json)`);
    }
    if (documents.length) {
      await tx.execute(sql`insert into scale_documents select * from json_populate_recordset(null::scale_documents, ${JSON.stringify(documents)}::json)`);
    }
  });
}

/** The state a real weighing leaves behind: the id sequence, the year and tara counters, the chain head and each truck's latest tare. */
export async function finishHistory(db: Db, end: PlanEnd): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setval('weighing_id_seq', ${end.lastId})`);
    for (const [year, lastSequence] of end.counters) {
      await tx.execute(sql`insert into document_counters (year, last_sequence) values (${year}, ${lastSequence})
                           on conflict (year) do update set last_sequence = excluded.last_sequence`);
    }
    if (end.lastTaraNumber) {
      await tx.execute(sql`insert into tara_counter (id, last_number) values (1, ${end.lastTaraNumber})
                           on conflict (id) do update set last_number = excluded.last_number`);
    }
    if (end.chainHead) {
      await tx.execute(sql`update document_chain set last_document_id = ${end.chainHead.documentId}, last_signature = ${end.chainHead.signature},
                           last_position = ${end.chainHead.position} where id = 1`);
    }
    await tx.execute(sql`update vehicles v set tare_weight_kg = t.tare_weight_kg
                         from (select distinct on (vehicle_id) vehicle_id, tare_weight_kg from tara_weighings
                               order by vehicle_id, weighed_at desc, tara_id desc) t
                         where t.vehicle_id = v.vehicle_id`);
  });
  await db.execute(sql`analyze`);
}
