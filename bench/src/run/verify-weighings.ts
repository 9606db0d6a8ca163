/**
 * After a run: every acknowledged weighing is in the database exactly once under the number it was
 * answered with, nothing else was weighed in the run's id range, and each year's numbers are gap-free.
 */
import { type Executor, queryRows } from '@weighbridge/server/src/db/database.js';
import { sql } from 'drizzle-orm';
import type { Acknowledged } from './weighing-client.js';

export type WeighingCheck = { acknowledged: number; lost: number; doubled: number; wrongNumbers: number; duplicateNumbers: number; numberGaps: number };

export async function verifyWeighings(executor: Executor, acked: Acknowledged): Promise<WeighingCheck> {
  const loadIds = acked.loads.map((load) => load.id);
  const ids = [...acked.taraIds, ...loadIds];
  if (ids.length === 0) return { acknowledged: 0, lost: 0, doubled: 0, wrongNumbers: 0, duplicateNumbers: 0, numberGaps: 0 };
  const low = Math.min(...ids);
  const high = Math.max(...ids);
  const stored = await queryRows<{ id: number; number: string | null }>(
    executor,
    sql`select document_id as id, document_number as number from scale_documents where document_id between ${low} and ${high}
        union all select tara_id, null from tara_weighings where tara_id between ${low} and ${high}`,
  );
  const storedById = new Map(stored.map((row) => [Number(row.id), row.number]));
  const answered = new Map<number, string | null>([...acked.taraIds.map((id) => [id, null] as const), ...acked.loads.map((load) => [load.id, load.number] as const)]);
  const lost = [...answered.keys()].filter((id) => !storedById.has(id)).length;
  const doubled = [...storedById.keys()].filter((id) => !answered.has(id)).length + (ids.length - answered.size);
  const wrongNumbers = acked.loads.filter((load) => storedById.has(load.id) && storedById.get(load.id) !== load.number).length;
  const [numbers] = await queryRows<{ duplicates: string; gaps: string }>(
    executor,
    sql`select (select count(*) - count(distinct document_number) from scale_documents) as duplicates,
               (select coalesce(sum(max_sequence - loads), 0) from (select document_year, max(order_sequence) as max_sequence, count(*) as loads
                 from scale_documents group by document_year) years) as gaps`,
  );
  return { acknowledged: ids.length, lost, doubled, wrongNumbers, duplicateNumbers: Number(numbers!.duplicates), numberGaps: Number(numbers!.gaps) };
}

export const weighingCheckPassed = (check: WeighingCheck) =>
  check.lost === 0 && check.doubled === 0 && check.wrongNumbers === 0 && check.duplicateNumbers === 0 && check.numberGaps === 0;

export const describeCheck = (check: WeighingCheck) =>
  `${check.acknowledged} acknowledged: ${check.lost} lost, ${check.doubled} doubled, ${check.wrongNumbers} wrong numbers, ${check.duplicateNumbers} duplicate numbers, ${check.numberGaps} gaps`;
