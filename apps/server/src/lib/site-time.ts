/**
 * Calendar facts in the site's time zone, which may differ from the server machine's: the year of a moment,
 * the moment a time on the site's clock names, and what the site's clock showed at a moment.
 */

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** How far the zone's clock is ahead of UTC at a moment, in ms, asked of the time zone. */
function formattedOffsetMs(moment: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(moment));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(moment / 1000) * 1000;
}

const QUARTER_HOUR_MS = 900_000;
/** Remembered quarter hours per zone, at most this many (an import of years of history reads ~35,000 a year). */
const REMEMBERED_QUARTER_HOURS = 200_000;
const quarterHourOffsets = new Map<string, Map<number, number>>();

/**
 * How far the zone's clock is ahead of UTC at a moment, in ms. Asking the time zone is slow, and an import
 * asks for every row's moment and year: a quarter hour whose first and last second have one offset has it throughout (no
 * zone changes its clock twice in a quarter hour), so it is remembered; one with a change is asked each time.
 */
function zoneOffsetMs(moment: number, timeZone: string): number {
  const quarter = Math.floor(moment / QUARTER_HOUR_MS);
  let offsets = quarterHourOffsets.get(timeZone);
  if (!offsets) quarterHourOffsets.set(timeZone, (offsets = new Map()));
  const known = offsets.get(quarter);
  if (known !== undefined) return known;
  const offset = formattedOffsetMs(moment, timeZone);
  const first = formattedOffsetMs(quarter * QUARTER_HOUR_MS, timeZone);
  const last = formattedOffsetMs((quarter + 1) * QUARTER_HOUR_MS - 1000, timeZone);
  if (first === offset && last === offset) {
    if (offsets.size >= REMEMBERED_QUARTER_HOURS) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset;
}

/**
 * The moment a site's clock showed this time. A time skipped when clocks go forward is read with the
 * offset from before the change; a time shown twice when they go back is read as the later of the two.
 * @example siteMoment({ year: 2025, month: 7, day: 1, hour: 8, minute: 0, second: 0 }, 'Europe/Ljubljana') // 2025-07-01T06:00:00Z
 */
export function siteMoment(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const firstGuess = asUtc - zoneOffsetMs(asUtc, timeZone);
  const offset = zoneOffsetMs(firstGuess, timeZone);
  return new Date(asUtc - offset);
}

/** The time a moment shows on the site's clock, given as if it were UTC (what a spreadsheet's date cell holds). */
export function siteClockAsUtc(moment: Date, timeZone: string): Date {
  return new Date(moment.getTime() + zoneOffsetMs(moment.getTime(), timeZone));
}

/** The year a moment falls in at the site; the formatter is kept, as making one costs more than a whole document's queries. */
export function siteYear(moment: Date, timeZone: string): number {
  return siteClockAsUtc(moment, timeZone).getUTCFullYear();
}

/** What the site's clock showed at a moment (to the second). */
export function siteWallClock(moment: Date, timeZone: string): WallClock {
  const local = new Date(moment.getTime() + zoneOffsetMs(moment.getTime(), timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** Whether the parts name a real calendar day and time of day. */
export function isRealWallClock(clock: WallClock): boolean {
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second));
  return (
    date.getUTCFullYear() === clock.year &&
    date.getUTCMonth() === clock.month - 1 &&
    date.getUTCDate() === clock.day &&
    date.getUTCHours() === clock.hour &&
    date.getUTCMinutes() === clock.minute &&
    date.getUTCSeconds() === clock.second
  );
}
