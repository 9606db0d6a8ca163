/**
 * The four statistics cards of the dashboard and the documents page, from the running totals of the
 * period: completed, not voided loads, exactly as the weighing history lists them.
 */
import type { DocumentStats } from '@weighbridge/contract/scale-documents';
import { averageKg } from '@weighbridge/contract/weights';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { type RollupPeriod, rollupRows } from '../rollups/public.js';

export async function periodStats(executor: Executor, period: RollupPeriod): Promise<DocumentStats> {
  const [row] = await queryRows<{ loads: string | null; weight: string | null; vehicles: string }>(
    executor,
    sql`select (select sum(r.loads) from ${rollupRows('total', period)}) as loads,
               (select sum(r.weight_kg) from ${rollupRows('total', period)}) as weight,
               (select count(distinct r.vehicle_id) from ${rollupRows('vehicle', period, { where: [sql`r.loads > 0`] })}) as vehicles`,
  );
  const loads = Number(row?.loads ?? 0);
  const weight = Number(row?.weight ?? 0);
  return {
    total_transactions: loads,
    total_weight: weight,
    avg_weight: averageKg(weight, loads),
    unique_vehicles: Number(row?.vehicles ?? 0),
  };
}
