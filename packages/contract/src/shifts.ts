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
 * The database cuts production days by the same rule (site_production_day, apps/server/sql/site-calendar.sql).
 */
import { z } from 'zod';
import { requiredText } from './fields.js';
import { problem } from './problems.js';

export const MAX_SHIFTS = 6;
export const SHIFT_NAME_MAX_LENGTH = 40;

/** A time of day on the 24-hour clock, 'HH:MM'. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeOfDaySchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? problem('required') : problem('timeOfDay')) })
  .regex(TIME_OF_DAY, problem('timeOfDayRange'));

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
    if (names.has(key)) return problem('shiftNameTwice', { name: shift.name });
    names.add(key);
  }
  let reached = 0;
  for (const [index, shift] of shifts.entries()) {
    const { from, to } = shiftSpan(shift, dayStart);
    const previous = shifts[index - 1];
    if (shifts.length > 1 && shift.start === shift.end) {
      return problem('shiftWholeDay', { name: shift.name, start: shift.start });
    }
    if (!previous) {
      if (from !== 0) return problem('shiftFirst', { name: shift.name, start: shift.start, dayStart });
    } else if (from !== reached) {
      const next = shifts.slice(index + 1).find((later) => shiftSpan(later, dayStart).from === reached);
      if (next) return problem('shiftOrder', { next: next.name, start: next.start, previous: previous.name, name: shift.name });
      if (from < reached) return problem('shiftOverlap', { name: shift.name, start: shift.start, previous: previous.name, end: previous.end });
      return problem('shiftGap', { from: previous.end, to: shift.start });
    }
    if (to > MINUTES_A_DAY) return problem('shiftPastDay', { name: shift.name, end: shift.end, dayStart });
    reached = to;
  }
  const last = shifts.at(-1);
  if (last && reached < MINUTES_A_DAY) return problem('shiftGap', { from: last.end, to: dayStart });
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
      .array(shiftSchema, { error: problem('shiftList') })
      .min(1, problem('shiftCount', { max: MAX_SHIFTS }))
      .max(MAX_SHIFTS, problem('shiftCount', { max: MAX_SHIFTS })),
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

/** Two instants, the end excluded. */
export type Bounds = { start: Date; end: Date };
/** A shift of a production day, where it starts and ends. */
export type DatedShift = { name: string; productionDay: string } & Bounds;

// Wall-clock times are held as milliseconds since 1970 read as if the site's clock were UTC, so that
// calendar arithmetic on them meets no clock change.
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A zone's clock reader, made once: making one costs a hundred times what using it does. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** What the site's clock shows at an instant, to the second. */
function wallClockAt(instant: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** How far the site's clock is ahead of UTC at an instant. */
const offsetAt = (instant: number, timeZone: string) => wallClockAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;

/** Instants of wall-clock times found, per zone, at most this many (a year of days and shifts, many times over). */
const REMEMBERED_INSTANTS = 20_000;
const instantsByZone = new Map<string, Map<number, number>>();

/**
 * The instant a wall-clock time at the site names, by the choices above: its first occurrence, or for a
 * skipped time the change that skips it. Reports ask for the same few day starts over and over, so they are
 * remembered.
 */
function instantOf(wallClock: number, timeZone: string): number {
  let instants = instantsByZone.get(timeZone);
  if (!instants) instantsByZone.set(timeZone, (instants = new Map()));
  let instant = instants.get(wallClock);
  if (instant === undefined) {
    instant = findInstant(wallClock, timeZone);
    if (instants.size >= REMEMBERED_INSTANTS) instants.clear();
    instants.set(wallClock, instant);
  }
  return instant;
}

function findInstant(wallClock: number, timeZone: string): number {
  // A day either side, the zone's offsets before and after any change near the time (no zone changes its
  // clock twice within two days): the time is at one of them, or both when it is shown twice.
  const before = offsetAt(wallClock - DAY_MS, timeZone);
  const after = offsetAt(wallClock + DAY_MS, timeZone);
  const shown = [wallClock - before, wallClock - after].filter((instant) => wallClockAt(instant, timeZone) === wallClock);
  if (shown.length > 0) return Math.min(...shown);
  // Skipped: the clock reads earlier at one candidate and later at the other; the change lies between, found to the second.
  let earlier = wallClock - after;
  let later = wallClock - before;
  if (earlier >= later) return later;
  while (later - earlier > 1000) {
    const middle = earlier + Math.floor((later - earlier) / 2000) * 1000;
    if (wallClockAt(middle, timeZone) >= wallClock) later = middle;
    else earlier = middle;
  }
  return later;
}

/** A 'YYYY-MM-DD' day as its local midnight on the wall clock. */
function wallClockOfDay(day: string): number {
  const midnight = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== day) throw new RangeError(`Not a day as YYYY-MM-DD: ${day}`);
  return midnight;
}

const dayText = (wallClock: number) => new Date(wallClock).toISOString().slice(0, 10);

/**
 * The production day a moment belongs to, 'YYYY-MM-DD'.
 * @example productionDayOf(new Date('2026-03-10T01:00:00Z'), DEFAULT_SHIFT_PATTERN, 'Europe/Ljubljana') // '2026-03-09' (02:00 at the site)
 */
export function productionDayOf(moment: Date, pattern: Pick<ShiftPattern, 'dayStart'>, timeZone: string): string {
  const dayStart = minutesOf(pattern.dayStart) * MINUTE_MS;
  // The site's clock less the day's start names the day, except in a repeated hour: once the clock has
  // reached the next day's start the first time, it is the next day, though the clock reads earlier again.
  const guess = Math.floor((wallClockAt(moment.getTime(), timeZone) - dayStart) / DAY_MS) * DAY_MS;
  const next = guess + DAY_MS;
  return dayText(moment.getTime() >= instantOf(next + dayStart, timeZone) ? next : guess);
}

/**
 * Where a production day starts and ends (the end excluded: the next day's start).
 * @example productionDayBounds('2026-03-28', DEFAULT_SHIFT_PATTERN, 'Europe/Ljubljana') // 2026-03-28T05:00Z to 2026-03-29T04:00Z, 23 hours
 */
export function productionDayBounds(day: string, pattern: Pick<ShiftPattern, 'dayStart'>, timeZone: string): Bounds {
  const start = wallClockOfDay(day) + minutesOf(pattern.dayStart) * MINUTE_MS;
  return { start: new Date(instantOf(start, timeZone)), end: new Date(instantOf(start + DAY_MS, timeZone)) };
}

function boundsOf(dayStart: number, shift: Shift, pattern: ShiftPattern, timeZone: string): Bounds {
  const { from, to } = shiftSpan(shift, pattern.dayStart);
  return { start: new Date(instantOf(dayStart + from * MINUTE_MS, timeZone)), end: new Date(instantOf(dayStart + to * MINUTE_MS, timeZone)) };
}

/**
 * Where a shift of a production day starts and ends (the end excluded). A shift whose times fall wholly in
 * the hour skipped when clocks go forward starts and ends at the same instant. Throws a RangeError for a
 * name that is not in the pattern.
 * @example shiftBounds('2026-03-09', 'Night', DEFAULT_SHIFT_PATTERN, 'Europe/Ljubljana') // 2026-03-09T21:00Z to 2026-03-10T05:00Z
 */
export function shiftBounds(day: string, shiftName: string, pattern: ShiftPattern, timeZone: string): Bounds {
  const shift = pattern.shifts.find((candidate) => candidate.name === shiftName);
  if (!shift) throw new RangeError(`The shift pattern has no shift named ${shiftName}`);
  return boundsOf(wallClockOfDay(day) + minutesOf(pattern.dayStart) * MINUTE_MS, shift, pattern, timeZone);
}

/**
 * The shift a moment falls in, with its production day and bounds.
 * @example shiftAt(new Date('2026-03-10T01:00:00Z'), DEFAULT_SHIFT_PATTERN, 'Europe/Ljubljana') // { name: 'Night', productionDay: '2026-03-09', ... }
 */
export function shiftAt(moment: Date, pattern: ShiftPattern, timeZone: string): DatedShift {
  const productionDay = productionDayOf(moment, pattern, timeZone);
  const dayStart = wallClockOfDay(productionDay) + minutesOf(pattern.dayStart) * MINUTE_MS;
  for (const shift of pattern.shifts) {
    const bounds = boundsOf(dayStart, shift, pattern, timeZone);
    if (moment >= bounds.start && moment < bounds.end) return { name: shift.name, productionDay, ...bounds };
  }
  throw new RangeError('The shift pattern does not cover its production day');
}
