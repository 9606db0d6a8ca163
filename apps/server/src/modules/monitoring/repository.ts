/** Queries of the monitoring page. */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { siteDayEnd, siteDayOf, siteMidnight } from '../../db/site-days.js';
import { countedDocument, scaleDocuments } from '../../db/tables/scale-documents.js';

/**
 * Tara weighings and counted scale documents (neither pending nor voided) of the site's day that `now` falls in.
 * The day's bounds are computed by PostgreSQL in the site's time zone, so the indexes on the times serve.
 */
export async function countWeighingsOfDay(executor: Executor, now: Date, timeZone: string): Promise<{ tara: number; load: number }> {
  const day = siteDayOf(now, timeZone);
  const dayStart = siteMidnight(day, timeZone);
  const dayEnd = siteDayEnd(day, timeZone);
  const [row] = await queryRows<{ tara: string | number; load: string | number }>(
    executor,
    sql`select
      (select count(*) from tara_weighings
        where weighed_at >= ${dayStart} and weighed_at < ${dayEnd}) as tara,
      (select count(*) from ${scaleDocuments}
        where second_weigh_timestamp >= ${dayStart} and second_weigh_timestamp < ${dayEnd}
          and ${countedDocument(scaleDocuments)}) as load`,
  );
  return { tara: Number(row?.tara ?? 0), load: Number(row?.load ?? 0) };
}
