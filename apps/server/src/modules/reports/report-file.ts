/**
 * A report as its exported files hold it, read from the contract's definition of the report: what it is,
 * the days it covers, when it was made, its figures and its tables, in the language of the user who asked
 * for it. The workbook and the PDF are both written from this, so the two files of a report never disagree.
 */
import type { WeightDisplay } from '@weighbridge/contract/formats';
import type { Locale } from '@weighbridge/contract/preferences';
import type { ColumnHead, FigureValue, ReportDefinition, ReportValue } from '@weighbridge/contract/report-values';
import { columnHeader, figureValues } from '@weighbridge/contract/report-values';
import { DETAIL_LINES } from './messages.js';
import { type ReportLanguage, reportLanguage } from './report-language.js';

export type ReportFileTable = { title: string; columns: readonly ColumnHead[]; rows: ReportValue[][]; endsWithTotal?: boolean };

export type ReportFile = {
  /** The file's name without its extension, e.g. 'report-vehicles-2026-11-01_2026-11-30'. */
  name: string;
  /** The language its words, numbers and dates are written in. */
  locale: Locale;
  title: string;
  siteName: string;
  /** The site's logo as a data URL, which the PDF shows; null: none. */
  siteLogo: string | null;
  /** The days or years it covers: 'Showing data from X to Y', 'All time', 'Year 2026'. */
  period: string;
  /** What else the report was asked for, e.g. the materials chosen. */
  notes: readonly { label: string; text: string }[];
  madeAt: Date;
  /** The site's, in which the moment made and every moment of the tables read. */
  timeZone: string;
  /** How the site shows weights: the PDF's texts and the workbook's cells follow it. */
  weights: WeightDisplay;
  figures: FigureValue[];
  tables: ReportFileTable[];
};

export type ReportFileAbout = Omit<ReportFile, 'title' | 'figures' | 'tables'>;

/** The figures with their labels, numbers and detail lines in the file's language. */
function figuresIn(language: ReportLanguage, figures: FigureValue[], weights: WeightDisplay): FigureValue[] {
  return figures.map((figure) => {
    const lines = figure.details.map((detail) => {
      const line = DETAIL_LINES[detail.label];
      const value = detail.kind === 'count' ? detail.value : language.valueText(detail, detail.value, 'UTC', weights);
      return line ? language.intl.formatMessage(line, { count: value, weight: value }) : value;
    });
    return {
      ...figure,
      label: language.text(figure.label),
      text: language.valueText(figure, figure.value, 'UTC', weights),
      ...(lines.length && { detail: lines.join(', ') }),
      details: figure.details.map((detail) => ({ ...detail, label: language.text(detail.label) })),
    };
  });
}

/**
 * The rows with the contract's words in the file's language: a column's terms (a category, a class), and the
 * first cell of a last row that adds up the others, which names it.
 */
function rowsIn(language: ReportLanguage, columns: readonly ColumnHead[], rows: ReportValue[][], endsWithTotal: boolean): ReportValue[][] {
  const read = rows.map((row) => row.map((value, index) => (typeof value === 'string' && columns[index]?.terms ? language.text(value) : value)));
  if (!endsWithTotal || read.length === 0) return read;
  const [name = null, ...values] = read.at(-1)!;
  return [...read.slice(0, -1), [typeof name === 'string' ? language.text(name) : name, ...values]];
}

export function reportFile<Data>(definition: ReportDefinition<Data>, data: Data, about: ReportFileAbout): ReportFile {
  const language = reportLanguage(about.locale);
  return {
    ...about,
    title: language.text(definition.title),
    figures: figuresIn(language, figureValues(definition.figures, data, about.weights), about.weights),
    tables: definition.tables.map((table) => ({
      title: language.text(table.title),
      columns: table.columns.map((column) => ({
        ...column,
        // A weight's header names the site's unit: 'Avg (kg)' reads 'Avg (t)' where it shows tons.
        header: columnHeader({ header: language.text(column.header), kind: column.kind }, about.weights),
        ...(column.empty !== undefined && { empty: language.text(column.empty) }),
      })),
      rows: rowsIn(language, table.columns, table.rows(data), table.endsWithTotal ?? false),
      endsWithTotal: table.endsWithTotal ?? false,
    })),
  };
}
