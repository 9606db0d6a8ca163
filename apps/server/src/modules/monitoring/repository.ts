/** Queries of the monitoring page. */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';

/**
 * Tara weighings and scale documents (voided ones left out) of the site's day that `now` falls in.
 * The day's bounds are computed by PostgreSQL in the site's time zone, so the indexes on the times serve.
 */
export async function countWeighingsOfDay(executor: Executor, now: Date, timeZone: string): Promise<{ tara: number; load: number }> {
  // The local midnight, then back to a moment: a day of a clock change is 23 or 25 hours long.
  const localDay = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone})`;
  const dayStart = sql`(${localDay} at time zone ${timeZone})`;
  const dayEnd = sql`((${localDay} + interval '1 day') at time zone ${timeZone})`;
  const [row] = await queryRows<{ tara: string | number; load: string | number }>(
    executor,
    sql`select
      (select count(*) from tara_weighings
        where weighed_at >= ${dayStart} and weighed_at < ${dayEnd}) as tara,
      (select count(*) from scale_documents
        where second_weigh_timestamp >= ${dayStart} and second_weigh_timestamp < ${dayEnd}
          and voided_at is null) as load`,
  );
  return { tara: Number(row?.tara ?? 0), load: Number(row?.load ?? 0) };
}
