/**
 * Instants and the production days they belong to, listed by hand from the zones' rules, for the tests of
 * both places that cut production days: productionDayOf (shifts.ts) and the database's site_production_day.
 * Neither computes them. The rules: Europe/Ljubljana is UTC+1 (CET) and UTC+2 (CEST) from the last Sunday of
 * March to the last Sunday of October, changing at 01:00 UTC (in 2026: 29 March, 02:00 -> 03:00; 25 October,
 * 03:00 -> 02:00). America/New_York is UTC-5 and UTC-4 from the second Sunday of March to the first Sunday of
 * November, changing at 02:00 local (in 2026: 8 March, 02:00 -> 03:00; 1 November, 02:00 -> 01:00).
 * Asia/Kolkata is UTC+5:30 all year.
 */

/** [zone, production day start, instant, what the site's clock shows then, its production day]. */
export type ProductionDayCase = readonly [zone: string, dayStart: string, at: string, siteClock: string, productionDay: string];

export const PRODUCTION_DAY_CASES: readonly ProductionDayCase[] = [
  // An ordinary winter night at a site whose days start at 06:00: the night after midnight is still the day before.
  ['Europe/Ljubljana', '06:00', '2026-03-09T22:59:59Z', '9 March 23:59:59', '2026-03-09'],
  ['Europe/Ljubljana', '06:00', '2026-03-09T23:00:00Z', '10 March 00:00', '2026-03-09'],
  ['Europe/Ljubljana', '06:00', '2026-03-10T01:00:00Z', '10 March 02:00', '2026-03-09'],
  ['Europe/Ljubljana', '06:00', '2026-03-10T04:59:59Z', '10 March 05:59:59', '2026-03-09'],
  ['Europe/Ljubljana', '06:00', '2026-03-10T05:00:00Z', '10 March 06:00', '2026-03-10'],
  // Clocks go forward on 29 March: production day 28 March lasts 23 hours, 05:00 to 04:00 UTC.
  ['Europe/Ljubljana', '06:00', '2026-03-28T04:59:59Z', '28 March 05:59:59 CET', '2026-03-27'],
  ['Europe/Ljubljana', '06:00', '2026-03-28T05:00:00Z', '28 March 06:00 CET', '2026-03-28'],
  ['Europe/Ljubljana', '06:00', '2026-03-29T00:59:59Z', '29 March 01:59:59 CET', '2026-03-28'],
  ['Europe/Ljubljana', '06:00', '2026-03-29T01:00:00Z', '29 March 03:00 CEST', '2026-03-28'],
  ['Europe/Ljubljana', '06:00', '2026-03-29T03:59:59Z', '29 March 05:59:59 CEST', '2026-03-28'],
  ['Europe/Ljubljana', '06:00', '2026-03-29T04:00:00Z', '29 March 06:00 CEST', '2026-03-29'],
  // Clocks go back on 25 October: production day 24 October lasts 25 hours, 04:00 to 05:00 UTC.
  ['Europe/Ljubljana', '06:00', '2026-10-24T03:59:59Z', '24 October 05:59:59 CEST', '2026-10-23'],
  ['Europe/Ljubljana', '06:00', '2026-10-24T04:00:00Z', '24 October 06:00 CEST', '2026-10-24'],
  ['Europe/Ljubljana', '06:00', '2026-10-25T00:30:00Z', '25 October 02:30 CEST, the first time', '2026-10-24'],
  ['Europe/Ljubljana', '06:00', '2026-10-25T01:30:00Z', '25 October 02:30 CET, the second time', '2026-10-24'],
  ['Europe/Ljubljana', '06:00', '2026-10-25T04:00:00Z', '25 October 05:00 CET', '2026-10-24'],
  ['Europe/Ljubljana', '06:00', '2026-10-25T04:59:59Z', '25 October 05:59:59 CET', '2026-10-24'],
  ['Europe/Ljubljana', '06:00', '2026-10-25T05:00:00Z', '25 October 06:00 CET', '2026-10-25'],
  // Days from 02:30, a time skipped on 29 March: day 29 March starts at the change, 03:00 CEST.
  ['Europe/Ljubljana', '02:30', '2026-03-28T01:30:00Z', '28 March 02:30 CET', '2026-03-28'],
  ['Europe/Ljubljana', '02:30', '2026-03-29T00:59:59Z', '29 March 01:59:59 CET', '2026-03-28'],
  ['Europe/Ljubljana', '02:30', '2026-03-29T01:00:00Z', '29 March 03:00 CEST', '2026-03-29'],
  ['Europe/Ljubljana', '02:30', '2026-03-29T01:29:59Z', '29 March 03:29:59 CEST', '2026-03-29'],
  // ... and shown twice on 25 October: day 25 October starts at its first 02:30, and the repeated hour is in it.
  ['Europe/Ljubljana', '02:30', '2026-10-25T00:29:59Z', '25 October 02:29:59 CEST', '2026-10-24'],
  ['Europe/Ljubljana', '02:30', '2026-10-25T00:30:00Z', '25 October 02:30 CEST, the first time', '2026-10-25'],
  ['Europe/Ljubljana', '02:30', '2026-10-25T01:00:00Z', '25 October 02:00 CET, the second time', '2026-10-25'],
  ['Europe/Ljubljana', '02:30', '2026-10-25T01:29:59Z', '25 October 02:29:59 CET, the second time', '2026-10-25'],
  ['Europe/Ljubljana', '02:30', '2026-10-25T01:30:00Z', '25 October 02:30 CET, the second time', '2026-10-25'],
  ['Europe/Ljubljana', '02:30', '2026-10-26T01:29:59Z', '26 October 02:29:59 CET', '2026-10-25'],
  ['Europe/Ljubljana', '02:30', '2026-10-26T01:30:00Z', '26 October 02:30 CET', '2026-10-26'],
  // Days from 22:00: the day is named after the evening it starts on.
  ['Europe/Ljubljana', '22:00', '2026-03-09T20:59:59Z', '9 March 21:59:59', '2026-03-08'],
  ['Europe/Ljubljana', '22:00', '2026-03-09T21:00:00Z', '9 March 22:00', '2026-03-09'],
  ['Europe/Ljubljana', '22:00', '2026-03-10T01:00:00Z', '10 March 02:00', '2026-03-09'],
  ['Europe/Ljubljana', '22:00', '2026-03-10T20:59:59Z', '10 March 21:59:59', '2026-03-09'],
  ['Europe/Ljubljana', '22:00', '2026-03-29T19:59:59Z', '29 March 21:59:59 CEST', '2026-03-28'],
  ['Europe/Ljubljana', '22:00', '2026-03-29T20:00:00Z', '29 March 22:00 CEST', '2026-03-29'],
  ['Europe/Ljubljana', '22:00', '2026-10-25T20:59:59Z', '25 October 21:59:59 CET', '2026-10-24'],
  ['Europe/Ljubljana', '22:00', '2026-10-25T21:00:00Z', '25 October 22:00 CET', '2026-10-25'],
  // New York: the evening is the next day in UTC.
  ['America/New_York', '06:00', '2026-03-10T03:00:00Z', '9 March 23:00 EDT', '2026-03-09'],
  ['America/New_York', '06:00', '2026-03-07T11:00:00Z', '7 March 06:00 EST', '2026-03-07'],
  ['America/New_York', '06:00', '2026-03-08T06:59:59Z', '8 March 01:59:59 EST', '2026-03-07'],
  ['America/New_York', '06:00', '2026-03-08T07:00:00Z', '8 March 03:00 EDT', '2026-03-07'],
  ['America/New_York', '06:00', '2026-03-08T09:59:59Z', '8 March 05:59:59 EDT', '2026-03-07'],
  ['America/New_York', '06:00', '2026-03-08T10:00:00Z', '8 March 06:00 EDT', '2026-03-08'],
  ['America/New_York', '06:00', '2026-11-01T05:30:00Z', '1 November 01:30 EDT, the first time', '2026-10-31'],
  ['America/New_York', '06:00', '2026-11-01T06:30:00Z', '1 November 01:30 EST, the second time', '2026-10-31'],
  ['America/New_York', '06:00', '2026-11-01T10:59:59Z', '1 November 05:59:59 EST', '2026-10-31'],
  ['America/New_York', '06:00', '2026-11-01T11:00:00Z', '1 November 06:00 EST', '2026-11-01'],
  // Days from 02:00, skipped on 8 March, and from 01:30, shown twice on 1 November.
  ['America/New_York', '02:00', '2026-03-08T06:59:59Z', '8 March 01:59:59 EST', '2026-03-07'],
  ['America/New_York', '02:00', '2026-03-08T07:00:00Z', '8 March 03:00 EDT', '2026-03-08'],
  ['America/New_York', '01:30', '2026-11-01T05:29:59Z', '1 November 01:29:59 EDT', '2026-10-31'],
  ['America/New_York', '01:30', '2026-11-01T05:30:00Z', '1 November 01:30 EDT, the first time', '2026-11-01'],
  ['America/New_York', '01:30', '2026-11-01T06:15:00Z', '1 November 01:15 EST, the second time', '2026-11-01'],
  // Kolkata, half an hour off a whole UTC hour.
  ['Asia/Kolkata', '06:00', '2026-03-09T18:29:59Z', '9 March 23:59:59', '2026-03-09'],
  ['Asia/Kolkata', '06:00', '2026-03-09T18:30:00Z', '10 March 00:00', '2026-03-09'],
  ['Asia/Kolkata', '06:00', '2026-03-10T00:29:59Z', '10 March 05:59:59', '2026-03-09'],
  ['Asia/Kolkata', '06:00', '2026-03-10T00:30:00Z', '10 March 06:00', '2026-03-10'],
  ['Asia/Kolkata', '22:00', '2026-03-09T16:29:59Z', '9 March 21:59:59', '2026-03-08'],
  ['Asia/Kolkata', '22:00', '2026-03-09T16:30:00Z', '9 March 22:00', '2026-03-09'],
  // UTC: a year's end, a leap day, and days from midnight to the millisecond.
  ['UTC', '06:00', '2026-01-01T02:00:00Z', '1 January 02:00', '2025-12-31'],
  ['UTC', '06:00', '2026-03-10T05:59:59Z', '10 March 05:59:59', '2026-03-09'],
  ['UTC', '06:00', '2026-03-10T06:00:00Z', '10 March 06:00', '2026-03-10'],
  ['UTC', '06:00', '2028-02-29T03:00:00Z', '29 February 03:00', '2028-02-28'],
  ['UTC', '06:00', '2028-03-01T05:00:00Z', '1 March 05:00', '2028-02-29'],
  ['UTC', '00:00', '2026-03-09T23:59:59.999Z', '9 March 23:59:59.999', '2026-03-09'],
  ['UTC', '00:00', '2026-03-10T00:00:00Z', '10 March 00:00', '2026-03-10'],
];
