/**
 * The words of the reports' files, in English; the German is in locales/de.json. The reports' own titles,
 * figures and column headers are the contract's (the page's, as the specification words them): each is a
 * message whose id is made from its English, so that the contract stays their one English source.
 */
import { defineMessages, type MessageDescriptor, type NoMessageValues } from '@formatjs/intl';
import { ANNUAL_MATERIAL_TITLE, annualMaterialReport, MONTH_NAMES, MONTHLY_MATERIAL_REPORT, TOTAL_ROW } from '@weighbridge/contract/material-report-tables';
import { DRILLING_REPORT, PRODUCTION_REPORT } from '@weighbridge/contract/operations-report-tables';
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import { NO_DATA, type ReportDefinition } from '@weighbridge/contract/report-values';
import { FIELD_MESSAGES } from '../../ledger/messages.js';

type None = NoMessageValues;
type Text<Name extends string> = Record<Name, string>;

type FileValues = {
  overview: None;
  site: None;
  period: None;
  made: None;
  madeAt: Text<'when' | 'zone'>;
  page: Record<'page' | 'pages', number>;
  dateRange: Text<'start' | 'end'>;
  productionDateRange: Text<'start' | 'end' | 'time'>;
  allTime: None;
  year: Text<'year'>;
  years: Text<'start' | 'end'>;
  materials: None;
  allMaterials: None;
  noData: None;
  loads: Record<'count', number>;
  tares: Record<'count', number>;
  avgPerLoad: Text<'weight'>;
  materialsProcessed: Record<'count', number>;
};

export const REPORT_FILE_MESSAGES = defineMessages<FileValues>({
  overview: { id: 'reportFile.overview', defaultMessage: 'Overview' },
  site: { id: 'reportFile.site', defaultMessage: 'Site' },
  period: { id: 'reportFile.period', defaultMessage: 'Period' },
  made: { id: 'reportFile.made', defaultMessage: 'Made' },
  madeAt: { id: 'reportFile.madeAt', defaultMessage: 'Made {when} ({zone})' },
  page: { id: 'reportFile.page', defaultMessage: 'Page {page} of {pages}' },
  dateRange: { id: 'reportFile.dateRange', defaultMessage: 'Showing data from {start} to {end}' },
  productionDateRange: { id: 'reportFile.productionDateRange', defaultMessage: 'Showing data from {start} to {end} (Production days from {time})' },
  allTime: { id: 'reportFile.allTime', defaultMessage: 'All time' },
  year: { id: 'reportFile.year', defaultMessage: 'Year {year}' },
  years: { id: 'reportFile.years', defaultMessage: 'Years {start} to {end}' },
  materials: { id: 'reportFile.materials', defaultMessage: 'Materials' },
  allMaterials: { id: 'reportFile.allMaterials', defaultMessage: 'All materials' },
  noData: { id: 'reportFile.noData', defaultMessage: NO_DATA },
  // The lines under the summary's figures, as its cards read them.
  loads: { id: 'reportFile.loads', defaultMessage: '{count, plural, one {# load} other {# loads}}' },
  tares: { id: 'reportFile.tares', defaultMessage: '{count, plural, one {# tare} other {# tares}}' },
  avgPerLoad: { id: 'reportFile.avgPerLoad', defaultMessage: 'Avg per load: {weight}' },
  materialsProcessed: { id: 'reportFile.materialsProcessed', defaultMessage: '{count, plural, one {# material} other {# materials}} processed' },
});

/** The message of a figure's detail line, by the detail's label in the contract. */
export const DETAIL_LINES: Readonly<Record<string, MessageDescriptor>> = {
  Loads: REPORT_FILE_MESSAGES.loads,
  Tares: REPORT_FILE_MESSAGES.tares,
  'Avg per load': REPORT_FILE_MESSAGES.avgPerLoad,
  'Materials processed': REPORT_FILE_MESSAGES.materialsProcessed,
};

/** 'Material by Loading Area & Polygon' -> 'report.materialByLoadingAreaPolygon'. */
const idOf = (english: string) =>
  `report.${english
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
    .join('')}`;

function textsOf(definition: ReportDefinition<never>): string[] {
  return [
    definition.title,
    ...definition.figures.flatMap((figure) => [figure.label, ...(figure.details ?? []).map((detail) => detail.label)]),
    ...definition.tables.flatMap((table) => [table.title, ...table.columns.flatMap((column) => [column.header, ...(column.empty ? [column.empty] : []), ...(column.terms ?? [])])]),
  ];
}

/** A header that names a document's field ('Vehicle', 'Loading Area') is that field's message. */
const FIELDS_BY_ENGLISH = new Map<string, MessageDescriptor>(Object.values(FIELD_MESSAGES).map((field) => [field.defaultMessage, field]));

const DEFINITIONS = [...Object.values(REPORT_DEFINITIONS), MONTHLY_MATERIAL_REPORT, annualMaterialReport([]), PRODUCTION_REPORT, DRILLING_REPORT] as ReportDefinition<never>[];

/**
 * Every title, figure and header of the reports, and the name of a total row, by its English (the annual
 * report's years are numbers, not words) and what an empty cell reads.
 */
export const REPORT_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map(
  [...new Set([...DEFINITIONS.flatMap(textsOf), ANNUAL_MATERIAL_TITLE, ...MONTH_NAMES, TOTAL_ROW])].map((english) => [
    english,
    FIELDS_BY_ENGLISH.get(english) ?? { id: idOf(english), defaultMessage: english },
  ]),
);
