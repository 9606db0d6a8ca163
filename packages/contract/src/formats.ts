/**
 * How a number, a weight or a date reads, on every page and in every exported file, so that the same value
 * always reads the same way. Dates and times are written in the site's time zone (SITE_TIMEZONE), never the
 * reader's: a supervisor abroad sees the days the reports count.
 */
import { KG_PER_TON } from './constants.js';

/** What a field left empty reads as. */
export const NOT_SET = '—';

/** One formatter per pattern and zone: building an Intl.DateTimeFormat costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
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

/** A moment (ISO 8601) as its date and time at the site in en-US, e.g. 'Mar 4, 2026, 2:05 PM'. */
export function formatDateTime(iso: string | null, timeZone: string): string {
  if (iso === null) return NOT_SET;
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(moment);
}

const wholeOrDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const scaleKg = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const tons = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A number with thousands separators and at most two decimals, e.g. '12,500' or '1,602.5'. */
export function formatNumber(value: number | null): string {
  return value === null ? NOT_SET : wholeOrDecimal.format(value);
}

/** A weight in kg, e.g. '12,500 kg'. */
export function formatKg(kg: number | null): string {
  return kg === null ? NOT_SET : `${wholeOrDecimal.format(kg)} kg`;
}

/** A weight read at the scale, always with its two decimals as the ticket holds it, e.g. '27,000.25 kg'. */
export function formatScaleKg(kg: number | null): string {
  return kg === null ? NOT_SET : `${scaleKg.format(kg)} kg`;
}

/** kg as tons with one decimal (spec part 1 section 9), e.g. '1,234.5 t'. */
export function formatTons(kg: number): string {
  return `${tons.format(kg / KG_PER_TON)} t`;
}

/** A count in words, e.g. '1 load', '1,200 tares'. */
export function countText(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}
