/**
 * A report's file in the reader's language: its titles, figures and headers from the catalogue, its values
 * written as the language writes numbers and dates. In English every value reads as the page shows it
 * (the contract's formatReportValue).
 */
import { KG_PER_TON } from '@weighbridge/contract/constants';
import { NOT_SET, totalsDisplay, type WeightDisplay } from '@weighbridge/contract/formats';
import type { Locale } from '@weighbridge/contract/preferences';
import { type ColumnHead, hourLabel, measureText, type ReportValue } from '@weighbridge/contract/report-values';
import type { ReportDateRange } from '@weighbridge/contract/reports';
import { type DocumentIntl, documentIntl } from '../../lib/intl.js';
import { type LocaleFormats, localeFormats } from '../../lib/locale-format.js';
import { REPORT_FILE_MESSAGES, REPORT_TEXTS } from './messages.js';

export type ReportLanguage = {
  intl: DocumentIntl;
  formats: LocaleFormats;
  /** A title, figure or header of the contract's reports; a text not among them (a year) as it is. */
  text: (english: string) => string;
  /** How a raw value reads in the PDF; `timeZone` is the site's, for a moment's day, `weights` how it shows weights. */
  valueText: (column: Pick<ColumnHead, 'kind' | 'empty'>, value: ReportValue, timeZone: string, weights: WeightDisplay) => string;
  /**
   * The line of the days a report covers, e.g. 'Showing data from March 1, 2026 to March 31, 2026', and when
   * they are production days the time those start: '... (Production days from 06:00)'.
   */
  periodText: (dateRange: ReportDateRange | undefined, productionDayStart?: string) => string;
};

function valueText(formats: LocaleFormats, column: Pick<ColumnHead, 'kind' | 'empty'>, value: ReportValue, timeZone: string, weights: WeightDisplay): string {
  if (value === null) return column.empty ?? NOT_SET;
  if (typeof value === 'string') {
    if (column.kind === 'moment') return formats.longDate(new Date(value), timeZone);
    // A period's column also names a total row ('Total'), which reads as it is.
    if (column.kind !== 'period' || !/^\d{4}-\d{2}/.test(value)) return value;
    return /^\d{4}-\d{2}$/.test(value) ? formats.calendarMonth(value) : formats.calendarDate(value);
  }
  switch (column.kind) {
    // As the contract's formatReportValue: kg as few decimals as they have while the site shows kg.
    case 'kg':
      return weights.unit === 'kg' ? formats.kg(value) : formats.weight(value, weights);
    case 'scale-kg':
      return formats.weight(value, weights);
    case 'tons':
      return formats.weight(value, totalsDisplay(weights));
    case 'tonnage':
      return formats.weight(value * KG_PER_TON, totalsDisplay(weights));
    case 'hour':
      return hourLabel(value);
    default:
      return measureText(column.kind, value, formats.number) ?? formats.number(value);
  }
}

function reportLanguageOf(locale: Locale): ReportLanguage {
  const intl = documentIntl(locale);
  const formats = localeFormats(intl);
  return {
    intl,
    formats,
    text: (english) => {
      const message = REPORT_TEXTS.get(english);
      return message ? intl.formatMessage(message) : english;
    },
    valueText: (column, value, timeZone, weights) => valueText(formats, column, value, timeZone, weights),
    periodText: (dateRange, productionDayStart) => {
      if (!dateRange) return intl.formatMessage(REPORT_FILE_MESSAGES.allTime);
      const days = { start: formats.calendarDate(dateRange.start), end: formats.calendarDate(dateRange.end) };
      return productionDayStart
        ? intl.formatMessage(REPORT_FILE_MESSAGES.productionDateRange, { ...days, time: productionDayStart })
        : intl.formatMessage(REPORT_FILE_MESSAGES.dateRange, days);
    },
  };
}

const languages = new Map<Locale, ReportLanguage>();

export function reportLanguage(locale: Locale): ReportLanguage {
  let language = languages.get(locale);
  if (!language) languages.set(locale, (language = reportLanguageOf(locale)));
  return language;
}
