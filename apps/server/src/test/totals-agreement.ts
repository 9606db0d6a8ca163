/**
 * The report totals held to account: the rows the triggers (and an import's settling) kept that differ
 * from the same fan-out computed from scratch over every document (weighing_rollups_from_source), both
 * ways, each marked with its side. Empty when they agree.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/database.js';

export function totalsDisagreements(executor: Executor, timeZone = 'Europe/Ljubljana'): Promise<Record<string, unknown>[]> {
  return queryRows<Record<string, unknown>>(
    executor,
    sql`(select 'kept' as side, * from weighing_rollups except select 'kept', * from weighing_rollups_from_source(${timeZone}))
        union all
        (select 'fresh', * from weighing_rollups_from_source(${timeZone}) except select 'fresh', * from weighing_rollups)`,
  );
}

/** Sessions of the test's database waiting for a lock, for `expect.poll`. */
export async function waitingForLocks(executor: Executor): Promise<number> {
  const [row] = await queryRows<{ waiting: number }>(
    executor,
    sql`select count(*)::integer as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row!.waiting;
}
