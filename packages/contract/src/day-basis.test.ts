/**
 * Days read by calendar or by production day, as windows of instants, on ordinary days and the days clocks
 * change. Every expected instant is listed by hand from the zones' rules (production-day-cases.ts says
 * them), not computed.
 */
import { describe, expect, it } from 'vitest';
import { basisNow, cutsAtDayStart, type DayBasis, dayBasisSchema, dayOf, dayWindow } from './day-basis.js';
import { siteDay } from './date-ranges.js';
import { PRODUCTION_DAY_CASES } from './production-day-cases.js';

/** [zone, basis, day start, first day, last day, window start, window end, hours]. */
type WindowCase = readonly [zone: string, basis: DayBasis, dayStart: string, first: string, last: string, start: string, end: string, hours: number];

const WINDOW_CASES: readonly WindowCase[] = [
  // An ordinary winter day in Ljubljana (UTC+1): 06:00 is 05:00 UTC.
  ['Europe/Ljubljana', 'production', '06:00', '2026-03-09', '2026-03-09', '2026-03-09T05:00:00.000Z', '2026-03-10T05:00:00.000Z', 24],
  ['Europe/Ljubljana', 'calendar', '06:00', '2026-03-09', '2026-03-09', '2026-03-08T23:00:00.000Z', '2026-03-09T23:00:00.000Z', 24],
  // A week, Monday to Sunday, by production days: Monday 06:00 to the next Monday 06:00.
  ['Europe/Ljubljana', 'production', '06:00', '2026-03-09', '2026-03-15', '2026-03-09T05:00:00.000Z', '2026-03-16T05:00:00.000Z', 168],
  // Clocks go forward on 29 March: production day 28 March lasts 23 hours, as does calendar day 29 March.
  ['Europe/Ljubljana', 'production', '06:00', '2026-03-28', '2026-03-28', '2026-03-28T05:00:00.000Z', '2026-03-29T04:00:00.000Z', 23],
  ['Europe/Ljubljana', 'production', '06:00', '2026-03-29', '2026-03-29', '2026-03-29T04:00:00.000Z', '2026-03-30T04:00:00.000Z', 24],
  ['Europe/Ljubljana', 'calendar', '06:00', '2026-03-29', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 23],
  // Clocks go back on 25 October: production day 24 October lasts 25 hours, as does calendar day 25 October.
  ['Europe/Ljubljana', 'production', '06:00', '2026-10-24', '2026-10-24', '2026-10-24T04:00:00.000Z', '2026-10-25T05:00:00.000Z', 25],
  ['Europe/Ljubljana', 'calendar', '06:00', '2026-10-25', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 25],
  // A day start in the skipped hour (02:30 on 29 March) is the change itself, 03:00 CEST.
  ['Europe/Ljubljana', 'production', '02:30', '2026-03-28', '2026-03-28', '2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z', 23.5],
  // ... and one in the repeated hour (02:30 on 25 October) its first time, 02:30 CEST.
  ['Europe/Ljubljana', 'production', '02:30', '2026-10-25', '2026-10-25', '2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z', 25],
  // Days from 00:00 are calendar days on either basis.
  ['Europe/Ljubljana', 'production', '00:00', '2026-10-25', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 25],
  ['Europe/Ljubljana', 'production', '00:00', '2026-03-09', '2026-03-15', '2026-03-08T23:00:00.000Z', '2026-03-15T23:00:00.000Z', 168],
  // New York (UTC-5, UTC-4 from 8 March): the day before the change runs 06:00 EST to 06:00 EDT.
  ['America/New_York', 'production', '06:00', '2026-03-07', '2026-03-07', '2026-03-07T11:00:00.000Z', '2026-03-08T10:00:00.000Z', 23],
  ['America/New_York', 'production', '06:00', '2026-10-31', '2026-10-31', '2026-10-31T10:00:00.000Z', '2026-11-01T11:00:00.000Z', 25],
  // Kolkata (UTC+5:30), days from 22:00: named after the evening they start on.
  ['Asia/Kolkata', 'production', '22:00', '2026-03-09', '2026-03-09', '2026-03-09T16:30:00.000Z', '2026-03-10T16:30:00.000Z', 24],
];

describe('dayWindow', () => {
  it.each(WINDOW_CASES)('%s, %s days from %s, %s to %s: %s to %s (%d hours)', (zone, basis, dayStart, first, last, start, end, hours) => {
    const window = dayWindow({ startDate: first, endDate: last }, basis, dayStart, zone);
    expect(window.start.toISOString()).toBe(start);
    expect(window.end.toISOString()).toBe(end);
    expect((window.end.getTime() - window.start.getTime()) / 3_600_000).toBe(hours);
  });

  it.each(PRODUCTION_DAY_CASES)('%s, days from %s: %s (%s) lies in the window of production day %s', (zone, dayStart, at, _clock, day) => {
    const moment = new Date(at);
    const window = dayWindow({ startDate: day, endDate: day }, 'production', dayStart, zone);
    expect(window.start.getTime()).toBeLessThanOrEqual(moment.getTime());
    expect(window.end.getTime()).toBeGreaterThan(moment.getTime());
    expect(dayOf(moment, 'production', dayStart, zone)).toBe(day);
  });
});

describe('the day of a moment and today by a basis', () => {
  // 10 March 02:00 at the site (01:00 UTC): the night of production day 9 March, calendar day 10 March.
  const twoAtNight = new Date('2026-03-10T01:00:00Z');

  it('reads 02:00 as the calendar day it falls on, and as the production day before', () => {
    expect(dayOf(twoAtNight, 'calendar', '06:00', 'Europe/Ljubljana')).toBe('2026-03-10');
    expect(dayOf(twoAtNight, 'production', '06:00', 'Europe/Ljubljana')).toBe('2026-03-09');
    expect(dayOf(twoAtNight, 'production', '00:00', 'Europe/Ljubljana')).toBe('2026-03-10');
  });

  it("counts the quick ranges from the current production day's start", () => {
    expect(basisNow(twoAtNight, 'production', '06:00', 'Europe/Ljubljana').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(siteDay(basisNow(twoAtNight, 'production', '06:00', 'Europe/Ljubljana'), 'Europe/Ljubljana')).toBe('2026-03-09');
    expect(basisNow(twoAtNight, 'calendar', '06:00', 'Europe/Ljubljana')).toBe(twoAtNight);
    expect(basisNow(twoAtNight, 'production', '00:00', 'Europe/Ljubljana')).toBe(twoAtNight);
  });

  it('cuts days anywhere but at midnight only for production days at a site whose days start later', () => {
    expect(cutsAtDayStart('production', '06:00')).toBe(true);
    expect(cutsAtDayStart('production', '00:00')).toBe(false);
    expect(cutsAtDayStart('calendar', '06:00')).toBe(false);
    expect(cutsAtDayStart(undefined, '06:00')).toBe(false);
  });
});

describe('dayBasisSchema', () => {
  it('takes calendar and production and refuses anything else with the choices', () => {
    expect(dayBasisSchema.parse('production')).toBe('production');
    expect(dayBasisSchema.parse('calendar')).toBe('calendar');
    const refused = dayBasisSchema.safeParse('shift');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("must be 'calendar' or 'production'");
  });
});
