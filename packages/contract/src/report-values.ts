/**
 * The building blocks of a report's tables and figures, shared by the web's report pages (which show them)
 * and the server's Excel and PDF exports (which write them): each column holds a row's raw value and says
 * what kind of value it is; the kind decides how it reads on a page or in a PDF, and how an Excel cell
 * keeps it as a number.
 */
import { KG_PER_TON } from './constants.js';
import {
  DEFAULT_WEIGHT_DISPLAY,
  formatCalendarDate,
  formatCalendarMonth,
  formatKg,
  formatLongDate,
  formatNumber,
  formatWeight,
  NOT_SET,
  totalsDisplay,
  type WeightDisplay,
} from './formats.js';
import type { ReportDateRange } from './reports.js';

/** Kinds of text: a name; a moment (ISO 8601) read as its day at the site; a trend's day (YYYY-MM-DD) or month (YYYY-MM). */
export type TextKind = 'text' | 'moment' | 'period';

/**
 * Kinds of number: a count; kg as few decimals as it has ('42,000 kg'); kg with the scale's two decimals
 * ('42,000.00 kg'); kg read in tons ('42.0 t'); a tonnage already in tons; an hour of the site's day (0 to 23);
 * and the measures of the downtime report: a length of time in hours ('12.5 h'), a share from 0 to 1 read in
 * percent ('75%') and a rate in tons per hour ('250 t/h').
 * Where the site shows its weights in tons, the kg kinds read in tons with the site's decimals, and the
 * tons with them (formats.ts, totalsDisplay).
 */
export type NumberKind = 'count' | 'kg' | 'scale-kg' | 'tons' | 'tonnage' | 'hour' | MeasureKind;
/** And the operations reports' measures: metres, metres per hour, m3, kg of explosives, powder factors, kWh per ton. */
export type MeasureKind =
  | 'hours'
  | 'percent'
  | 'tons-per-hour'
  | 'metres'
  | 'metres-per-hour'
  | 'cubic-metres'
  | 'explosives-kg'
  | 'kg-per-cubic-metre'
  | 'kg-per-ton'
  | 'kwh-per-ton';

export type ValueKind = TextKind | NumberKind;
export type ReportValue = string | number | null;

const NUMBER_KINDS: ReadonlySet<ValueKind> = new Set<NumberKind>(['count', 'kg', 'scale-kg', 'tons', 'tonnage', 'hour']);

/** Numbers stand to the right, in tables on the page and in the PDF. */
export const isNumberKind = (kind: ValueKind): kind is NumberKind => NUMBER_KINDS.has(kind) || kind in MEASURES;

/** How a measure's number is written: the number times `scale`, to at most `decimals`, then its unit ('12.5 h', '75%', '250 t/h'). */
export const MEASURES: Readonly<Record<MeasureKind, { scale: number; decimals: number; unit: string }>> = {
  hours: { scale: 1, decimals: 2, unit: ' h' },
  // One decimal, so that a ratio does not read '66.67%'.
  percent: { scale: 100, decimals: 1, unit: '%' },
  'tons-per-hour': { scale: 1, decimals: 2, unit: ' t/h' },
  metres: { scale: 1, decimals: 1, unit: ' m' },
  'metres-per-hour': { scale: 1, decimals: 2, unit: ' m/h' },
  'cubic-metres': { scale: 1, decimals: 0, unit: ' m³' },
  'explosives-kg': { scale: 1, decimals: 0, unit: ' kg' },
  'kg-per-cubic-metre': { scale: 1, decimals: 3, unit: ' kg/m³' },
  // Powder factors per ton are a few tenths: three decimals.
  'kg-per-ton': { scale: 1, decimals: 3, unit: ' kg/t' },
  'kwh-per-ton': { scale: 1, decimals: 2, unit: ' kWh/t' },
};

/** A measure as a language writes it, with that language's number format; undefined for any other kind. */
export function measureText(kind: ValueKind, value: number, number: (value: number) => string): string | undefined {
  const measure = MEASURES[kind as MeasureKind] as (typeof MEASURES)[MeasureKind] | undefined;
  if (!measure) return undefined;
  const places = 10 ** measure.decimals;
  return `${number(Math.round(value * measure.scale * places) / places)}${measure.unit}`;
}

/** A column as the exports and the page know it once its rows are read: no more than its header and kind. */
export type ColumnHead = {
  header: string;
  kind: ValueKind;
  /** What an absent text reads as, where it is not '—' (an idle truck never seen reads 'Never'). */
  empty?: string;
  /** A text column whose values are these words of the contract (a category, a class): they read in the reader's language. */
  terms?: readonly string[];
};

export type ReportColumn<Row> =
  | (ColumnHead & { kind: TextKind; value: (row: Row) => string | null })
  | (ColumnHead & { kind: NumberKind; value: (row: Row) => number | null });

/** A table of a report: its title as on the page, its columns, and its rows' raw values in column order. */
export type ReportTable<Data> = {
  title: string;
  columns: readonly ColumnHead[];
  rows: (data: Data) => ReportValue[][];
  /** Its last row adds up the others (a file sets it apart). */
  endsWithTotal?: boolean;
};

/** A table whose rows come from the report, each column reading its value from a row. */
export function reportTable<Data, Row>(
  title: string,
  rowsOf: (data: Data) => readonly Row[],
  columns: readonly ReportColumn<Row>[],
  options: { endsWithTotal?: boolean } = {},
): ReportTable<Data> {
  return {
    title,
    columns: columns.map(({ header, kind, empty, terms }) => ({ header, kind, ...(empty !== undefined && { empty }), ...(terms !== undefined && { terms }) })),
    rows: (data) => rowsOf(data).map((row) => columns.map((column) => column.value(row))),
    ...options,
  };
}

/** A line under a figure: a number of its own and how it reads there, e.g. 'Avg per load: 14,000 kg'. */
export type FigureDetail<Data> = { label: string; kind: NumberKind; value: (data: Data) => number; reads: (value: number, weights: WeightDisplay) => string };

/** A figure of a report's cards: a label, a number, and the details a card shows under it. */
export type ReportFigure<Data> = { label: string; kind: NumberKind; value: (data: Data) => number; details?: readonly FigureDetail<Data>[] };

/** A figure read from a report: its number, how it reads, and its details' numbers and line. */
export type FigureValue = {
  label: string;
  kind: NumberKind;
  value: number;
  text: string;
  /** The details as the card's line, e.g. '3 loads, 0 tares'; absent without details. */
  detail?: string;
  details: { label: string; kind: NumberKind; value: number }[];
};

export function figureValues<Data>(figures: readonly ReportFigure<Data>[], data: Data, weights: WeightDisplay = DEFAULT_WEIGHT_DISPLAY): FigureValue[] {
  return figures.map((figure) => {
    const value = figure.value(data);
    const details = (figure.details ?? []).map((detail) => ({ label: detail.label, kind: detail.kind, value: detail.value(data), reads: detail.reads }));
    return {
      label: figure.label,
      kind: figure.kind,
      value,
      text: formatReportValue(figure, value, 'UTC', weights),
      ...(details.length && { detail: details.map((detail) => detail.reads(detail.value, weights)).join(', ') }),
      details: details.map(({ label, kind, value: number }) => ({ label, kind, value: number })),
    };
  });
}

/** A report: its title, its figures and its tables, read from the report's data. */
export type ReportDefinition<Data> = { title: string; figures: readonly ReportFigure<Data>[]; tables: readonly ReportTable<Data>[] };

/** A trend row's period: a day '2026-03-05' reads 'March 5, 2026', a month '2026-03' reads 'March 2026'. */
export function trendPeriodLabel(period: string): string {
  return /^\d{4}-\d{2}$/.test(period) ? formatCalendarMonth(period) : formatCalendarDate(period);
}

/** An hour of the site's day as the clock shows it, e.g. '07:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A weight's header in the site's unit: 'Avg (kg)' reads 'Avg (t)' where the site shows tons. */
export function columnHeader(column: Pick<ColumnHead, 'header' | 'kind'>, weights: WeightDisplay): string {
  return column.kind === 'kg' || column.kind === 'scale-kg' ? column.header.replace(/\(kg\)$/, `(${weights.unit})`) : column.header;
}

/**
 * How a raw value reads on the page and in the PDF; `timeZone` is the site's, for a moment's day, and
 * `weights` how the site shows weights.
 */
export function formatReportValue(column: Pick<ColumnHead, 'kind' | 'empty'>, value: ReportValue, timeZone: string, weights = DEFAULT_WEIGHT_DISPLAY): string {
  if (value === null) return column.empty ?? NOT_SET;
  if (typeof value === 'string') {
    if (column.kind === 'moment') return formatLongDate(new Date(value), timeZone);
    return column.kind === 'period' ? trendPeriodLabel(value) : value;
  }
  switch (column.kind) {
    case 'kg':
      return weights.unit === 'kg' ? formatKg(value) : formatWeight(value, weights);
    case 'scale-kg':
      return formatWeight(value, weights);
    case 'tons':
      return formatWeight(value, totalsDisplay(weights));
    case 'tonnage':
      return formatWeight(value * KG_PER_TON, totalsDisplay(weights));
    case 'hour':
      return hourLabel(value);
    default:
      return measureText(column.kind, value, formatNumber) ?? formatNumber(value);
  }
}

/** A table without rows, a report without data. */
export const NO_DATA = 'No data available';

/** The line of the days a report covers, e.g. 'Showing data from March 1, 2026 to March 31, 2026'. */
export function reportPeriodText(dateRange: ReportDateRange | undefined): string {
  return dateRange ? `Showing data from ${formatCalendarDate(dateRange.start)} to ${formatCalendarDate(dateRange.end)}` : 'All time';
}
