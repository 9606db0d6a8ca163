/**
 * Formatting shared by every page, so the same value always reads the same way. Dates and times are
 * written in the site's time zone (SITE_TIMEZONE, from GET /api/site; pages read it with
 * useSiteTimeZone()), never the browser's: a supervisor abroad sees the days the reports count. The
 * formatters the server's exported files use as well live in the contract and are offered here with the rest.
 */
import { siteDay } from '@weighbridge/contract/date-ranges';
import { dateFormat, NOT_SET, REGION_OF } from '@weighbridge/contract/formats';
import type { Locale } from '@weighbridge/contract/preferences';

export {
  formatCalendarDate,
  formatCalendarMonth,
  formatDateTime,
  formatKg,
  formatLongDate,
  formatNumber,
  formatScaleKg,
  formatTons,
  NOT_SET,
} from '@weighbridge/contract/formats';

/** One number format per language and pattern, built when first asked for. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(REGION_OF[locale], options)));
  return format;
}

/** A scale's division in kg, to the gram it may be set to, e.g. '20' or '0.005' ('0,005' in German). */
export function formatDivision(kg: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { maximumFractionDigits: 3 }).format(kg);
}

/**
 * A number on a chart's axis, short enough to stay on one line beside the plot: '800', '3.2K', '1.5M'
 * ('800', '3200', '1,5 Mio.' in German). The exact figure is in the tooltip and the tables.
 */
export function formatAxisNumber(value: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** An amount in dollars with cents, e.g. '$1,250.50' ('1.250,50 $' in German). */
export function formatDollars(amount: number | null, locale: Locale = 'en'): string {
  return amount === null ? NOT_SET : numberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}

/** The units of a file's size, each 1024 of the one before; German writes a byte out. */
const FILE_SIZE_UNITS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['B', 'KB', 'MB', 'GB', 'TB'],
  de: ['Byte', 'KB', 'MB', 'GB', 'TB'],
};

/**
 * A file's size in the largest unit of 1024 that keeps it at least 1, e.g. '512 B', '12.3 KB', '1.5 GB'
 * ('512 Byte', '12,3 KB', '1,5 GB' in German).
 */
export function formatFileSize(bytes: number, locale: Locale = 'en'): string {
  const units = FILE_SIZE_UNITS[locale];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(size)} ${units[unit]}`;
}

/** A moment's day and time at the site apart, for a narrow column, e.g. { date: 'Mar 4, 2026', time: '2:05 PM' }. */
export function formatDateAndTime(iso: string, timeZone: string, locale: Locale = 'en'): { date: string; time: string } {
  const moment = new Date(iso);
  return {
    date: dateFormat({ dateStyle: 'medium' }, timeZone, locale).format(moment),
    time: dateFormat({ timeStyle: 'short' }, timeZone, locale).format(moment),
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
export function formatLastHeard(iso: string | null, now: Date, timeZone: string, locale: Locale = 'en'): string {
  if (iso === null) return NOT_SET;
  return siteDay(new Date(iso), timeZone) === siteDay(now, timeZone) ? formatClockTime(iso, timeZone) : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, timeZone, locale).format(new Date(iso));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type Age = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; count: number };

/** How long ago a moment was, in its largest whole unit (none below a minute); useFormat().formatAge words it. */
export function ageOf(iso: string, now: Date): Age {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE_MS) return { unit: 'now' };
  const [unitMs, unit] = elapsed < HOUR_MS ? [MINUTE_MS, 'minute' as const] : elapsed < DAY_MS ? [HOUR_MS, 'hour' as const] : [DAY_MS, 'day' as const];
  return { unit, count: Math.floor(elapsed / unitMs) };
}

/** A tara weighing's number as the history shows it, e.g. 'TARA-000042'. */
export { taraNumberOf as formatTaraNumber } from '@weighbridge/contract/weighing';
