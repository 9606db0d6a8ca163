/** The site's shift pattern: what it takes, and what it refuses with which message. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIFT_PATTERN, type ShiftPattern, shiftPatternSchema } from './shifts.js';

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
