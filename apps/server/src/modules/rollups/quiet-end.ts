/**
 * Whether anything counted lies after a period's last day. A period that ends today, the usual case, has
 * nothing after it, and then the month or year holding its last day stands for its tail (tailBucket): an
 * answer for "this month" reads one month's totals instead of a row per day so far.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { type RollupPeriod, tailBucket } from './buckets.js';

export async function withQuietEnd<Period extends RollupPeriod>(executor: Executor, period: Period): Promise<Period> {
  if (period.window || !tailBucket(period)) return period;
  const [row] = await queryRows<{ quiet: boolean }>(
    executor,
    sql`select not exists (select from weighing_rollups r where r.dimension = 'total' and r.grain = 'day' and r.bucket > ${period.endDate}::date) as quiet`,
  );
  return { ...period, quietAfter: row?.quiet === true };
}
