/**
 * A report as its exported files hold it, read from the contract's definition of the report: what it is,
 * the days it covers, when it was made, its figures and its tables. The workbook and the PDF are both
 * written from this, so the two files of a report never disagree.
 */
import type { WeightDisplay } from '@weighbridge/contract/formats';
import type { ColumnHead, FigureValue, ReportDefinition, ReportValue } from '@weighbridge/contract/report-values';
import { figureValues } from '@weighbridge/contract/report-values';

export type ReportFileTable = { title: string; columns: readonly ColumnHead[]; rows: ReportValue[][]; endsWithTotal?: boolean };

export type ReportFile = {
  /** The file's name without its extension, e.g. 'report-vehicles-2026-11-01_2026-11-30'. */
  name: string;
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

export function reportFile<Data>(definition: ReportDefinition<Data>, data: Data, about: ReportFileAbout): ReportFile {
  return {
    ...about,
    title: definition.title,
    figures: figureValues(definition.figures, data, about.weights),
    tables: definition.tables.map((table) => ({ title: table.title, columns: table.columns, rows: table.rows(data), endsWithTotal: table.endsWithTotal ?? false })),
  };
}
