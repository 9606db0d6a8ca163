/**
 * The site's shifts and production days: the one calendar that reports, the dashboard's "This shift" and the
 * operations modules count work in. A production day starts at a time of day of the site's own (06:00 at
 * most quarries) and is cut into named shifts that cover its 24 hours in order. A shift that crosses midnight
 * belongs to the production day it started in: with days from 06:00, 02:00 on 10 March is in production day
 * 9 March.
 *
 * Times are wall-clock times at the site, in its IANA time zone, so a shift keeps its times when the clocks
 * change: with the default pattern the night shift lasts 7 hours over the night clocks go forward and 9 over
 * the night they go back. Two choices settle a wall-clock time the site's clock does not show exactly once:
 * - a time it never shows (the hour skipped when clocks go forward) is the instant just after the gap, the
 *   change itself: a day or shift meant to start at 02:30 starts at 03:00, and the one before ends there;
 * - a time it shows twice (the hour repeated when clocks go back) is its first occurrence, so a day or shift
 *   starts the first time the clock reaches its time, and the repeated hour belongs to it.
 */
import { z } from 'zod';
import { requiredText } from './fields.js';

export const MAX_SHIFTS = 6;
export const SHIFT_NAME_MAX_LENGTH = 40;

/** A time of day on the 24-hour clock, 'HH:MM'. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeOfDaySchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be a time of day as HH:MM') })
  .regex(TIME_OF_DAY, 'must be a time of day as HH:MM, from 00:00 to 23:59');

export const shiftSchema = z.strictObject({
  name: requiredText(SHIFT_NAME_MAX_LENGTH),
  start: timeOfDaySchema,
  /** Where the next shift starts; the last one ends where the next production day starts. */
  end: timeOfDaySchema,
});
export type Shift = z.infer<typeof shiftSchema>;

const MINUTES_A_DAY = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Where a shift lies in its production day: minutes from the day's start to its start, and to its end. */
function shiftSpan(shift: Shift, dayStart: string): { from: number; to: number } {
  const sinceDayStart = (time: string) => (minutesOf(time) - minutesOf(dayStart) + MINUTES_A_DAY) % MINUTES_A_DAY;
  const from = sinceDayStart(shift.start);
  const length = (sinceDayStart(shift.end) - from + MINUTES_A_DAY) % MINUTES_A_DAY || MINUTES_A_DAY;
  return { from, to: from + length };
}

/**
 * Why the shifts do not cut the production day into one run of shifts, or undefined when they do. Read after
 * the list's label: 'Shifts must not overlap: ...'.
 */
function patternProblem(dayStart: string, shifts: readonly Shift[]): string | undefined {
  const names = new Set<string>();
  for (const shift of shifts) {
    const key = shift.name.toLowerCase();
    if (names.has(key)) return `must have different names: ${shift.name} is used twice`;
    names.add(key);
  }
  let reached = 0;
  for (const [index, shift] of shifts.entries()) {
    const { from, to } = shiftSpan(shift, dayStart);
    const previous = shifts[index - 1];
    if (shifts.length > 1 && shift.start === shift.end) {
      return `must each be shorter than 24 hours when there are several: ${shift.name} starts and ends at ${shift.start}`;
    }
    if (!previous) {
      if (from !== 0) return `must begin when the production day starts: the first shift, ${shift.name}, starts at ${shift.start} and the day at ${dayStart}`;
    } else if (from !== reached) {
      const next = shifts.slice(index + 1).find((later) => shiftSpan(later, dayStart).from === reached);
      if (next) return `must be listed in the order they are worked: ${next.name} starts at ${next.start}, when ${previous.name} ends, so it comes before ${shift.name}`;
      if (from < reached) return `must not overlap: ${shift.name} starts at ${shift.start}, before ${previous.name} ends at ${previous.end}`;
      return `must cover the 24 hours without a gap: no shift is worked from ${previous.end} to ${shift.start}`;
    }
    if (to > MINUTES_A_DAY) return `must not overlap: ${shift.name} ends at ${shift.end}, after the next production day starts at ${dayStart}`;
    reached = to;
  }
  const last = shifts.at(-1);
  if (last && reached < MINUTES_A_DAY) return `must cover the 24 hours without a gap: no shift is worked from ${last.end} to ${dayStart}`;
  return undefined;
}

/**
 * The site's shift pattern: when its production day starts and the shifts, in the order they are worked,
 * the first starting with the day and each where the one before ends, the last ending when the next day starts.
 * @example shiftPatternSchema.parse({ dayStart: '06:00', shifts: [{ name: 'Day', start: '06:00', end: '18:00' }, { name: 'Night', start: '18:00', end: '06:00' }] })
 */
export const shiftPatternSchema = z
  .strictObject({
    dayStart: timeOfDaySchema,
    shifts: z
      .array(shiftSchema, { error: 'must be a list of shifts' })
      .min(1, `must number from 1 to ${MAX_SHIFTS}`)
      .max(MAX_SHIFTS, `must number from 1 to ${MAX_SHIFTS}`),
  })
  .superRefine((pattern, context) => {
    // Each time is checked on its own first; the shifts as a whole only once every one reads as a time.
    const times = [pattern.dayStart, ...pattern.shifts.flatMap((shift) => [shift.start, shift.end])];
    if (!times.every((time) => typeof time === 'string' && TIME_OF_DAY.test(time))) return;
    const problem = patternProblem(pattern.dayStart, pattern.shifts);
    if (problem) context.addIssue({ code: 'custom', path: ['shifts'], message: problem });
  });
export type ShiftPattern = z.infer<typeof shiftPatternSchema>;

/** Three 8-hour shifts from 06:00, until the site sets its own. */
export const DEFAULT_SHIFT_PATTERN: ShiftPattern = {
  dayStart: '06:00',
  shifts: [
    { name: 'Morning', start: '06:00', end: '14:00' },
    { name: 'Afternoon', start: '14:00', end: '22:00' },
    { name: 'Night', start: '22:00', end: '06:00' },
  ],
};
