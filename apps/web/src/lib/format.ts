/**
 * Formatting shared by every page, so the same value always reads the same way. Dates and times are
 * written in the site's time zone (SITE_TIMEZONE, from GET /api/site; pages read it with
 * useSiteTimeZone()), never the browser's: a supervisor abroad sees the days the reports count.
 */
import { KG_PER_TON } from '@weighbridge/contract/constants';
import { siteDay } from '@weighbridge/contract/date-ranges';

const wholeOrDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What a field the user left empty reads as. */
export const NOT_SET = '—';

/** One formatter per pattern and zone: building an Intl.DateTimeFormat costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** The site day of a moment in the en-US long form, e.g. 'November 21, 2026'. */
export function formatLongDate(moment: Date, timeZone: string): string {
  return dateFormat(LONG_DATE, timeZone).format(moment);
}

/**
 * A calendar date held as YYYY-MM-DD (a birth date, a report's day) in the en-US long form. It is a day,
 * not a moment, so it reads the same in every zone.
 */
export function formatCalendarDate(date: string | null): string {
  const parts = date?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!parts) return date ?? NOT_SET;
  return formatLongDate(new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))), 'UTC');
}

/** A calendar month held as YYYY-MM (a report's bucket), e.g. 'March 2026'; a month, so the same in every zone. */
export function formatCalendarMonth(month: string): string {
  return dateFormat({ month: 'long', year: 'numeric' }, 'UTC').format(new Date(`${month}-01T00:00:00Z`));
}

/** A number with thousands separators and at most two decimals, e.g. '12,500' or '1,602.5'. */
export function formatNumber(value: number | null): string {
  return value === null ? NOT_SET : wholeOrDecimal.format(value);
}

const upToThreeDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A scale's division in kg, to the gram it may be set to, e.g. '20' or '0.005'. */
export function formatDivision(kg: number): string {
  return upToThreeDecimals.format(kg);
}

/** A weight in kg, e.g. '12,500 kg'. */
export function formatKg(kg: number | null): string {
  return kg === null ? NOT_SET : `${wholeOrDecimal.format(kg)} kg`;
}

/** An amount in dollars with cents, e.g. '$1,250.50'. */
export function formatDollars(amount: number | null): string {
  return amount === null ? NOT_SET : dollars.format(amount);
}

const scaleKg = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const tons = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A weight read at the scale, always with its two decimals as the ticket holds it, e.g. '27,000.25 kg'. */
export function formatScaleKg(kg: number | null): string {
  return kg === null ? NOT_SET : `${scaleKg.format(kg)} kg`;
}

/** kg as tons with one decimal (spec part 1 section 9), e.g. '1,234.5 t'. */
export function formatTons(kg: number): string {
  return `${tons.format(kg / KG_PER_TON)} t`;
}

/** A moment (ISO 8601) as its date and time at the site in en-US, e.g. 'Mar 4, 2026, 2:05 PM'. */
export function formatDateTime(iso: string | null, timeZone: string): string {
  if (iso === null) return NOT_SET;
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(moment);
}

/** A moment's day and time at the site apart, for a narrow column, e.g. { date: 'Mar 4, 2026', time: '2:05 PM' }. */
export function formatDateAndTime(iso: string, timeZone: string): { date: string; time: string } {
  const moment = new Date(iso);
  return {
    date: dateFormat({ dateStyle: 'medium' }, timeZone).format(moment),
    time: dateFormat({ timeStyle: 'short' }, timeZone).format(moment),
  };
}

/** The time of a moment at the site on the 24-hour clock, e.g. '14:05:30'. */
export function formatClockTime(iso: string, timeZone: string): string {
  return dateFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }, timeZone).format(new Date(iso));
}

/**
 * When a device was last heard from, as of `now`: the time to the second when it was the same day at the
 * site ('14:05:30'), else the date and time ('Mar 4, 2026, 2:05 PM').
 */
export function formatLastHeard(iso: string | null, now: Date, timeZone: string): string {
  if (iso === null) return NOT_SET;
  return siteDay(new Date(iso), timeZone) === siteDay(now, timeZone) ? formatClockTime(iso, timeZone) : formatDateTime(iso, timeZone);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long ago a moment was, in its largest whole unit: 'just now', '5 minutes ago', '3 days ago'. */
export function formatAge(iso: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  const [unitMs, unit] = elapsed < HOUR_MS ? [MINUTE_MS, 'minute'] : elapsed < DAY_MS ? [HOUR_MS, 'hour'] : [DAY_MS, 'day'];
  const whole = Math.floor(elapsed / unitMs);
  return `${whole} ${unit}${whole === 1 ? '' : 's'} ago`;
}

/** A tara weighing's number as the history shows it, e.g. 'TARA-000042'. */
export { taraNumberOf as formatTaraNumber } from '@weighbridge/contract/weighing';
