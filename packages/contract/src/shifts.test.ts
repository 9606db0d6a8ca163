/**
 * Shifts and production days at the site, on ordinary days and the days clocks change. Every expected
 * instant is listed by hand from the zones' rules (production-day-cases.ts says them), not computed.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCTION_DAY_CASES } from './production-day-cases.js';
import {
  DEFAULT_SHIFT_PATTERN,
  productionDayBounds,
  productionDayOf,
  type ShiftPattern,
  shiftAt,
  shiftBounds,
  shiftPatternSchema,
} from './shifts.js';

const SITE = 'Europe/Ljubljana';

const pattern = (dayStart: string, shifts: [name: string, start: string, end: string][]): ShiftPattern => ({
  dayStart,
  shifts: shifts.map(([name, start, end]) => ({ name, start, end })),
});

/** Three shifts, the production day starting with the night shift at 22:00. */
const FROM_TEN_PM = pattern('22:00', [
  ['Night', '22:00', '06:00'],
  ['Morning', '06:00', '14:00'],
  ['Afternoon', '14:00', '22:00'],
]);

const hours = (period: { start: Date; end: Date }) => (period.end.getTime() - period.start.getTime()) / 3_600_000;
const iso = (period: { start: Date; end: Date }) => [period.start.toISOString(), period.end.toISOString()];

describe('the production day of a moment', () => {
  it.each(PRODUCTION_DAY_CASES)('%s, days from %s: %s (%s at the site) is in production day %s', (zone, dayStart, at, _clock, productionDay) => {
    expect(productionDayOf(new Date(at), pattern(dayStart, [['All day', dayStart, dayStart]]), zone)).toBe(productionDay);
  });

  it('is the same whatever the shifts, from the day start alone', () => {
    expect(productionDayOf(new Date('2026-03-10T01:00:00Z'), DEFAULT_SHIFT_PATTERN, SITE)).toBe('2026-03-09');
    expect(productionDayOf(new Date('2026-03-10T01:00:00Z'), FROM_TEN_PM, SITE)).toBe('2026-03-09');
    expect(productionDayOf(new Date('2026-03-09T20:00:00Z'), FROM_TEN_PM, SITE)).toBe('2026-03-08');
  });
});

describe('where a production day starts and ends', () => {
  it.each([
    ['an ordinary day', '2026-03-09', SITE, '2026-03-09T05:00:00.000Z', '2026-03-10T05:00:00.000Z', 24],
    ['the day clocks go forward in the night', '2026-03-28', SITE, '2026-03-28T05:00:00.000Z', '2026-03-29T04:00:00.000Z', 23],
    ['the day after', '2026-03-29', SITE, '2026-03-29T04:00:00.000Z', '2026-03-30T04:00:00.000Z', 24],
    ['the day clocks go back in the night', '2026-10-24', SITE, '2026-10-24T04:00:00.000Z', '2026-10-25T05:00:00.000Z', 25],
    ['a New York day clocks go forward in', '2026-03-07', 'America/New_York', '2026-03-07T11:00:00.000Z', '2026-03-08T10:00:00.000Z', 23],
    ['a New York day clocks go back in', '2026-10-31', 'America/New_York', '2026-10-31T10:00:00.000Z', '2026-11-01T11:00:00.000Z', 25],
    ['a Kolkata day', '2026-03-09', 'Asia/Kolkata', '2026-03-09T00:30:00.000Z', '2026-03-10T00:30:00.000Z', 24],
    ['a UTC day across a month end', '2026-02-28', 'UTC', '2026-02-28T06:00:00.000Z', '2026-03-01T06:00:00.000Z', 24],
  ])('%s: %s in %s runs from %s to %s (%i hours)', (_what, day, zone, start, end, length) => {
    const bounds = productionDayBounds(day, DEFAULT_SHIFT_PATTERN, zone);
    expect([...iso(bounds), hours(bounds)]).toEqual([start, end, length]);
  });

  it('starts at the change when its start is skipped, and at the first time when it is shown twice', () => {
    const fromHalfPastTwo = pattern('02:30', [['All day', '02:30', '02:30']]);
    // 02:30 on 29 March is skipped: the day starts at the change, 03:00 CEST, and the day before lasts 23.5 hours.
    expect(iso(productionDayBounds('2026-03-28', fromHalfPastTwo, SITE))).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z']);
    // 02:30 on 25 October is shown twice: the day starts at the first, 02:30 CEST, and holds the repeated hour (25 hours).
    expect(iso(productionDayBounds('2026-10-24', fromHalfPastTwo, SITE))).toEqual(['2026-10-24T00:30:00.000Z', '2026-10-25T00:30:00.000Z']);
    expect(iso(productionDayBounds('2026-10-25', fromHalfPastTwo, SITE))).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });

  it('refuses what is not a day', () => {
    expect(() => productionDayBounds('2026-02-30', DEFAULT_SHIFT_PATTERN, SITE)).toThrow(RangeError);
    expect(() => productionDayBounds('9 March', DEFAULT_SHIFT_PATTERN, SITE)).toThrow(RangeError);
  });
});

describe('where a shift starts and ends', () => {
  it.each([
    ['an ordinary night', '2026-03-09', 'Night', SITE, '2026-03-09T21:00:00.000Z', '2026-03-10T05:00:00.000Z', 8],
    ['the night clocks go forward', '2026-03-28', 'Night', SITE, '2026-03-28T21:00:00.000Z', '2026-03-29T04:00:00.000Z', 7],
    ['the morning after', '2026-03-29', 'Morning', SITE, '2026-03-29T04:00:00.000Z', '2026-03-29T12:00:00.000Z', 8],
    ['the night clocks go back', '2026-10-24', 'Night', SITE, '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z', 9],
    ['the afternoon before it', '2026-10-24', 'Afternoon', SITE, '2026-10-24T12:00:00.000Z', '2026-10-24T20:00:00.000Z', 8],
    ['the New York night clocks go forward', '2026-03-07', 'Night', 'America/New_York', '2026-03-08T03:00:00.000Z', '2026-03-08T10:00:00.000Z', 7],
    ['the New York night clocks go back', '2026-10-31', 'Night', 'America/New_York', '2026-11-01T02:00:00.000Z', '2026-11-01T11:00:00.000Z', 9],
    ['a Kolkata night', '2026-03-09', 'Night', 'Asia/Kolkata', '2026-03-09T16:30:00.000Z', '2026-03-10T00:30:00.000Z', 8],
    ['a UTC morning', '2026-03-09', 'Morning', 'UTC', '2026-03-09T06:00:00.000Z', '2026-03-09T14:00:00.000Z', 8],
  ])('%s: %s %s in %s runs from %s to %s (%i hours)', (_what, day, name, zone, start, end, length) => {
    const bounds = shiftBounds(day, name, DEFAULT_SHIFT_PATTERN, zone);
    expect([...iso(bounds), hours(bounds)]).toEqual([start, end, length]);
  });

  it('lets the night shift of a day from 22:00 open the day', () => {
    expect(iso(shiftBounds('2026-03-09', 'Night', FROM_TEN_PM, SITE))).toEqual(['2026-03-09T21:00:00.000Z', '2026-03-10T05:00:00.000Z']);
    expect(iso(shiftBounds('2026-03-09', 'Afternoon', FROM_TEN_PM, SITE))).toEqual(['2026-03-10T13:00:00.000Z', '2026-03-10T21:00:00.000Z']);
    expect(iso(shiftBounds('2026-03-28', 'Night', FROM_TEN_PM, SITE))).toEqual(['2026-03-28T21:00:00.000Z', '2026-03-29T04:00:00.000Z']);
  });

  it('keeps the wall-clock times of shifts that meet in the skipped or the repeated hour', () => {
    const halfPastTwo = pattern('06:00', [
      ['Day', '06:00', '18:00'],
      ['Evening', '18:00', '02:30'],
      ['Early', '02:30', '06:00'],
    ]);
    // 02:30 skipped on 29 March: Evening ends at the change, 03:00 CEST, and Early lasts 3 hours.
    expect(iso(shiftBounds('2026-03-28', 'Evening', halfPastTwo, SITE))).toEqual(['2026-03-28T17:00:00.000Z', '2026-03-29T01:00:00.000Z']);
    expect(iso(shiftBounds('2026-03-28', 'Early', halfPastTwo, SITE))).toEqual(['2026-03-29T01:00:00.000Z', '2026-03-29T04:00:00.000Z']);
    // 02:30 twice on 25 October: Evening ends at the first, and Early holds the repeated hour (4.5 hours).
    expect(iso(shiftBounds('2026-10-24', 'Evening', halfPastTwo, SITE))).toEqual(['2026-10-24T16:00:00.000Z', '2026-10-25T00:30:00.000Z']);
    expect(iso(shiftBounds('2026-10-24', 'Early', halfPastTwo, SITE))).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T05:00:00.000Z']);
  });

  it('gives a shift wholly in the skipped hour no time at all', () => {
    const skipped = pattern('06:00', [
      ['Long', '06:00', '02:00'],
      ['Short', '02:00', '02:30'],
      ['Early', '02:30', '06:00'],
    ]);
    expect(iso(shiftBounds('2026-03-28', 'Short', skipped, SITE))).toEqual(['2026-03-29T01:00:00.000Z', '2026-03-29T01:00:00.000Z']);
    expect(shiftAt(new Date('2026-03-29T00:59:59Z'), skipped, SITE).name).toBe('Long');
    expect(shiftAt(new Date('2026-03-29T01:00:00Z'), skipped, SITE).name).toBe('Early');
    expect(iso(shiftBounds('2026-03-27', 'Short', skipped, SITE))).toEqual(['2026-03-28T01:00:00.000Z', '2026-03-28T01:30:00.000Z']);
  });

  it('refuses a name the pattern does not have', () => {
    expect(() => shiftBounds('2026-03-09', 'Graveyard', DEFAULT_SHIFT_PATTERN, SITE)).toThrow('The shift pattern has no shift named Graveyard');
  });
});

describe('the shift a moment falls in', () => {
  it.each([
    ['2026-03-10T01:00:00Z', 'Night', '2026-03-09', '2026-03-09T21:00:00.000Z', '2026-03-10T05:00:00.000Z'],
    ['2026-03-09T21:00:00Z', 'Night', '2026-03-09', '2026-03-09T21:00:00.000Z', '2026-03-10T05:00:00.000Z'],
    ['2026-03-09T20:59:59Z', 'Afternoon', '2026-03-09', '2026-03-09T13:00:00.000Z', '2026-03-09T21:00:00.000Z'],
    ['2026-03-10T05:00:00Z', 'Morning', '2026-03-10', '2026-03-10T05:00:00.000Z', '2026-03-10T13:00:00.000Z'],
    ['2026-03-10T12:59:59Z', 'Morning', '2026-03-10', '2026-03-10T05:00:00.000Z', '2026-03-10T13:00:00.000Z'],
    ['2026-03-29T01:00:00Z', 'Night', '2026-03-28', '2026-03-28T21:00:00.000Z', '2026-03-29T04:00:00.000Z'],
    ['2026-03-29T04:00:00Z', 'Morning', '2026-03-29', '2026-03-29T04:00:00.000Z', '2026-03-29T12:00:00.000Z'],
    ['2026-10-25T01:30:00Z', 'Night', '2026-10-24', '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z'],
    ['2026-10-25T04:59:59Z', 'Night', '2026-10-24', '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z'],
  ])('at %s in Ljubljana it is %s of %s, %s to %s', (at, name, productionDay, start, end) => {
    const shift = shiftAt(new Date(at), DEFAULT_SHIFT_PATTERN, SITE);
    expect([shift.name, shift.productionDay, ...iso(shift)]).toEqual([name, productionDay, start, end]);
  });

  it('finds the shift in other zones and patterns', () => {
    const summary = (at: string, shifts: ShiftPattern, zone: string) => {
      const shift = shiftAt(new Date(at), shifts, zone);
      return [shift.name, shift.productionDay, ...iso(shift)];
    };
    expect(summary('2026-03-10T01:00:00Z', FROM_TEN_PM, SITE)).toEqual(['Night', '2026-03-09', '2026-03-09T21:00:00.000Z', '2026-03-10T05:00:00.000Z']);
    expect(summary('2026-03-10T20:59:59Z', FROM_TEN_PM, SITE)).toEqual(['Afternoon', '2026-03-09', '2026-03-10T13:00:00.000Z', '2026-03-10T21:00:00.000Z']);
    expect(summary('2026-11-01T06:30:00Z', DEFAULT_SHIFT_PATTERN, 'America/New_York')).toEqual(['Night', '2026-10-31', '2026-11-01T02:00:00.000Z', '2026-11-01T11:00:00.000Z']);
    expect(summary('2026-03-10T00:29:59Z', DEFAULT_SHIFT_PATTERN, 'Asia/Kolkata')).toEqual(['Night', '2026-03-09', '2026-03-09T16:30:00.000Z', '2026-03-10T00:30:00.000Z']);
    expect(summary('2026-03-10T14:00:00Z', DEFAULT_SHIFT_PATTERN, 'UTC')).toEqual(['Afternoon', '2026-03-10', '2026-03-10T14:00:00.000Z', '2026-03-10T22:00:00.000Z']);
    const allDay = pattern('07:00', [['All day', '07:00', '07:00']]);
    expect(summary('2026-10-25T05:59:59Z', allDay, SITE)).toEqual(['All day', '2026-10-24', '2026-10-24T05:00:00.000Z', '2026-10-25T06:00:00.000Z']);
  });

  it('puts the second pass of a repeated hour in the shift that started at its first', () => {
    const halfPastTwo = pattern('06:00', [
      ['Day', '06:00', '18:00'],
      ['Evening', '18:00', '02:30'],
      ['Early', '02:30', '06:00'],
    ]);
    // 02:15 CET, after the clock went back from 03:00 CEST: 02:30 was already reached once.
    expect(shiftAt(new Date('2026-10-25T01:15:00Z'), halfPastTwo, SITE).name).toBe('Early');
    expect(shiftAt(new Date('2026-10-25T00:29:59Z'), halfPastTwo, SITE).name).toBe('Evening');
  });
});

describe('the shift pattern', () => {
  const problems = (value: unknown) => shiftPatternSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes the default and other patterns that cover the day in order', () => {
    expect(shiftPatternSchema.parse(DEFAULT_SHIFT_PATTERN)).toEqual(DEFAULT_SHIFT_PATTERN);
    expect(problems(FROM_TEN_PM)).toBeUndefined();
    expect(problems(pattern('07:00', [['All day', '07:00', '07:00']]))).toBeUndefined();
    expect(problems(pattern('06:00', [['Day', '06:00', '18:00'], ['Night', '18:00', '06:00']]))).toBeUndefined();
    expect(shiftPatternSchema.parse(pattern('06:00', [[' Day ', '06:00', '06:00']])).shifts[0]!.name).toBe('Day');
  });

  it.each([
    ['overlapping shifts', pattern('06:00', [['Morning', '06:00', '14:00'], ['Afternoon', '13:00', '22:00'], ['Night', '22:00', '06:00']]), 'must not overlap: Afternoon starts at 13:00, before Morning ends at 14:00'],
    ['a gap', pattern('06:00', [['Morning', '06:00', '14:00'], ['Afternoon', '15:00', '22:00'], ['Night', '22:00', '06:00']]), 'must cover the 24 hours without a gap: no shift is worked from 14:00 to 15:00'],
    ['a gap at the end', pattern('06:00', [['Morning', '06:00', '14:00'], ['Afternoon', '14:00', '22:00'], ['Night', '22:00', '05:00']]), 'must cover the 24 hours without a gap: no shift is worked from 05:00 to 06:00'],
    ['a last shift into the next day', pattern('06:00', [['Morning', '06:00', '14:00'], ['Afternoon', '14:00', '22:00'], ['Night', '22:00', '07:00']]), 'must not overlap: Night ends at 07:00, after the next production day starts at 06:00'],
    ['shifts out of order', pattern('06:00', [['Morning', '06:00', '14:00'], ['Night', '22:00', '06:00'], ['Afternoon', '14:00', '22:00']]), 'must be listed in the order they are worked: Afternoon starts at 14:00, when Morning ends, so it comes before Night'],
    ['a first shift after the day start', pattern('06:00', [['Morning', '07:00', '14:00'], ['Afternoon', '14:00', '07:00']]), 'must begin when the production day starts: the first shift, Morning, starts at 07:00 and the day at 06:00'],
    ['one of several shifts lasting a whole day', pattern('06:00', [['Morning', '06:00', '06:00'], ['Night', '06:00', '06:00']]), 'must each be shorter than 24 hours when there are several: Morning starts and ends at 06:00'],
    ['a name used twice', pattern('06:00', [['Day', '06:00', '18:00'], ['day', '18:00', '06:00']]), 'must have different names: day is used twice'],
  ])('refuses %s with a message that says what is wrong', (_what, value, message) => {
    expect(problems(value)).toEqual([['shifts', message]]);
  });

  it('refuses bad times, names and counts field by field', () => {
    expect(problems({ dayStart: '6:00', shifts: [{ name: 'Day', start: '06:00', end: '24:00' }] })).toEqual([
      ['dayStart', 'must be a time of day as HH:MM, from 00:00 to 23:59'],
      ['shifts.0.end', 'must be a time of day as HH:MM, from 00:00 to 23:59'],
    ]);
    expect(problems({ dayStart: '06:00', shifts: [{ name: ' ', start: '06:00', end: '06:00' }] })).toEqual([['shifts.0.name', 'is required']]);
    expect(problems({ dayStart: '06:00', shifts: [{ name: 'x'.repeat(41), start: '06:00', end: '06:00' }] })).toEqual([['shifts.0.name', 'must be at most 40 characters']]);
    expect(problems({ dayStart: '06:00', shifts: [] })).toEqual([['shifts', 'must number from 1 to 6']]);
    const seven = Array.from({ length: 7 }, (_, index) => ({ name: `Shift ${index}`, start: '06:00', end: '06:00' }));
    expect(problems({ dayStart: '06:00', shifts: seven })).toEqual([['shifts', 'must number from 1 to 6']]);
    expect(problems({ shifts: DEFAULT_SHIFT_PATTERN.shifts })).toEqual([['dayStart', 'is required']]);
  });
});
