/**
 * The reference of every dashboard and report figure: a plain GROUP BY over scale_documents for the
 * same period, counting what the statistics count, timed directly against the database in the same run.
 */
import type { Database } from '@weighbridge/server/src/db/database.js';
import { sql } from 'drizzle-orm';
import type { Period } from './periods.js';
import { type Timing, timeCalls } from './timing.js';

export function naiveGroupBy(period: Period, timeZone: string) {
  const range = period.startDate
    ? sql`and second_weigh_timestamp >= ((${period.startDate}::date)::timestamp at time zone ${timeZone})
          and second_weigh_timestamp < ((${period.endDate}::date + 1)::timestamp at time zone ${timeZone})`
    : sql``;
  return sql`select material_id, count(*) as loads, sum(material_weight_kg) as net_kg
             from scale_documents
             where voided_at is null and status = 'completed' ${range}
             group by material_id`;
}

export async function timeNaive(database: Database, periods: Period[], timeZone: string, calls: number): Promise<Map<string, Timing>> {
  const timings = new Map<string, Timing>();
  for (const period of periods) {
    const query = naiveGroupBy(period, timeZone);
    timings.set(period.name, await timeCalls(calls, () => database.db.execute(query), 1));
  }
  return timings;
}
