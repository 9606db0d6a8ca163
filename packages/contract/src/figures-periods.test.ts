/**
 * The windows of the Stop Counter's periods at a site in Ljubljana (CET, UTC+1; CEST, UTC+2 from 29 March to
 * 25 October 2026), with days from 06:00. Every expected instant is listed by hand, not computed.
 */
import { describe, expect, it } from 'vitest';
import { stopFiguresWindow } from './figures-periods.js';
import { DEFAULT_SHIFT_PATTERN, type ShiftPattern } from './shifts.js';

const SITE = 'Europe/Ljubljana';

const iso = (window: { start: Date; end: Date }) => [window.start.toISOString(), window.end.toISOString()];
const hours = (window: { start: Date; end: Date }) => (window.end.getTime() - window.start.getTime()) / 3_600_000;

/** Two 12-hour shifts, the night one crossing midnight. */
const DAY_AND_NIGHT: ShiftPattern = {
  dayStart: '07:00',
  shifts: [
    { name: 'Day', start: '07:00', end: '19:00' },
    { name: 'Night', start: '19:00', end: '07:00' },
  ],
};

describe('the window of a shift', () => {
  it('crosses midnight into the next calendar day, and belongs to the production day it starts in', () => {
    // 22:00 on 9 March to 06:00 on 10 March, CET.
    expect(iso(stopFiguresWindow('shift', '2026-03-09', 'Night', DEFAULT_SHIFT_PATTERN, SITE))).toEqual(['2026-03-09T21:00:00.000Z', '2026-03-10T05:00:00.000Z']);
    // 19:00 on 9 March to 07:00 on 10 March.
    expect(iso(stopFiguresWindow('shift', '2026-03-09', 'Night', DAY_AND_NIGHT, SITE))).toEqual(['2026-03-09T18:00:00.000Z', '2026-03-10T06:00:00.000Z']);
  });

  it('is a daytime shift of its own day', () => {
    expect(iso(stopFiguresWindow('shift', '2026-07-01', 'Afternoon', DEFAULT_SHIFT_PATTERN, SITE))).toEqual(['2026-07-01T12:00:00.000Z', '2026-07-01T20:00:00.000Z']);
  });

  it('is 7 hours long over the night the clocks go forward', () => {
    const night = stopFiguresWindow('shift', '2026-03-28', 'Night', DEFAULT_SHIFT_PATTERN, SITE);
    expect([...iso(night), hours(night)]).toEqual(['2026-03-28T21:00:00.000Z', '2026-03-29T04:00:00.000Z', 7]);
  });

  it('refuses a shift the pattern does not have', () => {
    expect(() => stopFiguresWindow('shift', '2026-03-09', 'Evening', DEFAULT_SHIFT_PATTERN, SITE)).toThrow(RangeError);
  });
});

describe('the window of a production day', () => {
  it('runs from the day’s start to the next day’s, whatever shift is named', () => {
    expect(iso(stopFiguresWindow('day', '2026-03-09', 'Night', DEFAULT_SHIFT_PATTERN, SITE))).toEqual(['2026-03-09T05:00:00.000Z', '2026-03-10T05:00:00.000Z']);
  });
});

describe('the window of a week', () => {
  it.each([
    ['its Monday', '2026-03-09'],
    ['its Wednesday', '2026-03-11'],
    ['its Sunday', '2026-03-15'],
  ])('is Monday’s production day to the next Monday’s, from %s', (_what, day) => {
    const week = stopFiguresWindow('week', day, 'Morning', DEFAULT_SHIFT_PATTERN, SITE);
    expect([...iso(week), hours(week)]).toEqual(['2026-03-09T05:00:00.000Z', '2026-03-16T05:00:00.000Z', 168]);
  });

  it('starts again on the next Monday', () => {
    expect(iso(stopFiguresWindow('week', '2026-03-16', 'Morning', DEFAULT_SHIFT_PATTERN, SITE))[0]).toBe('2026-03-16T05:00:00.000Z');
  });

  it('is an hour short in the week the clocks go forward, and reaches across a month end', () => {
    // Monday 23 March 06:00 CET to Monday 30 March 06:00 CEST.
    const week = stopFiguresWindow('week', '2026-03-29', 'Morning', DEFAULT_SHIFT_PATTERN, SITE);
    expect([...iso(week), hours(week)]).toEqual(['2026-03-23T05:00:00.000Z', '2026-03-30T04:00:00.000Z', 167]);
    // Monday 30 March to Monday 6 April.
    expect(iso(stopFiguresWindow('week', '2026-04-02', 'Morning', DEFAULT_SHIFT_PATTERN, SITE))).toEqual(['2026-03-30T04:00:00.000Z', '2026-04-06T04:00:00.000Z']);
  });
});

describe('the window of a month', () => {
  it('is the first production day to the first of the next month, an hour short in March', () => {
    const march = stopFiguresWindow('month', '2026-03-17', 'Morning', DEFAULT_SHIFT_PATTERN, SITE);
    expect([...iso(march), hours(march)]).toEqual(['2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z', 31 * 24 - 1]);
  });

  it('has 28 days in February 2026, and runs into the next year from December', () => {
    const february = stopFiguresWindow('month', '2026-02-28', 'Morning', DEFAULT_SHIFT_PATTERN, SITE);
    expect([...iso(february), hours(february)]).toEqual(['2026-02-01T05:00:00.000Z', '2026-03-01T05:00:00.000Z', 28 * 24]);
    expect(iso(stopFiguresWindow('month', '2026-12-01', 'Morning', DEFAULT_SHIFT_PATTERN, SITE))).toEqual(['2026-12-01T05:00:00.000Z', '2027-01-01T05:00:00.000Z']);
  });

  it('counts its days from the site’s own day start', () => {
    expect(iso(stopFiguresWindow('month', '2026-10-31', 'Day', DAY_AND_NIGHT, SITE))).toEqual(['2026-10-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z']);
  });
});
