/**
 * The rollups are cut in site days. When the server starts with another SITE_TIMEZONE than they were cut
 * in, they are rebuilt from the documents before the first request, with writers kept out meanwhile.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database.js';
import { lockTotalsWriters } from '../../db/report-totals.js';

export async function ensureRollupTimeZone(db: Db, timeZone: string): Promise<'kept' | 'rebuilt'> {
  return db.transaction(async (tx) => {
    await lockTotalsWriters(tx);
    const [settings] = await queryRows<{ time_zone: string }>(tx, sql`select time_zone from rollup_settings where id = 1`);
    if (settings?.time_zone === timeZone) return 'kept';
    await tx.execute(sql`select weighing_rollups_rebuild(${timeZone})`);
    // The planner's picture of a table that was just filled from scratch is otherwise empty until autovacuum.
    await tx.execute(sql`analyze weighing_rollups`);
    return 'rebuilt';
  });
}
