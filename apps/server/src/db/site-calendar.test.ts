/**
 * The database's production days, on both engines, against the same hand-listed instants as the
 * contract's productionDayOf (production-day-cases.ts), whatever the session's time zone.
 */
import { PRODUCTION_DAY_CASES } from '@weighbridge/contract/production-day-cases';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from '../test/engines.js';
import { type Executor, queryRows } from './database.js';
import { readSiteCalendar } from './site-calendar.js';

/** The production day of every case, in the order listed. */
async function productionDays(executor: Executor): Promise<string[]> {
  const cases = sql.join(
    PRODUCTION_DAY_CASES.map(([zone, dayStart, at], index) => sql`(${index}::integer, ${zone}::text, ${dayStart}::text, ${at}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ day: string }>(
    executor,
    sql`select to_char(site_production_day(c.at::timestamptz, c.zone, c.day_start::interval), 'YYYY-MM-DD') as day
        from (values ${cases}) c (position, zone, day_start, at) order by c.position`,
  );
  return rows.map((row) => row.day);
}

const expectedDays = PRODUCTION_DAY_CASES.map((listed) => listed[4]);

describe.each(ENGINES)('production days in SQL on the %s engine', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => database.dispose());

  it.each(PRODUCTION_DAY_CASES)('%s, days from %s: %s (%s at the site) is in production day %s', async (zone, dayStart, at, _clock, productionDay) => {
    const [row] = await queryRows<{ day: string }>(
      database.database.db,
      sql`select to_char(site_production_day(${at}::timestamptz, ${zone}, ${dayStart}::interval), 'YYYY-MM-DD') as day`,
    );
    expect(row?.day).toBe(productionDay);
  });

  it('gives the same days whatever time zone the session is in', async () => {
    for (const sessionZone of ['Pacific/Chatham', 'America/St_Johns']) {
      const days = await database.database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('TimeZone', ${sessionZone}, true)`);
        return productionDays(tx);
      });
      expect(days).toEqual(expectedDays);
    }
  });

  it('is held as the file defines it, immutable, and no moment gives no day', async () => {
    const functions = await queryRows<{ name: string; body: string; volatility: string }>(
      database.database.db,
      sql`select proname as name, prosrc as body, provolatile as volatility from pg_proc
          where pronamespace = current_schema()::regnamespace and proname = any(string_to_array(${[...readSiteCalendar().functions.keys()].join(',')}, ',')) order by 1`,
    );
    expect(functions).toEqual([...readSiteCalendar().functions].map(([name, body]) => ({ name, body, volatility: 'i' })));
    const [row] = await queryRows<{ day: string | null }>(database.database.db, sql`select site_production_day(null, 'UTC', '06:00') as day`);
    expect(row?.day).toBeNull();
  });
});
