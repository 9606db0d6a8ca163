/**
 * Numbers, weights and dates as a reader of the language writes them, for what the server prints (tickets,
 * report files): '1,234.5 t' in English, '1.234,5 t' in German. In English every form reads exactly as the
 * contract's formats (the pages' and the API's); the site's time zone still decides the day of a moment.
 */
import { NOT_SET, type WeightDisplay, weightInUnit } from '@weighbridge/contract/formats';
import type { DocumentIntl } from './intl.js';

const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;

export type LocaleFormats = ReturnType<typeof localeFormats>;

export function localeFormats(intl: DocumentIntl) {
  const number = (value: number, fractionDigits: { min: number; max: number }) =>
    intl.formatNumber(value, { minimumFractionDigits: fractionDigits.min, maximumFractionDigits: fractionDigits.max });
  const longDate = (moment: Date, timeZone: string) => intl.formatDate(moment, { ...LONG_DATE, timeZone });
  /** A weight held in kg as the site shows weights, as the contract's formatWeight in the language. */
  const weight = (kg: number | null, display: WeightDisplay) =>
    kg === null ? NOT_SET : `${number(weightInUnit(kg, display.unit), { min: display.decimals, max: display.decimals })} ${display.unit}`;
  return {
    /** At most two decimals, e.g. '12,500' or '1,602.5'. */
    number: (value: number | null) => (value === null ? NOT_SET : number(value, { min: 0, max: 2 })),
    /** e.g. '12,500 kg'. */
    kg: (kg: number | null) => (kg === null ? NOT_SET : `${number(kg, { min: 0, max: 2 })} kg`),
    /** As the scale read it, always two decimals, e.g. '27,000.25 kg'. */
    scaleKg: (kg: number | null) => weight(kg, { unit: 'kg', decimals: 2 }),
    weight,
    /** kg in tons with one decimal, e.g. '1,234.5 t'. */
    tons: (kg: number) => weight(kg, { unit: 't', decimals: 1 }),
    /** The site day of a moment, e.g. 'November 21, 2026' or '21. November 2026'. */
    longDate,
    /** A day held as YYYY-MM-DD, the same in every zone. */
    calendarDate: (date: string | null) => {
      const parts = date?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
      if (!parts) return date ?? NOT_SET;
      return longDate(new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))), 'UTC');
    },
    /** A month held as YYYY-MM, e.g. 'March 2026' or 'März 2026'. */
    calendarMonth: (month: string) => intl.formatDate(new Date(`${month}-01T00:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    /** A moment's date and time at the site, e.g. 'Mar 4, 2026, 2:05 PM' or '04.03.2026, 14:05'. */
    dateTime: (moment: Date, timeZone: string) => intl.formatDate(moment, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  };
}
