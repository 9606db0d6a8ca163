/**
 * The reports in the reader's language: the contract's titles, figures and headers through the catalogue,
 * values written as the language writes numbers and dates. In English every value reads exactly as the
 * contract's formatReportValue writes it, and as the exported files do.
 */
import { KG_PER_TON } from '@weighbridge/contract/constants';
import { NOT_SET, totalsDisplay } from '@weighbridge/contract/formats';
import { type ColumnHead, type FigureValue, figureValues, hourLabel, measureText, type ReportFigure, type ReportValue } from '@weighbridge/contract/report-values';
import type { ReportDateRange } from '@weighbridge/contract/reports';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../lib/known-texts';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useWeightDisplay } from '../../lib/site-weights';
import { useFormat } from '../../lib/use-format';
import { detailMessages, panelMessages, reportTextMessages } from './messages';

export type ReportLanguage = {
  /** A title, figure label or header of the contract's reports in the reader's language. */
  text: (english: string) => string;
  /** How a raw value of a column reads on the page. */
  valueText: (column: Pick<ColumnHead, 'kind' | 'empty' | 'terms'>, value: ReportValue) => string;
  /** The figures with their labels, numbers and detail lines. */
  figures: <Data>(figures: readonly ReportFigure<Data>[], data: Data) => FigureValue[];
  /** The line of the days a report covers, e.g. 'Showing data from March 1, 2026 to March 31, 2026'. */
  periodText: (dateRange: ReportDateRange | undefined) => string;
};

/** A figure's detail line by the detail's label in the contract. */
const DETAIL_LINES = {
  Loads: detailMessages.loads,
  Tares: detailMessages.tares,
  'Materials processed': detailMessages.materialsProcessed,
} as const;

export function useReportLanguage(): ReportLanguage {
  const intl = useIntl();
  const knownText = useKnownTexts(reportTextMessages);
  const formats = useFormat();
  const timeZone = useSiteTimeZone();
  const weights = useWeightDisplay();

  function valueText(column: Pick<ColumnHead, 'kind' | 'empty' | 'terms'>, value: ReportValue, zone = timeZone): string {
    if (value === null) return column.empty === undefined ? NOT_SET : knownText(column.empty);
    if (typeof value === 'string') {
      // A word of the contract (a category, a class) reads in the reader's language.
      if (column.terms) return knownText(value);
      if (column.kind === 'moment') return formats.formatLongDate(new Date(value), zone);
      if (column.kind !== 'period') return value;
      return /^\d{4}-\d{2}$/.test(value) ? formats.formatCalendarMonth(value) : formats.formatCalendarDate(value);
    }
    switch (column.kind) {
      // As the contract's formatReportValue: kg as few decimals as they have while the site shows kg.
      case 'kg':
        return weights.unit === 'kg' ? formats.formatKg(value) : formats.formatWeight(value, weights);
      case 'scale-kg':
        return formats.formatWeight(value, weights);
      case 'tons':
        return formats.formatWeight(value, totalsDisplay(weights));
      case 'tonnage':
        return formats.formatWeight(value * KG_PER_TON, totalsDisplay(weights));
      case 'hour':
        return hourLabel(value);
      default:
        return measureText(column.kind, value, formats.formatNumber) ?? formats.formatNumber(value);
    }
  }

  function detailLine(detail: FigureValue['details'][number]): string {
    if (detail.label === 'Avg per load') return intl.formatMessage(detailMessages.avgPerLoad, { weight: valueText(detail, detail.value, 'UTC') });
    const line = DETAIL_LINES[detail.label as keyof typeof DETAIL_LINES];
    return line ? intl.formatMessage(line, { count: detail.value }) : valueText(detail, detail.value, 'UTC');
  }

  return {
    text: knownText,
    valueText: (column, value) => valueText(column, value),
    figures: (figures, data) =>
      figureValues(figures, data, weights).map((figure) => {
        const lines = figure.details.map(detailLine);
        return { ...figure, label: knownText(figure.label), text: valueText(figure, figure.value, 'UTC'), ...(lines.length && { detail: lines.join(', ') }) };
      }),
    periodText: (dateRange) =>
      dateRange
        ? intl.formatMessage(panelMessages.dateRange, { start: formats.formatCalendarDate(dateRange.start), end: formats.formatCalendarDate(dateRange.end) })
        : intl.formatMessage(panelMessages.allTime),
  };
}
