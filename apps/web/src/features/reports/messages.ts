/**
 * The texts of the report pages: Reports & Analytics with its six tabs, the Monthly and the Annual Material
 * Report and the parts they share. The reports' own titles, figures and column headers are the contract's
 * (report-tables.ts), which the exported files write too: each becomes a message whose id is made from its
 * English, as the server's catalogue names them (`report.totalWeight`).
 */
import { DRILLING_REPORT, PRODUCTION_REPORT } from '@weighbridge/contract/operations-report-tables';
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import type { ReportDefinition } from '@weighbridge/contract/report-values';
import { defineMessage, defineMessages } from 'react-intl';
import { icuLiteral, KNOWN_TEXTS, type TextDescriptor, textMessages } from '../../lib/contract-messages';
import { END_BEFORE_START } from './report-period';

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
    ...definition.figures.map((figure) => figure.label),
    ...definition.tables.flatMap((table) => [table.title, ...table.columns.flatMap((column) => [column.header, ...(column.empty ? [column.empty] : []), ...(column.terms ?? [])])]),
  ];
}

/**
 * Every title, figure label, table title, column header and empty cell of the six tabs and of the Production
 * and Drilling reports, by id; a text the
 * contract already knows (a field such as 'Vehicle' or 'Loading Area') keeps the message it has there.
 */
export const reportTextMessages: Readonly<Record<string, TextDescriptor>> = Object.fromEntries(
  [...new Set([...Object.values(REPORT_DEFINITIONS), PRODUCTION_REPORT, DRILLING_REPORT].flatMap((definition) => textsOf(definition as ReportDefinition<never>)))]
    .filter((english) => !KNOWN_TEXTS.has(english))
    .map((english) => [idOf(english), { id: idOf(english), defaultMessage: icuLiteral(english) }]),
);

export const pageMessages = defineMessages({
  title: { id: 'reports.page.title', defaultMessage: 'Reports & Analytics' },
});

export const linkMessages = defineMessages({
  monthly: { id: 'reports.links.monthly', defaultMessage: 'Tons of each material by month, January to December' },
  annual: { id: 'reports.links.annual', defaultMessage: 'Tons of each material by year, with totals per material' },
});

export const periodMessages = defineMessages({
  label: { id: 'reports.period.label', defaultMessage: 'Report period' },
  today: { id: 'reports.period.today', defaultMessage: 'Today' },
  week: { id: 'reports.period.week', defaultMessage: 'Week' },
  month: { id: 'reports.period.month', defaultMessage: 'Month' },
  year: { id: 'reports.period.year', defaultMessage: 'Year' },
  all: { id: 'reports.period.all', defaultMessage: 'All Time' },
  custom: { id: 'reports.period.custom', defaultMessage: 'Custom' },
  startDate: { id: 'reports.period.startDate', defaultMessage: 'Start Date' },
  endDate: { id: 'reports.period.endDate', defaultMessage: 'End Date' },
  apply: { id: 'reports.period.apply', defaultMessage: 'Apply' },
});

export const periodProblemMessages = textMessages('reports.period.problem', { endBeforeStart: END_BEFORE_START });

export const panelMessages = {
  dateRange: defineMessage<{ start: string; end: string }>({ id: 'reports.panel.dateRange', defaultMessage: 'Showing data from {start} to {end}' }),
  ...defineMessages({
    allTime: { id: 'reports.panel.allTime', defaultMessage: 'All time' },
  }),
};

/** The lines under the summary's figures, as the contract's figures read them in English. */
export const detailMessages = {
  loads: defineMessage<{ count: number }>({ id: 'reports.detail.loads', defaultMessage: '{count, plural, one {# load} other {# loads}}' }),
  tares: defineMessage<{ count: number }>({ id: 'reports.detail.tares', defaultMessage: '{count, plural, one {# tare} other {# tares}}' }),
  avgPerLoad: defineMessage<{ weight: string }>({ id: 'reports.detail.avgPerLoad', defaultMessage: 'Avg per load: {weight}' }),
  materialsProcessed: defineMessage<{ count: number }>({
    id: 'reports.detail.materialsProcessed',
    defaultMessage: '{count, plural, one {# material} other {# materials}} processed',
  }),
};

/** The charts the tabs draw of their own, beside the contract's tables. */
export const chartMessages = defineMessages({
  materialDistribution: { id: 'reports.charts.materialDistribution', defaultMessage: 'Material Distribution' },
  topMaterialsByWeight: { id: 'reports.charts.topMaterialsByWeight', defaultMessage: 'Top Materials by Weight' },
  hourlyActivityTrend: { id: 'reports.charts.hourlyActivityTrend', defaultMessage: 'Hourly Activity Trend' },
  totalWeight: { id: 'reports.charts.totalWeight', defaultMessage: 'Total weight' },
  transactions: { id: 'reports.charts.transactions', defaultMessage: 'Transactions' },
  weightTons: { id: 'reports.charts.weightTons', defaultMessage: 'Weight (tons)' },
  materialWeightTons: { id: 'reports.charts.materialWeightTons', defaultMessage: 'Material Weight (tons)' },
  weightDistribution: { id: 'reports.charts.weightDistribution', defaultMessage: 'Weight Distribution' },
  transactionDistribution: { id: 'reports.charts.transactionDistribution', defaultMessage: 'Transaction Distribution' },
  weightByArea: { id: 'reports.charts.weightByArea', defaultMessage: 'Weight by Area' },
  tripsByArea: { id: 'reports.charts.tripsByArea', defaultMessage: 'Trips by Area' },
  uniqueVehiclesByArea: { id: 'reports.charts.uniqueVehiclesByArea', defaultMessage: 'Unique Vehicles by Area' },
  vehicles: { id: 'reports.charts.vehicles', defaultMessage: 'Vehicles' },
  others: { id: 'reports.charts.others', defaultMessage: 'Others' },
  stopReasonsByHours: { id: 'reports.charts.stopReasonsByHours', defaultMessage: 'Stop Reasons by Hours' },
  outputAgainstPlan: { id: 'reports.charts.outputAgainstPlan', defaultMessage: 'Output against Plan by Month (tons)' },
  metresAgainstPlan: { id: 'reports.charts.metresAgainstPlan', defaultMessage: 'Metres Drilled against Plan by Month' },
});

/** How the downtime report's figures are worked out, under its tables (the README's time usage model). */
export const downtimeFormulaMessages = {
  lostTons: defineMessage<{ days: number }>({
    id: 'reports.downtime.formulas.lostTons',
    defaultMessage: 'Tons per hour: the tons the weighbridge saw the machine move in the {days} days to the period’s end, over its hours of them not stopped. Lost tons = stop hours x tons per hour.',
  }),
  ...defineMessages({
  title: { id: 'reports.downtime.formulas.title', defaultMessage: 'How the figures are worked out' },
  times: {
    id: 'reports.downtime.formulas.times',
    defaultMessage:
      'Calendar time CT: the period’s hours. Down time D: scheduled maintenance + breakdown hours. Available time AT = CT - D. Standby S: standby + external + not yet classified hours. Utilised time UT = AT - S.',
  },
  physicalAvailability: { id: 'reports.downtime.formulas.physicalAvailability', defaultMessage: 'Physical availability PA = AT / CT' },
  useOfAvailability: { id: 'reports.downtime.formulas.useOfAvailability', defaultMessage: 'Use of availability UoA = UT / AT' },
  effectiveUtilisation: { id: 'reports.downtime.formulas.effectiveUtilisation', defaultMessage: 'Effective utilisation EU = UT / CT' },
  meanTimeBetweenFailures: { id: 'reports.downtime.formulas.meanTimeBetweenFailures', defaultMessage: 'Mean time between failures MTBF = UT / breakdowns' },
  meanTimeToRepair: { id: 'reports.downtime.formulas.meanTimeToRepair', defaultMessage: 'Mean time to repair MTTR = breakdown hours / breakdowns' },
  }),
};

export const monthlyMessages = {
  chartSection: defineMessage<{ year: string }>({ id: 'reports.monthly.chartSection', defaultMessage: 'Monthly Tonnage by Material, {year}' }),
  ...defineMessages({
    year: { id: 'reports.monthly.year', defaultMessage: 'Year' },
    filters: { id: 'reports.monthly.filters', defaultMessage: 'Filters' },
    chartTitle: { id: 'reports.monthly.chartTitle', defaultMessage: 'Monthly Tonnage by Material' },
    total: { id: 'reports.monthly.total', defaultMessage: 'Total' },
    averagePerMonth: { id: 'reports.monthly.averagePerMonth', defaultMessage: 'Average per month' },
  }),
};

export const annualMessages = {
  chartSection: defineMessage<{ start: string; end: string }>({
    id: 'reports.annual.chartSection',
    defaultMessage: 'Annual Tonnage by Material, {start} to {end}',
  }),
  // The page has always read 'transactions', one or many; German counts them properly.
  transactions: defineMessage<{ count: number }>({ id: 'reports.annual.transactions', defaultMessage: '{count, plural, other {# transactions}}' }),
  averagePerTransaction: defineMessage<{ average: string }>({
    id: 'reports.annual.averagePerTransaction',
    defaultMessage: 'Average per transaction: {average}',
  }),
  ...defineMessages({
    startYear: { id: 'reports.annual.startYear', defaultMessage: 'Start Year' },
    endYear: { id: 'reports.annual.endYear', defaultMessage: 'End Year' },
    chartType: { id: 'reports.annual.chartType', defaultMessage: 'Chart Type' },
    grouped: { id: 'reports.annual.grouped', defaultMessage: 'Grouped' },
    stacked: { id: 'reports.annual.stacked', defaultMessage: 'Stacked' },
    chartTitle: { id: 'reports.annual.chartTitle', defaultMessage: 'Annual Tonnage by Material' },
  }),
};

export const exportMessages = defineMessages({
  export: { id: 'reports.export.export', defaultMessage: 'Export' },
  excel: { id: 'reports.export.excel', defaultMessage: 'Excel' },
  pdf: { id: 'reports.export.pdf', defaultMessage: 'PDF' },
});

export const materialFilterMessages = defineMessages({
  materials: { id: 'reports.materials.label', defaultMessage: 'Materials' },
  hint: { id: 'reports.materials.hint', defaultMessage: 'None checked shows all materials' },
  none: { id: 'reports.materials.none', defaultMessage: 'No materials found' },
  clear: { id: 'reports.materials.clear', defaultMessage: 'Clear' },
  loading: { id: 'reports.materials.loading', defaultMessage: 'Loading materials' },
});
