/**
 * Where a site day starts and ends, on both engines, on the days clocks change: the expected moments are
 * listed by hand from the zones' rules (EU: last Sunday of March and October at 01:00 UTC; US: second
 * Sunday of March at 02:00 and first Sunday of November at 02:00 local), not computed by the code under test.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAfter, localMidnight } from '../test/local-midnight.js';
import { ENGINES, openTestDatabase, type TestDatabase } from '../test/engines.js';
import { queryRows } from './database.js';
import { siteDayEnd, siteDayOf, siteMidnight, withinSiteDays } from './site-days.js';

/** [zone, day, its start, its end, its length in hours]. */
const CLOCK_CHANGE_DAYS: [string, string, string, string, number][] = [
  ['Europe/Ljubljana', '2025-03-30', '2025-03-29T23:00:00.000Z', '2025-03-30T22:00:00.000Z', 23],
  ['Europe/Ljubljana', '2025-10-26', '2025-10-25T22:00:00.000Z', '2025-10-26T23:00:00.000Z', 25],
  ['Europe/Ljubljana', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 23],
  ['Europe/Ljubljana', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 25],
  ['Europe/Ljubljana', '2026-07-14', '2026-07-13T22:00:00.000Z', '2026-07-14T22:00:00.000Z', 24],
  ['America/Chicago', '2025-03-09', '2025-03-09T06:00:00.000Z', '2025-03-10T05:00:00.000Z', 23],
  ['America/Chicago', '2025-11-02', '2025-11-02T05:00:00.000Z', '2025-11-03T06:00:00.000Z', 25],
  ['America/Chicago', '2026-03-08', '2026-03-08T06:00:00.000Z', '2026-03-09T05:00:00.000Z', 23],
  ['America/Chicago', '2026-11-01', '2026-11-01T05:00:00.000Z', '2026-11-02T06:00:00.000Z', 25],
];

const iso = (value: Date | string) => new Date(value).toISOString();

describe.each(ENGINES)('site days on the %s engine', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => database.dispose());

  it.each(CLOCK_CHANGE_DAYS)('%s %s starts at %s and ends at %s (%i hours)', async (zone, day, start, end, hours) => {
    const [row] = await queryRows<{ start: Date | string; end: Date | string; hours: number | string }>(
      database.database.db,
      sql`select ${siteMidnight(day, zone)} as start, ${siteDayEnd(day, zone)} as end,
                 extract(epoch from ${siteDayEnd(day, zone)} - ${siteMidnight(day, zone)}) / 3600 as hours`,
    );
    expect([iso(row!.start), iso(row!.end), Number(row!.hours)]).toEqual([start, end, hours]);
    // The tests' own reading of midnight (local-midnight.ts) agrees with the hand-listed moments.
    expect([localMidnight(day, zone).toISOString(), localMidnight(dayAfter(day), zone).toISOString()]).toEqual([start, end]);
  });

  it('keeps the last hour of a 25-hour day and nothing of the next, and finds the day a moment is in', async () => {
    const moments = ['2025-10-26T22:59:59.000Z', '2025-10-26T23:00:00.000Z', '2025-10-25T21:59:59.000Z', '2025-10-25T22:00:00.000Z'];
    const rows = await queryRows<{ moment: Date | string; inside: boolean; day: string | Date }>(
      database.database.db,
      sql`select moment, ${sql.join(withinSiteDays(sql`moment`, { startDate: '2025-10-26', endDate: '2025-10-26', timeZone: 'Europe/Ljubljana' }), sql` and `)} as inside,
                 to_char(((moment at time zone 'Europe/Ljubljana')::date), 'YYYY-MM-DD') as day
          from unnest(${`{${moments.join(',')}}`}::timestamptz[]) as moment order by moment`,
    );
    // 23:59:59 local on the 26th is 22:59:59 UTC (CET); 00:00 on the 25th's next day is 22:00 UTC (CEST).
    expect(rows.map((row) => [iso(row.moment), row.inside, String(row.day)])).toEqual([
      ['2025-10-25T21:59:59.000Z', false, '2025-10-25'],
      ['2025-10-25T22:00:00.000Z', true, '2025-10-26'],
      ['2025-10-26T22:59:59.000Z', true, '2025-10-26'],
      ['2025-10-26T23:00:00.000Z', false, '2025-10-27'],
    ]);
    const [today] = await queryRows<{ day: string }>(database.database.db, sql`select to_char(${siteDayOf(new Date('2025-10-26T22:30:00Z'), 'Europe/Ljubljana')}, 'YYYY-MM-DD') as day`);
    expect(today).toEqual({ day: '2025-10-26' });
  });
});
