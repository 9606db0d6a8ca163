/**
 * A fingerprint of the generated history (numbers, vehicles, net weights, moments, statuses in id order),
 * computed the same way from the planner and from the database, so a test can tell that the same seed
 * gives the same data and that what was stored is what was planned.
 */
import { createHash, type Hash } from 'node:crypto';
import { type Executor, queryRows } from '@weighbridge/server/src/db/database.js';
import { sql } from 'drizzle-orm';
import type { DocumentRow } from './plan.js';

export function historyLine(row: DocumentRow): string {
  const netCents = Math.round((row.material_weight_kg as number) * 100);
  const seconds = Math.floor(Date.parse(row.second_weigh_timestamp as string) / 1000);
  return `${row.document_number}|${row.vehicle_id}|${netCents}|${seconds}|${row.status}\n`;
}

export function historyHash(): Hash {
  return createHash('md5');
}

export async function storedHistoryChecksum(executor: Executor): Promise<string> {
  const [row] = await queryRows<{ checksum: string | null }>(
    executor,
    sql`select md5(string_agg(document_number || '|' || vehicle_id || '|' || (material_weight_kg * 100)::bigint || '|'
          || floor(extract(epoch from second_weigh_timestamp))::bigint || '|' || status || E'\n', '' order by document_id)) as checksum
        from scale_documents`,
  );
  return row?.checksum ?? '';
}
