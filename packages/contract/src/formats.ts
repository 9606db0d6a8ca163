/**
 * How a number, a weight or a date reads, on every page and in every exported file, so that the same value
 * always reads the same way. Dates and times are written in the site's time zone (SITE_TIMEZONE), never the
 * reader's: a supervisor abroad sees the days the reports count. Each language writes them in its own form
 * (formatsIn); the plain exports are English's.
 */
import { KG_PER_TON } from './constants.js';
import type { Locale } from './preferences.js';

/** What a field left empty reads as. */
export const NOT_SET = '—';

/** The regional form each language writes numbers and dates in: English as the specification, US. */
export const REGION_OF: Readonly<Record<Locale, string>> = { en: 'en-US', de: 'de-DE' };

/** One formatter per pattern, zone and language: building an Intl.DateTimeFormat costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions, timeZone: string, locale: Locale = 'en'): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(REGION_OF[locale], { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * The formatters bound to one language: the same functions as the module's own (which are English's),
 * e.g. `formatsIn('de').formatTons(1_234_500)` is '1.234,5 t'.
 */
export function formatsIn(locale: Locale) {
  const region = REGION_OF[locale];
  const wholeOrDecimal = new Intl.NumberFormat(region, { maximumFractionDigits: 2 });
  /** One number format per count of decimals, built when first asked for. */
  const weightFormats = new Map<number, Intl.NumberFormat>();

  /**
   * A weight held in kg as the site shows weights, e.g. '27,000.25 kg', or '27.00 t' for tons with two
   * decimals. Every weight shown to people goes through here; a stored weight is never rounded by it.
   */
  function formatWeight(kg: number | null, display: WeightDisplay): string {
    if (kg === null) return NOT_SET;
    let format = weightFormats.get(display.decimals);
    if (!format) {
      format = new Intl.NumberFormat(region, { minimumFractionDigits: display.decimals, maximumFractionDigits: display.decimals });
      weightFormats.set(display.decimals, format);
    }
    return `${format.format(weightInUnit(kg, display.unit))} ${display.unit}`;
  }

  /** The site day of a moment in the long form, e.g. 'November 21, 2026'. */
  function formatLongDate(moment: Date, timeZone: string): string {
    return dateFormat(LONG_DATE, timeZone, locale).format(moment);
  }

  return {
    locale,
    formatLongDate,
    /**
     * A calendar date held as YYYY-MM-DD (a birth date, a report's day) in the long form. It is a day,
     * not a moment, so it reads the same in every zone.
     */
    formatCalendarDate(date: string | null): string {
      const parts = date?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
      if (!parts) return date ?? NOT_SET;
      return formatLongDate(new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))), 'UTC');
    },
    /** A calendar month held as YYYY-MM (a report's bucket), e.g. 'March 2026'; a month, so the same in every zone. */
    formatCalendarMonth(month: string): string {
      return dateFormat({ month: 'long', year: 'numeric' }, 'UTC', locale).format(new Date(`${month}-01T00:00:00Z`));
    },
    /** A moment (ISO 8601) as its date and time at the site, e.g. 'Mar 4, 2026, 2:05 PM'. */
    formatDateTime(iso: string | null, timeZone: string): string {
      if (iso === null) return NOT_SET;
      const moment = new Date(iso);
      return Number.isNaN(moment.getTime()) ? iso : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, timeZone, locale).format(moment);
    },
    /** A number with thousands separators and at most two decimals, e.g. '12,500' or '1,602.5'. */
    formatNumber(value: number | null): string {
      return value === null ? NOT_SET : wholeOrDecimal.format(value);
    },
    /** A weight in kg, e.g. '12,500 kg'. */
    formatKg(kg: number | null): string {
      return kg === null ? NOT_SET : `${wholeOrDecimal.format(kg)} kg`;
    },
    formatWeight,
    /**
     * A weight as the indicator shows it, in kg with the two decimals the database holds, e.g. '27,000.25 kg':
     * the live weight, the messages of the weighing rules and of the import, which the operator compares with
     * the indicator and the spreadsheet whatever unit the site shows.
     */
    formatScaleKg(kg: number | null): string {
      return formatWeight(kg, { unit: 'kg', decimals: 2 });
    },
    /** kg as tons with one decimal (spec part 1 section 9), e.g. '1,234.5 t'. */
    formatTons(kg: number): string {
      return formatWeight(kg, { unit: 't', decimals: 1 });
    },
  };
}

export type Formats = ReturnType<typeof formatsIn>;

/** English, as the specification writes values, and as the exported files read until they are translated. */
export const {
  formatLongDate,
  formatCalendarDate,
  formatCalendarMonth,
  formatDateTime,
  formatNumber,
  formatKg,
  formatScaleKg,
  formatTons,
  formatWeight,
} = formatsIn('en');

/** The units a site may show its weights in; weights are stored and sent in kg whatever is chosen. */
export const WEIGHT_UNITS = ['kg', 't'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const MAX_WEIGHT_DECIMALS = 3;

/** How the site shows a weight to people: its unit and a fixed number of decimals (System page). */
export type WeightDisplay = { unit: WeightUnit; decimals: number };

/** A new site shows what the specification prints: kg with two decimals, as the scale reads them. */
export const DEFAULT_WEIGHT_DISPLAY: WeightDisplay = { unit: 'kg', decimals: 2 };

/**
 * How totals read (the dashboard's cards, the reports' tons): the specification's tons with one decimal,
 * or, where the site shows tons, its own decimals. A total in kg would be a nine-digit number nobody reads.
 */
export function totalsDisplay(display: WeightDisplay): WeightDisplay {
  return display.unit === 't' ? display : { unit: 't', decimals: 1 };
}

/** A weight held in kg as a number in the site's unit, unrounded: a spreadsheet's numeric cell. */
export function weightInUnit(kg: number, unit: WeightUnit): number {
  return unit === 't' ? kg / KG_PER_TON : kg;
}

/** A count in words, e.g. '1 load', '1,200 tares'. */
export function countText(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}
