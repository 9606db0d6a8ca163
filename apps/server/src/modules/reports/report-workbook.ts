/**
 * A report's Excel file: an 'Overview' sheet with the site, the period, the time it was made and the
 * figures, then a sheet per table, headed as on the page. Numbers stay numbers, each with a number format
 * that reads as the page does: kg and tons are numbers in a '#,##0.00 "kg"' or '#,##0.0 "t"' cell, not text,
 * so a sheet can be summed (in tons with the site's decimals where it shows tons); moments and days are date
 * cells on the site's clock.
 */
import { KG_PER_TON } from '@weighbridge/contract/constants';
import { totalsDisplay, type WeightDisplay } from '@weighbridge/contract/formats';
import { type ColumnHead, isNumberKind, type MeasureKind, MEASURES, type NumberKind, type ReportValue } from '@weighbridge/contract/report-values';
import { excelDayNumber, type FormattedNumber, type Sheet, type SheetValue, siteDateCell, xlsxBuffer } from '../../lib/spreadsheet.js';
import { REPORT_FILE_MESSAGES as WORDS } from './messages.js';
import type { ReportFile, ReportFileTable } from './report-file.js';
import { type ReportLanguage, reportLanguage } from './report-language.js';

/** A weight's cell format: its decimals and its unit, e.g. '#,##0.00 "kg"'. */
const weightFormat = ({ unit, decimals }: WeightDisplay) => `#,##0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''} "${unit}"`;

/** Each kind's cell format: a weight in kg as the site shows weights, tons as it shows totals. */
function numberFormat(kind: NumberKind, weights: WeightDisplay): string {
  if (kind === 'kg' || kind === 'scale-kg') return weights.unit === 'kg' ? '#,##0.00 "kg"' : weightFormat(weights);
  if (kind === 'tons' || kind === 'tonnage') return weightFormat(totalsDisplay(weights));
  if (kind === 'percent') return '0.0%';
  const measure = MEASURES[kind as MeasureKind] as (typeof MEASURES)[MeasureKind] | undefined;
  if (measure) return `#,##0${measure.decimals ? `.${'0'.repeat(measure.decimals)}` : ''} "${measure.unit.trim()}"`;
  return kind === 'hour' ? 'hh:mm' : '#,##0';
}

/** The number a cell holds for a value of a kind: tons for kg shown in tons, a fraction of a day for an hour. */
function cellNumber(kind: NumberKind, value: number, weights: WeightDisplay): number {
  if (kind === 'tons' || ((kind === 'kg' || kind === 'scale-kg') && weights.unit === 't')) return value / KG_PER_TON;
  return kind === 'hour' ? value / 24 : value;
}

const numberCell = (kind: NumberKind, value: number, weights: WeightDisplay): FormattedNumber => ({
  t: 'n',
  v: cellNumber(kind, value, weights),
  z: numberFormat(kind, weights),
});
const dateCell = (wallClockAsUtc: Date, format: string): FormattedNumber => ({ t: 'n', v: excelDayNumber(wallClockAsUtc), z: format });

function cell(column: ColumnHead, value: ReportValue, timeZone: string, weights: WeightDisplay): SheetValue {
  if (value === null) return column.empty ?? null;
  if (isNumberKind(column.kind)) return typeof value === 'number' ? numberCell(column.kind, value, weights) : value;
  if (typeof value === 'number') return value;
  if (column.kind === 'moment') return siteDateCell(new Date(value), timeZone);
  // A period's column also names a total row ('Total'), a text.
  if (column.kind === 'period' && /^\d{4}-\d{2}/.test(value)) {
    // A trend row is a day (YYYY-MM-DD) or a month (YYYY-MM).
    const month = /^\d{4}-\d{2}$/.test(value);
    return dateCell(new Date(`${month ? `${value}-01` : value}T00:00:00Z`), month ? 'mmmm yyyy' : 'mmmm d, yyyy');
  }
  return value;
}

/** Wide enough for the header and the longest value as the page reads it, within reason. */
function columnWidth(table: ReportFileTable, index: number, file: ReportFile, language: ReportLanguage): number {
  const column = table.columns[index]!;
  const text = (value: ReportValue) => language.valueText(column, value, file.timeZone, file.weights);
  const longest = table.rows.reduce((widest, row) => Math.max(widest, text(row[index] ?? null).length), column.header.length);
  return Math.min(Math.max(longest + 2, 10), 50);
}

function tableSheet(table: ReportFileTable, file: ReportFile, language: ReportLanguage): Sheet {
  return {
    name: table.title,
    columns: table.columns.map((column, index) => ({ header: column.header, width: columnWidth(table, index, file, language) })),
    rows: table.rows.map((row) => table.columns.map((column, index) => cell(column, row[index] ?? null, file.timeZone, file.weights))),
  };
}

function overviewSheet(file: ReportFile, { intl }: ReportLanguage): Sheet {
  const rows: SheetValue[][] = [
    [intl.formatMessage(WORDS.site), file.siteName],
    [intl.formatMessage(WORDS.period), file.period],
    ...file.notes.map((note) => [note.label, note.text]),
    [intl.formatMessage(WORDS.made), siteDateCell(file.madeAt, file.timeZone)],
  ];
  if (file.figures.length) rows.push([]);
  for (const item of file.figures) {
    rows.push([item.label, numberCell(item.kind, item.value, file.weights)]);
    for (const detail of item.details) rows.push([detail.label, numberCell(detail.kind, detail.value, file.weights)]);
  }
  return { name: intl.formatMessage(WORDS.overview), columns: [{ header: file.title, width: 28 }, { header: '', width: 60 }], rows };
}

export function reportWorkbook(file: ReportFile): Promise<Buffer> {
  const language = reportLanguage(file.locale);
  return xlsxBuffer([overviewSheet(file, language), ...file.tables.map((table) => tableSheet(table, file, language))]);
}
